// Screenshots of each screen at each viewport, kept as test artifacts (test-results/screens/)
// so people can look at them.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join('test-results', 'screens', `${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
