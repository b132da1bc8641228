import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticRoutes } from '../../server/serve-app.ts';

// A published build's root files are revalidated on every use; an unchanged one costs a 304.
describe('root files of the build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tokaas-root-etag-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tokaas</title>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const app = staticRoutes(path.join(dir, 'media'), dist);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers a revalidation of an unchanged /sw.js with 304 and no body', async () => {
    const first = await app.request('/sw.js');
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await app.request('/sw.js', { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends the new /sw.js when it changed since the copy the browser holds', async () => {
    const tag = (await app.request('/sw.js')).headers.get('etag') ?? '';
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
    const changed = await app.request('/sw.js', { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('push');
  });
});
