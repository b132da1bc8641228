// Reads an image field of a multipart form and stores it, turning what is wrong with it into
// the form's 422 message for that field.
import type { DB } from '../db/connect.ts';
import { fieldError } from '../http/errors.ts';
import { ImageUploadError, storeImage, type UploadFolder } from './image-store.ts';

export interface ImageMessages {
  missing: string;
  tooLarge: string;
  notImage: string;
}

export async function storeImageField(
  db: DB,
  folder: UploadFolder,
  field: string,
  value: unknown,
  messages: ImageMessages,
): Promise<string> {
  try {
    return await storeImage(db, folder, value);
  } catch (error) {
    if (!(error instanceof ImageUploadError)) throw error;
    const message =
      error.problem === 'missing'
        ? messages.missing
        : error.problem === 'too-large'
          ? messages.tooLarge
          : messages.notImage;
    throw fieldError(field, message);
  }
}
