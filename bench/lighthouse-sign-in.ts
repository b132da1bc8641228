// Before Lighthouse opens a resident's page (issue 32: "an online start of /minhas-tokaas"): the
// demo resident signs in on the browser Lighthouse will drive, opens the page once (the service
// worker installs, the first sync fills the device) and the tab closes. Lighthouse then navigates
// with storage kept, as a resident launching the installed app finds it. With `launches` above 1
// the page is opened that many times in all, each in a new tab, as a resident who has used
// the app for a while: V8 keeps a code cache beside the scripts of Cache Storage only once a page
// has run them from there, which the first launch after a sign-in has not.
import { type BrowserContext, chromium } from '@playwright/test';
import { DEMO_USER } from '../server/seed/demo-user.ts';
import { storeToken } from '../tests/e2e/support/session.ts';

/** Prepares the browser listening on `port` before Lighthouse audits `url`. */
export type BeforeAudit = (port: number, url: string) => Promise<void>;

export function signedInReturn(token: string, launches = 1): BeforeAudit {
  return async (port, url) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      await openSignedIn(browser.contexts()[0] ?? (await browser.newContext()), url, token, launches);
    } finally {
      // Over CDP this disconnects; the browser stays for Lighthouse.
      await browser.close();
    }
  };
}

/** The demo resident signs in in `context` and opens `url` `launches` times, each in a new tab. */
export async function openSignedIn(context: BrowserContext, url: string, token: string, launches = 1) {
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
}

/** The demo resident's access token from the server at `base`. */
export async function demoToken(base: string): Promise<string> {
  const answer = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  const body = (await answer.json()) as { data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (!token) throw new Error(`no token from ${base}/auth/login (${answer.status})`);
  return token;
}
