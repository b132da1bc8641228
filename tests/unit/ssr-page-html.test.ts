// Composing a server-rendered page into the shell: the markup and data go in untouched (a price's
// 'R$' is no replacement pattern), the data cannot end its <script>, styles are inlined.
import { describe, expect, it } from 'vitest';
import { composePage, scriptSafeJson, withoutImagePreload } from '../../server/ssr/page-html.ts';
import type { RenderedPage } from '../../src/shared/rendered-page.ts';

const SHELL = `<!doctype html><html><head><title>Tokaas</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

const page: RenderedPage = {
  html: "<p>R$ 1.500 $& $1 $'</p>",
  data: { 'faqs:home': [{ title: '</script><!-- x' }] },
  answers: {},
  title: 'Início & mais',
  status: 200,
  screenModule: 'src/Home.tsx',
  lcpImage: { href: '/a.webp', srcSet: '/a.webp 400w', sizes: '100vw' },
};
const manifest = {
  'src/Home.tsx': { file: 'assets/Home-1.js', css: ['assets/Home-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
};
const css = (file: string) => `/* ${file} */`;

describe('composePage', () => {
  const html = composePage(SHELL, page, manifest, 'tokaas-data', css) ?? '';

  it('puts the markup in #root as it is, and the title escaped', () => {
    expect(html).toContain('<div id="root"><p>R$ 1.500 $& $1 $\'</p></div>');
    expect(html).toContain('<title>Início &amp; mais</title>');
  });

  it('inlines the shell and route stylesheets, preloads the photo and leaves the chunks to boot.js', () => {
    // Each inlined stylesheet is named by its address (boot.js gives it the disabled link the
    // app's chunk loader looks for), and no stylesheet link is left for the browser to fetch.
    expect(html).not.toContain('rel="stylesheet"');
    for (const file of ['assets/index-1.css', 'assets/Home-1.css', 'assets/shared-1.css'])
      expect(html).toContain(`<style data-href="/${file}">/* ${file} */</style>`);
    expect(html).toMatch(
      /<\/title>\s*<link rel="preload" as="image" imagesrcset="\/a.webp 400w" imagesizes="100vw" fetchpriority="high">/,
    );
    // No script is asked for before the first paint: boot.js preloads the shell's and the route's
    // chunks then, and runs the entry.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" src="/boot.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/runtime-1.js /assets/Home-1.js /assets/shared-1.js"></script>',
    );
  });

  it('carries data that reads back the same and cannot close its script', () => {
    const json = /<script type="application\/json" id="tokaas-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual({ data: page.data });
    expect(JSON.parse(scriptSafeJson('\u2028&'))).toBe('\u2028&');
  });

  it('gives up on a shell without its marks', () => {
    expect(composePage('<html></html>', page, manifest, 'tokaas-data', css)).toBeUndefined();
  });
});

describe('the photo preloaded once', () => {
  // As React 19 writes it for an <img fetchPriority="high">, at the start of the rendered markup.
  const reactPreload = (srcSet: string, sizes: string) =>
    `<link rel="preload" as="image" imageSrcSet="${srcSet}" imageSizes="${sizes}" fetchPriority="high"/>`;
  const logo = '<link rel="preload" as="image" href="/icons/icon.svg"/>';

  it("drops React's preload of the photo the head preloads, and keeps the others", () => {
    const withReact = { ...page, html: `${reactPreload('/a.webp 400w', '100vw')}${logo}<main>x</main>` };
    const html = composePage(SHELL, withReact, manifest, 'tokaas-data', css) ?? '';
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="preload" as="image" imagesrcset="/a.webp 400w"');
    expect(html).toContain(`<div id="root">${logo}<main>x</main></div>`);
  });

  it('reads escaped addresses as the same photo; another srcset, sizes or address stays', () => {
    const image = { href: '/a.webp?w=1&h=2', srcSet: '/a.webp?w=1&h=2 400w', sizes: '100vw' };
    expect(withoutImagePreload(reactPreload('/a.webp?w=1&amp;h=2 400w', '100vw'), image)).toBe('');
    const other = reactPreload('/b.webp 400w', '100vw');
    expect(withoutImagePreload(other, image)).toBe(other);
    const otherSizes = reactPreload('/a.webp?w=1&amp;h=2 400w', '50vw');
    expect(withoutImagePreload(otherSizes, image)).toBe(otherSizes);
    const single = { href: '/icons/icon.svg', sizes: '' };
    expect(withoutImagePreload(`${logo}<p>y</p>`, single)).toBe('<p>y</p>');
    expect(withoutImagePreload(`${logo}<p>y</p>`, undefined)).toBe(`${logo}<p>y</p>`);
  });
});
