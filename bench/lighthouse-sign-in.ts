// Before Lighthouse opens a resident's page (issue 32: "an online start of /minhas-tokaas"): the
// demo resident signs in on the browser Lighthouse will drive, opens the page once (the service
// worker installs, the first sync fills the device) and the tab closes. Lighthouse then navigates
// with storage kept, as a resident launching the installed app finds it. With `launches` above 1
// the page is opened that many times in all, each in a new tab, as a resident who has used
// the app for a while: V8 keeps a code cache beside the scripts of Cache Storage only once a page
// has run them from there, which the first launch after a sign-in has not.
import { chromium } from '@playwright/test';
import { storeToken } from '../tests/e2e/support/session.ts';

/** Prepares the browser listening on `port` before Lighthouse audits `url`. */
export type BeforeAudit = (port: number, url: string) => Promise<void>;

export function signedInReturn(token: string, launches = 1): BeforeAudit {
  return async (port, url) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      for (let launch = 1; launch <= launches; launch++) {
        const page = await context.newPage();
        if (launch === 1) {
          await page.goto(new URL('/', url).href);
          await storeToken(page, token);
        }
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.locator('ul[aria-label="Seus contratos"] > li a').first().waitFor();
        // The first sync's writes and the precache of the resident's files settle before the audit.
        await page.waitForLoadState('networkidle');
        await page.close();
      }
    } finally {
      // Over CDP this disconnects; the browser stays for Lighthouse.
      await browser.close();
    }
  };
}
