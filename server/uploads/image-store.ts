// Stores uploaded photos (key selfies, inspection photos) under DATA_DIR/uploads. A selfie is
// biometric data under the LGPD, so every image is: capped in size, accepted only when its bytes
// are a real JPEG/PNG/WebP, decoded and re-encoded (which drops EXIF, GPS and every other
// metadata), and written under a random server-generated name; nothing of the client's file
// name survives. Files are served only through routes that check the owner.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '../../src/domain/photo-limits.ts';
import { sniffImage } from './sniff.ts';

/** Decoding is refused above this many pixels: a tiny file must not expand into gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export type UploadFolder = 'selfies' | 'inspections';

export type ImageProblem = 'missing' | 'too-large' | 'not-image';

export class ImageUploadError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** A value from a multipart body that is a non-empty file. */
export function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File && value.size > 0;
}

/** Checks, re-encodes and writes the image; returns its stored path relative to the uploads dir. */
export async function storeImage(dataDir: string, folder: UploadFolder, file: unknown): Promise<string> {
  if (!isFile(file)) throw new ImageUploadError('missing');
  if (file.size > PHOTO_MAX_BYTES) throw new ImageUploadError('too-large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(bytes)) throw new ImageUploadError('not-image');
  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Right magic bytes but not decodable (truncated, corrupt or a polyglot): still not an image.
    throw new ImageUploadError('not-image');
  }
  const relative = `${folder}/${randomBytes(16).toString('hex')}.webp`;
  const dir = path.join(uploadsDir(dataDir), folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(uploadsDir(dataDir), relative), output, { mode: 0o600 });
  return relative;
}

const STORED_NAME = /^(selfies|inspections)\/[0-9a-f]{32}\.webp$/;

/** The bytes of a stored image, or undefined when the path is not one we wrote or is gone. */
export async function readImage(dataDir: string, relative: string): Promise<Buffer | undefined> {
  if (!STORED_NAME.test(relative)) return undefined;
  try {
    return await readFile(path.join(uploadsDir(dataDir), relative));
  } catch {
    return undefined;
  }
}

/** Deletes a stored image (a replaced or deleted selfie is not kept: data minimisation). */
export async function removeImage(dataDir: string, relative: string | null | undefined): Promise<void> {
  if (!relative || !STORED_NAME.test(relative)) return;
  await rm(path.join(uploadsDir(dataDir), relative), { force: true });
}
