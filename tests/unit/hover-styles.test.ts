// Hover looks are for a mouse (issue 32, docs/architecture.md "Hover styles for a mouse only"): on a
// phone a tap leaves the tapped element in :hover until the next tap, so a hover rule outside
// `@media (hover: hover)` stays drawn after the tap and is restyled inside the tap's frames.
// react-aria's [data-hovered] needs no guard: useHover sets it for a mouse only.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Node, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const HOVER = /:hover/;

function insideHoverMedia(rule: Rule): boolean {
  for (let node: Node | undefined = rule.parent; node; node = node.parent as Node | undefined) {
    if (
      node.type === 'atrule' &&
      (node as AtRule).name === 'media' &&
      /\(hover:\s*hover\)/.test((node as AtRule).params)
    )
      return true;
  }
  return false;
}

/** Each selector of `css` that styles a hover and is not kept for a pointer that hovers. */
function unguardedHoverSelectors(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (insideHoverMedia(rule)) return;
    for (const selector of rule.selectors) if (HOVER.test(selector)) found.push(selector);
  });
  return found;
}

describe('hover styles', () => {
  it('finds a hover rule outside @media (hover: hover), and none inside it', () => {
    expect(
      unguardedHoverSelectors(`
        .a:hover, .b:focus { color: red }
        .c:is([data-hovered], :hover) { color: red }
        .f[data-hovered] { color: red }
        @media (hover: hover) { .d:hover { color: red } }
        @media (min-width: 768px) { .e:hover { color: red } }
      `),
    ).toEqual(['.a:hover', '.c:is([data-hovered], :hover)', '.e:hover']);
  });

  it("every stylesheet of the app keeps its hover looks for a mouse (a phone's tap leaves none)", () => {
    const files = ['src', 'public'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.css'))
        .map((name) => path.join(dir, name)),
    );
    expect(files.length).toBeGreaterThan(20);
    const unguarded = files.flatMap((file) =>
      unguardedHoverSelectors(readFileSync(file, 'utf8')).map((selector) => `${file}: ${selector}`),
    );
    expect(unguarded).toEqual([]);
  });
});
