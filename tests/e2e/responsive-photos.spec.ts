// Photos in several widths (issue 8): cards and the unit page's photos list the seeded 400, 800 and
// 1280 px files in a srcset with the sizes they are drawn at, so the browser downloads the
// narrowest sharp one. The phone is Lighthouse's mobile profile (412 px wide at DPR 1.75), where a
// full-width photo needs ~720 device pixels: the 800 px file, not the 1280 px one. (Pixel 7's own
// DPR of 2.625 needs ~1080, so there the 1280 px file is the right pick.)
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { PHOTO_VARIANTS } from '../../src/domain/catalogue-photos.ts';
import { photoSources } from '../../src/ui/photo-sources.ts';
import { catalogueOnce } from './support/catalogue.ts';
import { test } from './support/test.ts';

test.use({ deviceScaleFactor: async ({ isMobile }, use) => use(isMobile ? 1.75 : 1) });

const allUnits = catalogueOnce();

interface Loaded {
  src: string;
  srcset: string;
  sizes: string;
  currentPath: string;
}

/** The img's attributes once it has loaded, and which candidate the browser chose. */
async function loaded(img: Locator): Promise<Loaded> {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({
    src: el.getAttribute('src') ?? '',
    srcset: el.getAttribute('srcset') ?? '',
    sizes: el.getAttribute('sizes') ?? '',
    currentPath: new URL(el.currentSrc).pathname,
  }));
}

/** Pixel width of the file the browser chose. */
async function widthOf(request: APIRequestContext, url: string): Promise<number | undefined> {
  const res = await request.get(url);
  expect(res.ok()).toBe(true);
  return (await sharp(await res.body()).metadata()).width;
}

/** The srcset is the one photoSources builds from src, and every file in it is served at its width. */
async function expectFullSrcset(request: APIRequestContext, photo: Loaded) {
  expect(photo.srcset).toBe(photoSources(photo.src).srcSet);
  expect(photo.sizes).not.toBe('');
  const candidates = photo.srcset.split(', ').map((entry) => entry.split(' '));
  expect(candidates.map(([, w]) => w)).toEqual(PHOTO_VARIANTS.map((v) => `${v.width}w`));
  for (const [url] of candidates) {
    const res = await request.get(url ?? '');
    expect([url, res.status(), res.headers()['content-type']]).toEqual([url, 200, 'image/webp']);
  }
}

test('a search card offers its photo in every width and picks by the card’s size', async ({
  page,
  request,
  isMobile,
}) => {
  await page.goto('/buscar');
  const card = page.getByRole('article').filter({ has: page.getByRole('group', { name: /^Fotos de / }) });
  const photo = await loaded(card.first().locator('img').first());

  expect(photo.src).toMatch(/^\/media\/catalogue\/thumbs\/[\w-]+\.webp$/);
  await expectFullSrcset(request, photo);
  // A card's photo is drawn ~430 px wide on the phone (×1.75) and ~390 px on desktop (×1).
  const variant = isMobile ? 'w800/' : 'thumbs/';
  expect(photo.currentPath).toBe(photo.src.replace('thumbs/', variant));
  expect(await widthOf(request, photo.currentPath)).toBe(isMobile ? 800 : 400);
});

test('the unit page’s first photo loads the 800 px file, not the 1280 px one', async ({ page, request }) => {
  const unit = (await allUnits(request)).find((u) => u.images.length >= 5);
  if (!unit) throw new Error('no unit with five photos in the seeded catalogue');

  await page.goto(`/apartamento/${unit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: unit.displayName })).toBeVisible();
  const photo = await loaded(page.getByRole('region', { name: 'Fotos' }).locator('img').first());

  expect(photo.src).toBe(unit.images[0]?.image);
  await expectFullSrcset(request, photo);
  // Phone: full width, 412 px × 1.75. Desktop: the large cell, 1.5 × its 480 px height, × 1.
  expect(photo.currentPath).toBe(photo.src.replace('/catalogue/', '/catalogue/w800/'));
  expect(await widthOf(request, photo.currentPath)).toBe(800);
});
