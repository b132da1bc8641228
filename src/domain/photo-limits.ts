// Limits of a resident's photo (key selfie, inspection photo), the same for the phone that
// prepares it and the server that stores it.

/** Largest photo accepted, in bytes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photos are scaled down to fit this box: enough to recognise a face or a stain. */
export const PHOTO_MAX_SIDE = 1600;
/** The image types accepted as they are (the server checks the bytes, not the declared type). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
