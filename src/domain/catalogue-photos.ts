// The widths the catalogue's photos are stored in, and where each lives under /media/catalogue/.
// The seed writes one WebP per variant; the app lists them in a srcset (src/ui/photo-sources.ts)
// so the browser downloads the narrowest one that is sharp enough. One list for both sides, so a
// width added here is both generated and offered.

/** URL prefix of the seeded catalogue photos (the server maps /media to MEDIA_DIR). */
export const CATALOGUE_PHOTO_PREFIX = '/media/catalogue/';

export interface PhotoVariant {
  width: number;
  height: number;
  /** Folder under /media/catalogue/, '' for the full-size photo. */
  dir: '' | `${string}/`;
}

/** The full-size photo, as drawn by the seed (3:2). */
export const FULL_PHOTO = { width: 1280, height: 853, dir: '' } as const satisfies PhotoVariant;
/** The API's `imagesThumbnail`: a 400 px crop for cards. */
export const THUMB_PHOTO = { width: 400, height: 267, dir: 'thumbs/' } as const satisfies PhotoVariant;
/** Between the two, the same aspect as the full photo: a phone-wide photo at DPR ~1.75. */
export const MEDIUM_PHOTO = { width: 800, height: 533, dir: 'w800/' } as const satisfies PhotoVariant;

/** Narrowest first, the order a srcset lists them in. */
export const PHOTO_VARIANTS: readonly PhotoVariant[] = [THUMB_PHOTO, MEDIUM_PHOTO, FULL_PHOTO];

/** '/media/catalogue/w800/living-1.webp' for ('living-1.webp', MEDIUM_PHOTO). */
export function catalogueVariantUrl(file: string, variant: PhotoVariant): string {
  return `${CATALOGUE_PHOTO_PREFIX}${variant.dir}${file}`;
}

const VARIANT_DIRS = PHOTO_VARIANTS.map((v) => v.dir).filter(Boolean);
const CATALOGUE_FILE = new RegExp(
  `^${CATALOGUE_PHOTO_PREFIX}(?:${VARIANT_DIRS.join('|')})?([\\w-]+\\.webp)$`,
);

/** The file name of a seeded catalogue photo URL in any of its variants, or null for other URLs. */
export function catalogueFileOf(url: string): string | null {
  return CATALOGUE_FILE.exec(url)?.[1] ?? null;
}
