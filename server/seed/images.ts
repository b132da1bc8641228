// Renders the image pool to WebP files under MEDIA_DIR/catalogue with sharp: one per width of
// PHOTO_VARIANTS (src/domain/catalogue-photos.ts), each at the path its URL is served from. Files
// that already exist are kept, so a restart costs a few stat calls and a new width is added to an
// existing media folder without rewriting the others; each file is written to a temporary name and
// renamed, so a crash never leaves a truncated picture behind that would then be skipped forever.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  catalogueVariantUrl,
  FULL_PHOTO,
  PHOTO_VARIANTS,
  type PhotoVariant,
} from '../../src/domain/catalogue-photos.ts';
import { illustrationSvg } from './illustrations.ts';
import { IMAGE_POOL, type PoolImage } from './image-pool.ts';

const WEBP_QUALITY = 72;

export interface ImageGenerationReport {
  generated: number;
  skipped: number;
  ms: number;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

/** Where a variant of a pool image is written: the file its URL is served from (/media is MEDIA_DIR). */
export function catalogueImageFile(mediaDir: string, name: string, variant: PhotoVariant): string {
  return path.join(mediaDir, catalogueVariantUrl(`${name}.webp`, variant).replace(/^\/media\//, ''));
}

async function renderOne(img: PoolImage, missing: ReadonlyArray<{ variant: PhotoVariant; file: string }>) {
  const raster = await sharp(Buffer.from(illustrationSvg(img)))
    .resize(FULL_PHOTO.width, FULL_PHOTO.height)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const encoded = await Promise.all(
    missing.map(({ variant }) =>
      variant === FULL_PHOTO
        ? sharp(raster).webp({ quality: WEBP_QUALITY }).toBuffer()
        : sharp(raster)
            .resize(variant.width, variant.height, { fit: 'cover' })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer(),
    ),
  );
  for (const [i, { file }] of missing.entries()) {
    const data = encoded[i];
    if (data) await writeAtomically(file, data);
  }
}

/** Makes sure every pool image exists in every width under `${mediaDir}/catalogue`. */
export async function generateCatalogueImages(mediaDir: string): Promise<ImageGenerationReport> {
  const started = performance.now();

  const jobs: Array<{ img: PoolImage; missing: Array<{ variant: PhotoVariant; file: string }> }> = [];
  for (const img of IMAGE_POOL) {
    const missing: Array<{ variant: PhotoVariant; file: string }> = [];
    for (const variant of PHOTO_VARIANTS) {
      const file = catalogueImageFile(mediaDir, img.name, variant);
      if (!(await exists(file))) missing.push({ variant, file });
    }
    if (missing.length) jobs.push({ img, missing });
  }

  // A few renders at a time: sharp already spreads each one over libvips threads.
  const workers = Math.max(1, Math.min(4, os.availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job) await renderOne(job.img, job.missing);
      }
    }),
  );
  return {
    generated: jobs.length,
    skipped: IMAGE_POOL.length - jobs.length,
    ms: Math.round(performance.now() - started),
  };
}
