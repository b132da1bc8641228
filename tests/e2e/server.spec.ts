// The product is one process on one port: the built app, its PWA files and the API.
import { expect } from '@playwright/test';
import { test } from './support/test.ts';

test('serves the app shell, the manifest, the service worker and the API on one port', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Tokaas/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({ lang: 'pt-BR', display: 'standalone', short_name: 'Tokaas' });

  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  const list = await request.get('/enterprise/apartment/list?perPage=5');
  expect(list.ok()).toBe(true);
  const body = await list.json();
  expect(body.data).toHaveLength(5);
  expect(body.meta.pagination.total).toBeGreaterThanOrEqual(150);
});

test('seeded images are served as WebP with thumbnails', async ({ request }) => {
  const { data } = await (await request.get('/enterprise/apartment/list?perPage=1')).json();
  const [image] = data[0].images;
  const [thumb] = data[0].imagesThumbnail;
  for (const path of [image.image, thumb.image]) {
    const res = await request.get(path);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toBe('image/webp');
  }
});

test('an unknown API path answers JSON 404, not the app shell', async ({ request }) => {
  const res = await request.get('/enterprise/nao-existe', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ message: 'Rota não encontrada.', code: 'NotFound' });
});
