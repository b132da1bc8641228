// The src and srcset of a photo: a seeded catalogue photo (under /media/catalogue/, whichever of
// its variants the API gave) is offered in every stored width, so with a matching `sizes` the
// browser downloads the narrowest one that is sharp enough; any other URL is used as it is.
//
//   <img {...photoSources(photo.image)} sizes={CARD_PHOTO_SIZES} … />
import { catalogueFileOf, catalogueVariantUrl, PHOTO_VARIANTS } from '../domain/catalogue-photos.ts';

export interface PhotoSources {
  src: string;
  srcSet?: string;
}

export function photoSources(url: string): PhotoSources {
  const file = catalogueFileOf(url);
  if (!file) return { src: url };
  return {
    src: url,
    srcSet: PHOTO_VARIANTS.map((v) => `${catalogueVariantUrl(file, v)} ${v.width}w`).join(', '),
  };
}
