// A page, a worker and anything else a browser may open as a page get the whole set of security
// headers; a script, stylesheet or photo loaded by a page gets only those it reads, and a JSON
// answer the API's set (a first visit makes ~40 such requests on a phone's data plan: issue 32).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

const staticDir = mkdtempSync(path.join(os.tmpdir(), 'tokaas-headers-test-'));
const mediaDir = path.join(staticDir, 'media-files');
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Tokaas</title><div id="root"></div>',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'boot.js': 'document.documentElement.dataset.booted = "";',
  'manifest.webmanifest': '{"name":"Tokaas"}',
  'icons/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icons/icon-192.png': 'png',
  'assets/app-AbC123.js': 'export const app = 1;',
  'assets/app-AbC123.css': 'body { margin: 0 }',
  'assets/worker-sync-AbC123.js': 'self.onmessage = () => {};',
};

let api: TestApi;
beforeAll(async () => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staticDir, name)), { recursive: true });
    writeFileSync(path.join(staticDir, name), text);
  }
  mkdirSync(mediaDir);
  writeFileSync(path.join(mediaDir, 'photo.webp'), 'webp');
  api = await startTestApi({
    seed: false,
    config: { mediaDir },
    app: { staticDir, ssrDir: path.join(staticDir, 'no-ssr') },
  });
});
afterAll(async () => {
  await api?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** Read only by a page (or a worker) made from the answer. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
];

const get = (url: string, accept = '*/*') => api.request('GET', url, { headers: { accept } });

describe('security headers by what an answer is', () => {
  it.each([
    ['the page', '/', 'text/html'],
    ['a client route', '/minhas-tokaas', 'text/html'],
    ['the service worker', '/sw.js', '*/*'],
    ['the sync worker', '/assets/worker-sync-AbC123.js', '*/*'],
    ['an SVG, which opens as a document', '/icons/icon.svg', '*/*'],
  ])('%s (%s) keeps the whole set', async (_what, url, accept) => {
    const res = await get(url, accept);
    expect(res.status, url).toBe(200);
    for (const name of [...DOCUMENT_ONLY, 'x-frame-options'])
      expect(res.headers.get(name), `${url} ${name}`).not.toBeNull();
    const csp = res.headers.get('content-security-policy') ?? '';
    // No inline or eval'd script, no plugin, no framing.
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['a chunk', '/assets/app-AbC123.js'],
    ['the boot script', '/boot.js'],
    ['a PNG icon', '/icons/icon-192.png'],
    ['a photo', '/media/photo.webp'],
    ['a stylesheet', '/assets/app-AbC123.css'],
  ])('%s (%s) carries only what a subresource reads', async (_what, url) => {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    for (const name of [...DOCUMENT_ONLY, 'content-security-policy', 'x-frame-options'])
      expect(res.headers.get(name), `${url} ${name}`).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // A stylesheet's referrer policy sets the Referer of what it loads; a script's or a photo's, nothing.
    expect(res.headers.get('referrer-policy')).toBe(
      url.endsWith('.css') ? 'strict-origin-when-cross-origin' : null,
    );
  });

  it.each([
    ['an API answer', '/city/states'],
    ['an API error', '/rota-que-nao-existe'],
    ['the API description', '/openapi.json'],
    ['the manifest', '/manifest.webmanifest'],
  ])('%s (%s) gets the API set: nothing may load, run or frame it', async (_what, url) => {
    const res = await get(url, 'application/json');
    expect(res.headers.get('content-security-policy'), url).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of [...DOCUMENT_ONLY, 'referrer-policy'])
      expect(res.headers.get(name), `${url} ${name}`).toBeNull();
  });

  it.each([
    ['the service worker, checked at every start', '/sw.js', '*/*'],
    ['the shell', '/index.html', 'text/html'],
    ['an icon', '/icons/icon.svg', '*/*'],
  ])('%s (%s): a 304 carries only what describes the stored copy', async (_what, url, accept) => {
    const first = await get(url, accept);
    const etag = first.headers.get('etag');
    expect(etag, url).not.toBeNull();
    const again = await api.request('GET', url, {
      headers: { accept, 'if-none-match': etag as string },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    // The copy keeps the headers it came with (the whole set); the 304 adds none of them.
    const described = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];
    expect([...again.headers.keys()].filter((name) => !described.includes(name))).toEqual([]);
  });
});
