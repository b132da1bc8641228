// Accessibility check of the current page with axe: no violations allowed.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // A dialog that has just opened may still be fading in (Modal.css): axe would measure its text's
  // contrast halfway through, and fail now and then. Finite animations end first; a spinner's or a
  // skeleton's shimmer never does, and is not waited for. A transition can start a frame after
  // another ends (a button's colour as its dialog replaces the stand-in: CI measured 'Cancelar'
  // mid-way, 3.77:1), so the page is asked again until two frames pass with none running.
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
    const twoFrames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    for (let round = 0; round < 20; round++) {
      await Promise.all(finite().map((animation) => animation.finished.catch(() => {})));
      await twoFrames();
      if (finite().length === 0) return;
    }
  });
  // react-aria's hidden live announcer briefly points at a button that was just removed
  // (a pending button swapped for a message); it is invisible and not a control.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-live-announcer]');
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
