// Opens a path by in-app navigation, as after following a link inside the app: the screen then
// loads its data in the browser. A page opened by address is server-rendered with its first data
// ('/', '/buscar', a unit), so tests of a screen's own loading, skeletons and failures start here.
import { expect, type Page } from '@playwright/test';

export async function openInApp(page: Page, path: string): Promise<void> {
  // A page the server does not render: the app starts in the browser at once.
  await page.goto('/sobre');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // wouter follows the history: a new entry and a popstate, as its own links do.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/**
 * Waits until the app has taken a server-rendered page over (hydration has started: public/boot.js
 * no longer keeps presses, src/first-paint/replay-early-input.ts took them). Before it, a press is kept and only
 * the last one is pressed again, which a test of what the live page does with two presses in a row
 * must not depend on.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __tokaasEarly?: unknown }).__tokaasEarly === undefined);
}
