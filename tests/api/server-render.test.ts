// Server rendering of '/', '/buscar' and the unit page: the HTML holds the page (its heading, the
// search's cards, the unit) with the data the client hydrates from, the route's CSS, screen chunk
// and largest photo in the <head>; anything else, or a render that fails, gets the plain shell.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersInPage } from '../../src/shared/embedded-answers.ts';
import { startTestApi, type TestApi } from './harness.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'tokaas-ssr-test-'));
const staticDir = path.join(work, 'dist');
const ssrDir = path.join(work, 'dist-ssr');
const vite = path.resolve('node_modules/.bin/vite');

let api: TestApi;
beforeAll(async () => {
  // The real builds, as `npm run build` makes them (into a directory of this test's own).
  const quiet = { stdio: 'ignore' } as const;
  execFileSync(vite, ['build', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'error'], quiet);
  execFileSync(
    vite,
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'error'],
    quiet,
  );
  api = await startTestApi({ app: { staticDir, ssrDir } });
});
afterAll(async () => {
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

const page = (url: string, app: TestApi = api) =>
  app.request('GET', url, { headers: { accept: 'text/html' } });

/** The JSON the page carries: what the screens start from. */
function serverPage(html: string): { data: Record<string, unknown> } {
  const match = /<script type="application\/json" id="tokaas-data">(.*?)<\/script>/s.exec(html);
  expect(match, 'the page carries its data').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null');
}
const serverData = (html: string) => serverPage(html).data;

const rootOf = (html: string) =>
  /<div id="root">(.*)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';

describe('server-rendered pages', () => {
  it("'/' holds the home page, its data, its CSS and screen chunk, and preloads the hero photo", async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(rootOf(html)).toContain('Sua casa mobiliada em São Paulo');
    expect(html).toContain('<title>Moradia mobiliada em São Paulo | Tokaas</title>');
    // Styles inline (the shell's and the screen's): no stylesheet request holds the first paint,
    // and no stylesheet link is left in the HTML (Chromium fetches even a disabled one).
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style data-href="\/assets\/[\w-]+\.css">[^<]*\.home-hero/);
    expect(html).not.toContain('modulepreload');
    // The hero photo is asked for before any script.
    expect(html).toMatch(
      /<\/title>\s*<link rel="preload" as="image" [^>]*living-1\.webp[^>]*fetchpriority="high">/,
    );
    // The app's code is asked for, and run, once the page is painted: the entry, and side by side
    // with it the chunks the home needs before its first render.
    expect(html).toMatch(
      /<script type="module" src="\/boot\.js" data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/HomeScreen-[\w-]+\.js[^"]*"><\/script>/,
    );
    const data = serverData(html);
    expect(Object.keys(data).sort()).toEqual(['faqs:home', 'locations']);
    // The answers as the API gave them, for the service worker's cache (offline after one visit).
    // Each in a script of its own, read back as the service worker reads them.
    const answers = answersInPage(html);
    const locations = await api.request('GET', '/enterprise/locations');
    expect(JSON.parse(answers['/enterprise/locations'] ?? '')).toEqual(await locations.json());
    expect(Object.keys(answers).sort()).toEqual([
      '/api/frequently-asked-questions?home=1',
      '/enterprise/locations',
    ]);
  });

  it("'/buscar' holds the first page of results for its query", async () => {
    const row = await api.db
      .selectFrom('apartments')
      .innerJoin('enterprises', 'enterprises.id', 'apartments.enterprise_id')
      .select(['enterprises.id as enterpriseId'])
      .orderBy('apartments.id')
      .executeTakeFirstOrThrow();
    const res = await page(`/buscar?location=${row.enterpriseId}&order=price_asc`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Resultados da busca | Tokaas</title>');
    const data = serverData(html);
    expect(data.locations).toBeInstanceOf(Array);
    const key = Object.keys(data).find((k) => k.startsWith('search:'));
    expect(key).toBeDefined();
    const first = data[key as string] as { items: { displayName: string }[]; total: number };
    expect(first.items.length).toBeGreaterThan(0);
    const root = rootOf(html);
    expect(root).toContain(first.items[0]?.displayName);
    expect(root).toMatch(/imóve(is|l) encontrad/);
  });

  it('the unit page holds the unit, and an unknown unit answers 404 with what the client draws for it', async () => {
    const unit = await api.db.selectFrom('apartments').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    const res = await page(`/apartamento/${unit.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const data = serverData(html)[`unit:${unit.id}`] as { status: string; unit: { displayName: string } };
    expect(data.status).toBe('ready');
    expect(rootOf(html)).toContain(`<h1 class="unit-title">${data.unit.displayName}</h1>`);
    expect(html).toContain(`<title>${data.unit.displayName} | Tokaas</title>`);

    const missing = await page('/apartamento/99999999');
    expect(missing.status).toBe(404);
    expect(serverData(await missing.text())).toEqual({ 'unit:99999999': { status: 'missing' } });
  });

  it('data that would close the script is escaped', async () => {
    const faq = await api.db
      .insertInto('faqs')
      .values({
        title: '</script><script>alert(1)</script>',
        description: 'a & b',
        on_home: true,
        position: -1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const html = await (await page('/')).text();
      expect(html).not.toContain('</script><script>alert(1)');
      const faqs = serverData(html)['faqs:home'] as { title: string }[];
      expect(faqs.map((f) => f.title)).toContain('</script><script>alert(1)</script>');
    } finally {
      await api.db.deleteFrom('faqs').where('id', '=', faq.id).execute();
    }
  });

  it('other routes, the shell itself and non-HTML requests are not rendered; the manifest is not served', async () => {
    for (const url of ['/sobre', '/index.html', '/minhas-tokaas']) {
      const html = await (await page(url)).text();
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('tokaas-data');
    }
    const json = await api.request('GET', '/', { headers: { accept: 'application/json' } });
    expect(await json.text()).toContain('<div id="root"></div>');
    expect((await api.request('GET', '/.vite/manifest.json')).status).toBe(404);
  });

  it('the service worker, fetched by every first visit, goes compressed to browsers that take it', async () => {
    const plain = await api.request('GET', '/sw.js');
    const source = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await api.request('GET', '/sw.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const packed = Buffer.from(await br.arrayBuffer());
    expect(packed.length).toBeLessThan(source.length / 2);
    expect(brotliDecompressSync(packed).toString()).toBe(source);
  });

  it("the sync worker's file is named as a worker's, so it is answered with its own CSP", async () => {
    const workers = readdirSync(path.join(staticDir, 'assets')).filter((f) => /^worker-.*\.js$/.test(f));
    expect(workers).toEqual([expect.stringMatching(/^worker-sync-[\w-]+\.js$/)]);
    const code = readdirSync(path.join(staticDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(staticDir, 'assets', f), 'utf8'));
    expect(
      code.some((text) => text.includes(workers[0] as string)),
      'the app starts that file',
    ).toBe(true);
    const res = await api.request('GET', `/assets/${workers[0]}`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('a server render that fails', () => {
  let broken: TestApi;
  beforeAll(async () => {
    const brokenSsr = path.join(work, 'broken-ssr');
    execFileSync('mkdir', ['-p', brokenSsr]);
    writeFileSync(
      path.join(brokenSsr, 'entry-server.js'),
      "export const SERVER_DATA_ID = 'tokaas-data';\nexport async function renderPage() { throw new Error('render broke'); }\n",
    );
    broken = await startTestApi({ app: { staticDir, ssrDir: brokenSsr } });
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('serves the plain shell instead of a 500', async () => {
    const res = await page('/', broken);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('tokaas-data');
  });
});
