import { describe, expect, it } from 'vitest';
import { imageUrl, thumbnailUrl } from '../../server/seed/image-pool.ts';
import { catalogueFileOf, MEDIUM_PHOTO, PHOTO_VARIANTS } from '../../src/domain/catalogue-photos.ts';
import { photoSources } from '../../src/ui/photo-sources.ts';

const SRCSET =
  '/media/catalogue/thumbs/living-1.webp 400w, /media/catalogue/w800/living-1.webp 800w, /media/catalogue/living-1.webp 1280w';

describe('photoSources', () => {
  it('offers every stored width of a full-size catalogue photo, keeping it as src', () => {
    expect(photoSources('/media/catalogue/living-1.webp')).toEqual({
      src: '/media/catalogue/living-1.webp',
      srcSet: SRCSET,
    });
  });

  it('gives a thumbnail the same srcset and keeps the thumbnail as src', () => {
    expect(photoSources('/media/catalogue/thumbs/living-1.webp')).toEqual({
      src: '/media/catalogue/thumbs/living-1.webp',
      srcSet: SRCSET,
    });
    expect(photoSources('/media/catalogue/w800/living-1.webp').srcSet).toBe(SRCSET);
  });

  it('leaves any other URL alone', () => {
    for (const url of [
      'https://cdn.example.com/media/catalogue/living-1.webp',
      '/media/uploads/living-1.webp',
      '/media/catalogue/living-1.jpg',
      '/media/catalogue/other/living-1.webp',
      '/media/catalogue/../secrets/x.webp',
      '/media/catalogue/living-1.webp?v=2',
      '',
    ]) {
      expect(photoSources(url), url).toEqual({ src: url });
    }
  });
});

describe('catalogue photo variants', () => {
  it('lists the widths narrowest first, the medium one with the full photo’s aspect', () => {
    expect(PHOTO_VARIANTS.map((v) => v.width)).toEqual([400, 800, 1280]);
    expect(MEDIUM_PHOTO.height).toBe(Math.round((800 * 853) / 1280));
  });

  it('recognises the URLs the seed stores', () => {
    expect(catalogueFileOf(imageUrl('facade-2'))).toBe('facade-2.webp');
    expect(catalogueFileOf(thumbnailUrl('facade-2'))).toBe('facade-2.webp');
    expect(photoSources(imageUrl('facade-2')).srcSet).toContain(thumbnailUrl('facade-2'));
  });
});
