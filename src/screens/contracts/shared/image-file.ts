// Photos taken or chosen on a phone can be several megabytes: before they are kept on the device
// (IndexedDB) and sent, large ones are scaled down to fit PHOTO_MAX_SIDE and re-encoded as JPEG. The
// server checks the bytes again and re-encodes (5 MB limit, JPEG/PNG/WebP).
import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_TYPES } from '../../../domain/photo-limits.ts';

export const PHOTO_NOT_IMAGE = 'A foto deve ser uma imagem JPEG, PNG ou WebP.';
export const PHOTO_TOO_LARGE = 'A foto deve ter no máximo 5 MB.';

const KEEP_AS_IS_BYTES = 1_500_000;
const ACCEPTED: readonly string[] = PHOTO_TYPES;

export class PhotoError extends Error {}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

/** A photo ready to keep and send, or a PhotoError with the sentence to show. */
export async function preparePhoto(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new PhotoError(PHOTO_NOT_IMAGE);
  if (ACCEPTED.includes(file.type) && file.size <= KEEP_AS_IS_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Not decodable here (e.g. HEIC): only a supported format small enough can still go as it is.
    if (ACCEPTED.includes(file.type) && file.size <= PHOTO_MAX_BYTES) return file;
    throw new PhotoError(PHOTO_NOT_IMAGE);
  }
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await toBlob(canvas);
  if (!blob) throw new PhotoError(PHOTO_NOT_IMAGE);
  if (blob.size > PHOTO_MAX_BYTES) throw new PhotoError(PHOTO_TOO_LARGE);
  return blob;
}
