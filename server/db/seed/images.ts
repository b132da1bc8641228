// Renders the image pool to WebP files under MEDIA_DIR/catalogue (and thumbs/) with sharp.
// Files that already exist are kept, so a restart costs a few stat calls; each file is written
// to a temporary name and renamed, so a crash never leaves a truncated picture behind that
// would then be skipped forever.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { illustrationSvg } from './illustrations.ts';
import { IMAGE_POOL, IMAGE_SIZE, type PoolImage, THUMB_SIZE } from './image-pool.ts';

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
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

async function renderOne(img: PoolImage, full: string, thumb: string): Promise<void> {
  const raster = await sharp(Buffer.from(illustrationSvg(img)))
    .resize(IMAGE_SIZE.width, IMAGE_SIZE.height)
    .png({ compressionLevel: 0 })
    .toBuffer();
  const [large, small] = await Promise.all([
    sharp(raster).webp({ quality: WEBP_QUALITY }).toBuffer(),
    sharp(raster)
      .resize(THUMB_SIZE.width, THUMB_SIZE.height, { fit: 'cover' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer(),
  ]);
  await writeAtomically(full, large);
  await writeAtomically(thumb, small);
}

/** Makes sure every pool image and its thumbnail exist under `${mediaDir}/catalogue`. */
export async function generateCatalogueImages(mediaDir: string): Promise<ImageGenerationReport> {
  const started = performance.now();
  const dir = path.join(mediaDir, 'catalogue');
  const thumbs = path.join(dir, 'thumbs');
  await fs.mkdir(thumbs, { recursive: true });

  const missing: Array<{ img: PoolImage; full: string; thumb: string }> = [];
  for (const img of IMAGE_POOL) {
    const full = path.join(dir, `${img.name}.webp`);
    const thumb = path.join(thumbs, `${img.name}.webp`);
    if (!(await exists(full)) || !(await exists(thumb))) missing.push({ img, full, thumb });
  }

  // A few renders at a time: sharp already spreads each one over libvips threads.
  const workers = Math.max(1, Math.min(4, os.availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < missing.length) {
        const job = missing[next++];
        if (job) await renderOne(job.img, job.full, job.thumb);
      }
    }),
  );
  return {
    generated: missing.length,
    skipped: IMAGE_POOL.length - missing.length,
    ms: Math.round(performance.now() - started),
  };
}
