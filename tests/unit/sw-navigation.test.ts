// How the service worker answers a navigation: which pages start from the shell at once, which
// race the network against a deadline, and what a slow or failed network gets instead.
import { describe, expect, it } from 'vitest';
import { serverRenderedScreen } from '../../src/app/routes.tsx';
import { KEPT_PAGES_LIMIT, keepPage, lastCopy } from '../../sw/kept-pages.ts';
import { navigationRoute } from '../../sw/navigation-routes.ts';
import { networkWithDeadline, PAGE_DEADLINE_MS } from '../../sw/network-deadline.ts';

describe('navigationRoute', () => {
  const paths = [
    '/',
    '/buscar',
    '/apartamento/12',
    '/apartamento/12/studio-paulista',
    '/minhas-tokaas',
    '/minhas-tokaas/3',
    '/minhas-tokaas/3/faturas',
    '/tickets',
    '/tickets/7',
    '/favoritos',
    '/login',
    '/book/3/2026-01-01/2026-03-01/1',
    '/404',
    '/apartamento/12/a/b',
  ];

  it('races the network exactly for the pages the server renders', () => {
    for (const path of paths) {
      expect(navigationRoute(path) === 'server-rendered', path).toBe(
        serverRenderedScreen(path) !== undefined,
      );
    }
  });

  it('starts every other page of the app from the shell', () => {
    for (const path of paths.filter((p) => serverRenderedScreen(p) === undefined)) {
      expect(navigationRoute(path), path).toBe('shell');
    }
  });

  it('leaves the API and files to the server', () => {
    for (const path of ['/api/x', '/user/contract', '/media/1.jpg', '/sw.js', '/manifest.webmanifest']) {
      expect(navigationRoute(path), path).toBe('server');
    }
  });
});

/** A network whose answer the test gives (or fails) when it wants. */
function network() {
  let answer!: (response: Response) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Response>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

/** A deadline that passes when the test says so. */
function deadline() {
  let pass!: () => void;
  const asked: number[] = [];
  const passed = new Promise<void>((resolve) => {
    pass = resolve;
  });
  const wait = (ms: number) => {
    asked.push(ms);
    return passed;
  };
  return { wait, pass, asked };
}

const page = (body: string) => new Response(body, { headers: { 'content-type': 'text/html' } });

describe('networkWithDeadline', () => {
  it('gives the network answer that comes in time, without asking for the fallback', async () => {
    const net = network();
    const clock = deadline();
    let fallbacks = 0;
    const served = networkWithDeadline(
      net.promise,
      async () => {
        fallbacks++;
        return page('kept');
      },
      clock,
    );
    net.answer(page('fresh'));
    expect(await (await served).text()).toBe('fresh');
    expect(fallbacks).toBe(0);
    expect(clock.asked).toEqual([PAGE_DEADLINE_MS]);
  });

  it('gives the fallback once the deadline passes, while the network still holds', async () => {
    const net = network();
    const clock = deadline();
    const served = networkWithDeadline(net.promise, async () => page('kept'), clock);
    clock.pass();
    expect(await (await served).text()).toBe('kept');
    net.answer(page('late')); // arrives after: not what was served
  });

  it('gives the fallback at once when the network fails, before any deadline', async () => {
    const net = network();
    const clock = deadline();
    const served = networkWithDeadline(net.promise, async () => page('kept'), clock);
    net.fail(new TypeError('Failed to fetch'));
    expect(await (await served).text()).toBe('kept');
  });

  it('waits for the network when there is nothing on the device', async () => {
    const net = network();
    const clock = deadline();
    const served = networkWithDeadline(net.promise, async () => undefined, clock);
    clock.pass();
    net.answer(page('late'));
    expect(await (await served).text()).toBe('late');
  });

  it('fails like the network when neither has anything', async () => {
    const net = network();
    const served = networkWithDeadline(net.promise, async () => undefined, deadline());
    net.fail(new TypeError('Failed to fetch'));
    await expect(served).rejects.toThrow('Failed to fetch');
  });
});

/** An in-memory Cache with the order and semantics keepPage relies on. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(url: string, response: Response) {
    this.entries.set(url, response);
  }
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
  async delete(request: string | Request) {
    return this.entries.delete(typeof request === 'string' ? request : request.url);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

describe('keepPage', () => {
  const url = (n: number) => `https://tokaas.test/apartamento/${n}`;

  it('keeps a page and gives it back as last copy', async () => {
    const cache = new MemoryCache();
    await keepPage(cache as unknown as Cache, url(1), page('unit 1'));
    expect(await (await lastCopy(cache as unknown as Cache, url(1)))?.text()).toBe('unit 1');
    expect(await lastCopy(cache as unknown as Cache, url(2))).toBeUndefined();
  });

  it('keeps only whole pages: not a 404, an error or something other than HTML', async () => {
    const cache = new MemoryCache();
    await keepPage(
      cache as unknown as Cache,
      url(1),
      new Response('x', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    await keepPage(
      cache as unknown as Cache,
      url(2),
      new Response('x', { status: 500, headers: { 'content-type': 'text/html' } }),
    );
    await keepPage(cache as unknown as Cache, url(3), Response.json({ ok: true }));
    expect(cache.entries.size).toBe(0);
  });

  it('keeps the most recent pages only, a page seen again counting as recent', async () => {
    const cache = new MemoryCache();
    for (let n = 1; n <= KEPT_PAGES_LIMIT; n++)
      await keepPage(cache as unknown as Cache, url(n), page(`unit ${n}`));
    await keepPage(cache as unknown as Cache, url(1), page('unit 1 again'));
    await keepPage(cache as unknown as Cache, url(KEPT_PAGES_LIMIT + 1), page('newest'));
    expect(cache.entries.size).toBe(KEPT_PAGES_LIMIT);
    expect(cache.entries.has(url(2))).toBe(false);
    expect(await (await lastCopy(cache as unknown as Cache, url(1)))?.text()).toBe('unit 1 again');
    expect(cache.entries.has(url(KEPT_PAGES_LIMIT + 1))).toBe(true);
  });
});
