// Screenshots of each screen at each viewport, kept as test artifacts (test-results/screens/)
// so people can look at them.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const fileFor = (testInfo: TestInfo, name: string) =>
  path.join('test-results', 'screens', `${name}-${testInfo.project.name}.png`);

export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileFor(testInfo, name);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** saveScreen from the top of the page: a scrolled page would paint its sticky top bar mid-capture. */
export async function savePageScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, testInfo, name);
}

/**
 * The viewport only, as for a dialog (a full-page capture leaves a fixed overlay where the viewport
 * was), saved beside the full-page screens of saveScreen.
 */
export async function saveViewportScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = fileFor(testInfo, name);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
