// A server-rendered page's API answers go into the service worker's catalogue cache as the service
// worker delivers the page, or, on a first visit, once the page hands them to the worker when it is
// active (sw/embedded-answers-cache.ts).
// Tests that go offline after seeing such a page wait for that, as they waited for the page's own
// request before.
import { expect, type Page } from '@playwright/test';

export async function waitUntilKeptForOffline(page: Page, pathPart: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (part) => {
        if (!(await caches.has('tokaas-catalogue'))) return false;
        const keys = await (await caches.open('tokaas-catalogue')).keys();
        return keys.some((request) => request.url.includes(part));
      }, pathPart),
    )
    .toBe(true);
}
