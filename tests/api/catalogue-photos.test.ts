// The seeded catalogue photos in every stored width: the seed writes the 800 px variant beside the
// full photo and the thumbnail, the server serves each under /media/catalogue/, and the srcset the
// app builds from a unit's API photos names only files that exist at the width it claims.
import { mkdtemp, rm, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_POOL } from '../../server/seed/image-pool.ts';
import { generateCatalogueImages } from '../../server/seed/images.ts';
import { apartmentResponse } from '../../src/api/catalogue.ts';
import {
  FULL_PHOTO,
  MEDIUM_PHOTO,
  PHOTO_VARIANTS,
  type PhotoVariant,
  THUMB_PHOTO,
} from '../../src/domain/catalogue-photos.ts';
import { photoSources } from '../../src/ui/photo-sources.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let mediaDir: string;
let firstRun: Awaited<ReturnType<typeof generateCatalogueImages>>;

beforeAll(async () => {
  // Its own folder, so the files checked here were written by this run of the seed.
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'tokaas-photos-'));
  api = await startTestApi({ config: { mediaDir } });
  firstRun = await generateCatalogueImages(mediaDir);
});
afterAll(async () => {
  await api?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const catalogueFile = (name: string, variant: PhotoVariant = MEDIUM_PHOTO) =>
  path.join(mediaDir, 'catalogue', variant.dir, `${name}.webp`);

describe('seeded photo widths', () => {
  it('writes every pool photo at 800 px wide, WebP, with the full photo’s aspect', async () => {
    expect(firstRun.generated).toBe(IMAGE_POOL.length);
    for (const img of IMAGE_POOL) {
      const meta = await sharp(catalogueFile(img.name)).metadata();
      expect({ name: img.name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        name: img.name,
        format: 'webp',
        width: 800,
        height: 533,
      });
    }
  });

  it('keeps the full photo and the thumbnail at their sizes', async () => {
    for (const img of IMAGE_POOL) {
      for (const variant of [FULL_PHOTO, THUMB_PHOTO]) {
        const meta = await sharp(catalogueFile(img.name, variant)).metadata();
        expect([img.name, meta.width, meta.height]).toEqual([img.name, variant.width, variant.height]);
      }
    }
  });

  it('skips files that exist and writes only a missing one', async () => {
    const [img] = IMAGE_POOL;
    if (!img) throw new Error('empty image pool');
    const fullBefore = await stat(catalogueFile(img.name, FULL_PHOTO));
    await unlink(catalogueFile(img.name));

    const again = await generateCatalogueImages(mediaDir);
    expect(again).toMatchObject({ generated: 1, skipped: IMAGE_POOL.length - 1 });
    expect((await sharp(catalogueFile(img.name)).metadata()).width).toBe(800);
    expect((await stat(catalogueFile(img.name, FULL_PHOTO))).mtimeMs).toBe(fullBefore.mtimeMs);

    expect(await generateCatalogueImages(mediaDir)).toMatchObject({
      generated: 0,
      skipped: IMAGE_POOL.length,
    });
  });
});

describe('a unit’s photos over HTTP', () => {
  it('serves every srcset candidate of the API’s photos at the width it is listed with', async () => {
    const res = await api.request('GET', '/enterprise/apartment/find/1?include=enterprise');
    expect(res.status).toBe(200);
    const unit = apartmentResponse.parse(await res.json()).data;
    const urls = [...unit.images, ...unit.imagesThumbnail].map((photo) => photo.image);
    expect(urls.length).toBeGreaterThan(0);

    for (const url of urls) {
      const { srcSet } = photoSources(url);
      if (!srcSet) throw new Error(`no srcset for ${url}`);
      const candidates = srcSet.split(', ').map((entry) => entry.split(' ') as [string, string]);
      expect(candidates.map(([, w]) => w)).toEqual(PHOTO_VARIANTS.map((v) => `${v.width}w`));
      expect(candidates.map(([u]) => u)).toContain(url);
      for (const [candidate, w] of candidates) {
        const file = await api.request('GET', candidate);
        expect([candidate, file.status, file.headers.get('content-type')]).toEqual([
          candidate,
          200,
          'image/webp',
        ]);
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect([candidate, `${meta.width}w`]).toEqual([candidate, w]);
      }
    }
  });
});
