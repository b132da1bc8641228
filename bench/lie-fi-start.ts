// "Lie-fi start": connected, but every answer of the server takes LIE_FI_HOLD_MS (held by a route of
// the browser context: the page's, its workers' and the service worker's requests alike). The demo
// resident, signed in, synced and with each page seen once online, opens each page in a new tab (a
// launch); the figure is the time from the navigation's start to the page's content drawn (its
// selector matched, seen by a MutationObserver installed before any page script runs), median of
// runs. Without an answer by the hold's end plus a margin, the page counts as never drawn.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_USER } from '../server/seed/demo-user.ts';
import { waitForServiceWorker } from '../tests/e2e/support/network.ts';
import { storeToken } from '../tests/e2e/support/session.ts';
import { median } from './browser.ts';

export const LIE_FI_HOLD_MS = 20_000;
const CONTENT_MARK = 'tokaas-content-drawn-at';

export interface LieFiPage {
  /** As the table shows it ('/apartamento/{id}'). */
  label: string;
  path: string;
  /** A CSS selector that matches once the page's content is drawn (not its skeleton). */
  content: string;
  /** An app page (its data from the mirror), not a server-rendered public one. */
  resident: boolean;
}

export interface LieFiStart {
  page: LieFiPage;
  /** Median ms to content, or undefined when a run never drew it. */
  ms: number | undefined;
}

/** Reports, as one console message, when the selector for this page's path first matches. */
function watchContent(selectors: Record<string, string>) {
  return `(() => {
    const selector = ${JSON.stringify(selectors)}[location.pathname];
    if (!selector) return;
    const check = () => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      console.debug(${JSON.stringify(CONTENT_MARK)} + ' ' + performance.now());
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

async function timeToContent(page: Page, path: string): Promise<number | undefined> {
  const drawn = page.waitForEvent('console', {
    predicate: (message) => message.text().startsWith(`${CONTENT_MARK} `),
    timeout: LIE_FI_HOLD_MS + 15_000,
  });
  await page.goto(path, { waitUntil: 'commit', timeout: LIE_FI_HOLD_MS + 15_000 });
  try {
    return Number((await drawn).text().slice(CONTENT_MARK.length + 1));
  } catch {
    return undefined;
  }
}

/** Delays every request of the context by LIE_FI_HOLD_MS, then lets it go on. */
async function holdEveryAnswer(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LIE_FI_HOLD_MS));
    await route.continue().catch(() => {}); // its tab closed meanwhile
  });
}

export async function lieFiStart(
  browser: Browser,
  baseUrl: string,
  pages: readonly LieFiPage[],
  runs: number,
): Promise<LieFiStart[]> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pt-BR' });
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
    await context.addInitScript(
      watchContent(Object.fromEntries(pages.map((p) => [new URL(p.path, baseUrl).pathname, p.content]))),
    );
    // Online once: the mirror synced, the public pages seen (and kept, where the code keeps them).
    for (const { path } of pages) {
      if ((await timeToContent(page, path)) === undefined) throw new Error(`${path}: no content online`);
    }
    await page.close();

    await holdEveryAnswer(context);
    const times = new Map<LieFiPage, (number | undefined)[]>(pages.map((p) => [p, []]));
    // Page after page in each run, so a slow spell of the machine falls on all of them.
    for (let run = 0; run < runs; run++) {
      for (const target of pages) {
        const tab = await context.newPage();
        times.get(target)?.push(await timeToContent(tab, target.path));
        await tab.close();
      }
    }
    return pages.map((target) => {
      const all = times.get(target) ?? [];
      const drawn = all.filter((ms): ms is number => ms !== undefined);
      return { page: target, ms: drawn.length === all.length ? median(drawn) : undefined };
    });
  } finally {
    await context.close();
  }
}

/** The pages measured: the demo resident's app pages and the public pages. */
export function lieFiPages(ids: { contract: number; unit: number }): LieFiPage[] {
  return [
    {
      label: '/minhas-tokaas',
      path: '/minhas-tokaas',
      content: 'ul[aria-label="Seus contratos"] > li',
      resident: true,
    },
    {
      label: '/minhas-tokaas/{id}',
      path: `/minhas-tokaas/${ids.contract}`,
      content: 'h1.contract-head__title',
      resident: true,
    },
    {
      label: '/minhas-tokaas/{id}/faturas',
      path: `/minhas-tokaas/${ids.contract}/faturas`,
      content: 'table.invoices-table tbody tr',
      resident: true,
    },
    {
      label: '/tickets',
      path: '/tickets',
      content: 'a[href^="/tickets/"]:not([href="/tickets/novo"])',
      resident: true,
    },
    { label: '/favoritos', path: '/favoritos', content: 'article.unit-card', resident: true },
    { label: '/', path: '/', content: '#home-title', resident: false },
    { label: '/buscar', path: '/buscar', content: 'article.unit-card', resident: false },
    {
      label: '/apartamento/{id}',
      path: `/apartamento/${ids.unit}`,
      content: 'h1.unit-title',
      resident: false,
    },
  ];
}
