// Stores uploaded photos (key selfies, inspection photos) in PostgreSQL (stored_images, migration
// 0008), so every API process serves them and they leave with what they belong to (triggers on
// contract_keys and inspection_photos delete a replaced or forgotten photo in the same
// transaction). A selfie is biometric data under the LGPD, so every image is: capped in size,
// accepted only when its bytes are a real JPEG/PNG/WebP, decoded and re-encoded (which drops EXIF,
// GPS and every other metadata), and named by the server at random; nothing of the client's file
// name survives. Images are served only through routes that check the owner.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE } from '../../src/domain/photo-limits.ts';
import type { DB } from '../db/connect.ts';
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

/** A value from a multipart body that is a non-empty file. */
export function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File && value.size > 0;
}

/** Checks and re-encodes an upload: WebP, at most PHOTO_MAX_SIDE, no metadata. */
export async function reencodeImage(file: unknown): Promise<Buffer> {
  if (!isFile(file)) throw new ImageUploadError('missing');
  if (file.size > PHOTO_MAX_BYTES) throw new ImageUploadError('too-large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(bytes)) throw new ImageUploadError('not-image');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Right magic bytes but not decodable (truncated, corrupt or a polyglot): still not an image.
    throw new ImageUploadError('not-image');
  }
}

export const newImagePath = (folder: UploadFolder) => `${folder}/${randomBytes(16).toString('hex')}.webp`;

/** Checks, re-encodes and stores the image; returns its name (kept by the owner row). */
export async function storeImage(db: DB, folder: UploadFolder, file: unknown): Promise<string> {
  const bytes = await reencodeImage(file);
  const path = newImagePath(folder);
  await db.insertInto('stored_images').values({ path, bytes }).execute();
  return path;
}

export const STORED_NAME = /^(selfies|inspections)\/[0-9a-f]{32}\.webp$/;

/** The bytes of a stored image, or undefined when the name is not one we gave or is gone. */
export async function readImage(db: DB, path: string): Promise<Buffer | undefined> {
  if (!STORED_NAME.test(path)) return undefined;
  const row = await db
    .selectFrom('stored_images')
    .select('bytes')
    .where('path', '=', path)
    .executeTakeFirst();
  return row?.bytes;
}

/** Deletes a stored image that no row kept (its key or photo was refused after the upload). */
export async function removeImage(db: DB, path: string | null | undefined): Promise<void> {
  if (!path || !STORED_NAME.test(path)) return;
  await db.deleteFrom('stored_images').where('path', '=', path).execute();
}
