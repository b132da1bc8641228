// Browser figures in Debian's Chromium (Playwright):
// - offline warm start: the demo resident, signed in and synced once, opens /minhas-tokaas with the
//   network off; time from navigation to the contracts list drawn (from the service worker's
//   snapshot of the page, checked against Dexie, or by the app from Dexie) and to the app's own
//   list, median of runs, both again in the same tab and in a new one;
// - first sync: a resident with 50 contracts and 2,000 invoices opens /minhas-tokaas on a device
//   that has nothing yet; time from navigation until the sync worker has written every contract
//   (with its invoices) to Dexie and the list shows them all.
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { DEMO_USER } from '../server/seed/demo-user.ts';
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { goOffline, waitForServiceWorker } from '../tests/e2e/support/network.ts';
import { storeToken } from '../tests/e2e/support/session.ts';

const LIST_ITEMS = 'ul[aria-label="Seus contratos"] > li';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...BENCH_CHROMIUM_ARGS, '--disable-background-networking'],
  });
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const LIST_MARK = 'tokaas-list-rendered-at';

interface ListTimes {
  /** The list first drawn: by the service worker's snapshot of the page, or by the app. */
  drawn: number;
  /** The app's own list drawn, with no snapshot left in front of it. */
  app: number;
}

/**
 * Records, relative to the navigation's start, when the contracts list first holds `count` items
 * and when the app's own list (in #root, with no snapshot of the page left, src/shared/page-snapshot.ts)
 * does (a MutationObserver installed before any page script runs, so no polling delay is measured),
 * and reports them as one console message.
 */
function watchList(count: number) {
  return `(() => {
    const items = (scope) => scope.querySelectorAll(${JSON.stringify(LIST_ITEMS)}).length >= ${count};
    let drawn;
    const check = () => {
      drawn ??= items(document) ? performance.now() : undefined;
      const root = document.getElementById('root');
      if (drawn === undefined || !root || document.getElementById('app-snapshot') || !items(root)) return;
      observer.disconnect();
      console.debug(${JSON.stringify(LIST_MARK)} + ' ' + drawn + ' ' + performance.now());
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/**
 * Opens `path` and returns when its list was drawn. The console message is awaited rather than
 * polled for: Playwright's waitForFunction evaluates its injected script in the page right after
 * the load event, ~45 ms of the page's main thread in the middle of the start being measured.
 */
async function openAndTimeList(page: Page, path: string, timeoutMs: number): Promise<ListTimes> {
  const listed = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(`${LIST_MARK} `),
    timeout: timeoutMs,
  });
  await page.goto(path, { waitUntil: 'commit' });
  const [drawn, app] = (await listed)
    .text()
    .slice(LIST_MARK.length + 1)
    .split(' ')
    .map(Number);
  return { drawn: drawn as number, app: app as number };
}

export interface WarmStarts {
  /** Opened again in the tab that had it: the renderer keeps its compiled code and parsed styles. */
  sameTab: ListTimes[];
  /** Opened in a new tab, as a launch from the home screen: a new renderer compiles everything. */
  newTab: ListTimes[];
}

export async function offlineWarmStart(browser: Browser, baseUrl: string, runs: number): Promise<WarmStarts> {
  const context: BrowserContext = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const login = await page.request.post('/auth/login', {
      data: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    if (!login.ok()) throw new Error(`login of the demo resident failed: ${login.status()}`);
    const { data } = (await login.json()) as { data: { access_token: string } };
    await storeToken(page, data.access_token);
    await waitForServiceWorker(page);
    await context.addInitScript(watchList(1));
    // Online once: the sync worker mirrors the contracts into Dexie.
    await openAndTimeList(page, '/minhas-tokaas', 60_000);

    await goOffline(context);
    const starts: WarmStarts = { sameTab: [], newTab: [] };
    // Alternated, so a slow spell of the machine falls on both.
    for (let i = 0; i < runs; i++) {
      starts.sameTab.push(await openAndTimeList(page, '/minhas-tokaas', 30_000));
      const tab = await context.newPage();
      starts.newTab.push(await openAndTimeList(tab, '/minhas-tokaas', 30_000));
      await tab.close();
    }
    return starts;
  } finally {
    await context.close();
  }
}

export async function firstSync(
  browser: Browser,
  baseUrl: string,
  token: string,
  contracts: number,
): Promise<number> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto('/sobre');
    await storeToken(page, token);
    await context.addInitScript(watchList(contracts));
    return (await openAndTimeList(page, '/minhas-tokaas', 180_000)).app;
  } finally {
    await context.close();
  }
}
