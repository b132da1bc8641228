// The unit's photos: on wide screens the first photo large and four small ones beside it, each
// opening the viewer on itself; on phones a swipeable carousel. The server draws both and CSS shows
// the one that fits (UnitGallery.css, same breakpoint as WIDE_QUERY); the other is not hydrated. 'Mostrar todas as fotos' opens the
// full-screen viewer; 'Tour 360' opens the unit's virtual tour in a new tab when it has one.
import { type ReactNode, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { FULL_PHOTO, THUMB_PHOTO } from '../../domain/catalogue-photos.ts';
import { leftUnhydrated, ServerMarkup } from '../../first-paint/unhydrated-layout.tsx';
import { Button } from '../../ui/Button.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { ExternalIcon } from '../../ui/icons.tsx';
import { photoSources } from '../../ui/photo-sources.ts';
import { WIDE_QUERY } from '../../ui/useMediaQuery.ts';
import { PhotoViewer } from './PhotoViewer.tsx';
import type { Photo } from './unit-view.ts';
import './UnitGallery.css';

export interface UnitGalleryProps {
  photos: readonly Photo[];
  unitName: string;
  tour: string | null;
  /** Badges over the first photo ('Ocupada'). */
  badges?: ReactNode;
  /** Carousel (phones) or the 1 + 4 grid (wide screens); undefined: both (useLayoutQuery). */
  wide: boolean | undefined;
}

const GRID_CELLS = 5;

/**
 * How wide each grid cell's photo is drawn (img `sizes`), by number of cells. The grid is
 * clamp(320px, 42vw, 480px) tall in a page at most 1232 px wide (from 768 px wide), and the 3:2
 * photos cover their cells, so a photo is drawn at least 1.5× its cell's height wide: 63vw up to
 * 720 px for the large cell beside others, 31.5vw up to 360 px for a quarter cell.
 */
const GRID_SIZES: Record<number, readonly string[]> = {
  1: ['min(100vw - 48px, 1232px)'],
  2: ['min(67vw - 32px, 816px)', 'min(63vw, 720px)'],
  3: ['min(67vw - 32px, 816px)', 'min(34vw - 16px, 408px)', 'min(34vw - 16px, 408px)'],
  4: ['min(63vw, 720px)', 'min(31.5vw, 360px)', 'min(31.5vw, 360px)', 'min(50vw - 28px, 612px)'],
  5: ['min(63vw, 720px)', ...Array<string>(4).fill('min(31.5vw, 360px)')],
};
/** Phones: the carousel runs edge to edge. */
const PHONE_SIZES = '100vw';

/**
 * The carousel's `sizes` (and the server's preload of the first photo): edge to edge on a phone,
 * and on a wide screen the grid's first cell. A server-rendered page draws the carousel before it
 * knows the screen, so without the wide case a desktop would fetch the 1280 px file for a 720 px
 * cell (and keep it after hydration swaps in the grid).
 */
export function firstPhotoSizes(photoCount: number): string {
  const cell = GRID_SIZES[Math.min(Math.max(photoCount, 1), GRID_CELLS)]?.[0];
  return cell ? `${WIDE_QUERY} ${cell}, ${PHONE_SIZES}` : PHONE_SIZES;
}

export function UnitGallery({ photos, unitName, tour, badges, wide }: UnitGalleryProps) {
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerIndex, setViewerIndex] = useState(0);
  const [carouselIndex, setCarouselIndex] = useState(0);
  const openAt = (index: number) => {
    setViewerIndex(index);
    setViewerOpen(true);
  };

  const actions = (viewerStart: number) => (
    <div className="unit-gallery-actions">
      {tour && (
        <a
          className="tk-Button"
          data-variant="secondary"
          data-size="sm"
          href={tour}
          target="_blank"
          rel="noopener noreferrer"
        >
          <ExternalIcon size={18} />
          Tour 360<span className="visually-hidden"> (abre em nova aba)</span>
        </a>
      )}
      {photos.length > 0 && (
        <Button variant="secondary" size="sm" onPress={() => openAt(viewerStart)}>
          Mostrar todas as fotos
        </Button>
      )}
    </div>
  );

  return (
    <section className="unit-gallery" aria-label="Fotos">
      {wide !== false && leftUnhydrated(wide, WIDE_QUERY, true) && <ServerMarkup as="div" />}
      {wide !== false && !leftUnhydrated(wide, WIDE_QUERY, true) && (
        <div className="unit-gallery-grid" data-count={Math.min(photos.length, GRID_CELLS)}>
          {photos.slice(0, GRID_CELLS).map((photo, i, cells) => (
            <AriaButton
              key={photo.src}
              className="unit-gallery-cell"
              aria-label={`Ampliar foto ${i + 1} de ${photos.length}: ${photo.alt}`}
              onPress={() => openAt(i)}
            >
              <img
                src={i === 0 ? photo.src : photo.thumb}
                srcSet={photoSources(photo.src).srcSet}
                // The first photo's `sizes` is the carousel's: a phone that draws this grid hidden
                // picks the same file as the carousel's first photo, so it is fetched once.
                sizes={i === 0 ? firstPhotoSizes(photos.length) : GRID_SIZES[cells.length]?.[i]}
                alt=""
                width={i === 0 ? FULL_PHOTO.width : THUMB_PHOTO.width}
                height={i === 0 ? FULL_PHOTO.height : THUMB_PHOTO.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
              />
            </AriaButton>
          ))}
          {photos.length === 0 && <div className="unit-gallery-empty">Sem fotos desta unidade</div>}
          {badges && <div className="unit-gallery-badges">{badges}</div>}
          {actions(0)}
        </div>
      )}
      {wide !== true && leftUnhydrated(wide, WIDE_QUERY, false) && <ServerMarkup as="div" />}
      {wide !== true && !leftUnhydrated(wide, WIDE_QUERY, false) && (
        <div className="unit-gallery-strip">
          <Carousel
            label={`Fotos de ${unitName}`}
            images={photos.map((p) => ({ ...photoSources(p.src), alt: p.alt }))}
            sizes={firstPhotoSizes(photos.length)}
            width={FULL_PHOTO.width}
            height={FULL_PHOTO.height}
            index={carouselIndex}
            onIndexChange={setCarouselIndex}
            eager
            overlay={badges}
            className="unit-gallery-carousel"
          />
          {actions(carouselIndex)}
        </div>
      )}
      <PhotoViewer
        photos={photos}
        unitName={unitName}
        index={viewerIndex}
        onIndexChange={setViewerIndex}
        isOpen={viewerOpen}
        onOpenChange={setViewerOpen}
      />
    </section>
  );
}
