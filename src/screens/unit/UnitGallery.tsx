// The unit's photos: on wide screens the first photo large and four small ones beside it, each
// opening the viewer on itself; on phones a swipeable carousel. 'Mostrar todas as fotos' opens the
// full-screen viewer; 'Tour 360' opens the unit's virtual tour in a new tab when it has one.
import { type ReactNode, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';
import { Carousel } from '../../ui/Carousel.tsx';
import { ExternalIcon } from '../../ui/icons.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';
import type { Photo } from './unit-view.ts';
import './UnitGallery.css';

export interface UnitGalleryProps {
  photos: readonly Photo[];
  unitName: string;
  tour: string | null;
  /** Badges over the first photo ('Ocupada'). */
  badges?: ReactNode;
  /** Carousel (phones) or the 1 + 4 grid (wide screens). */
  wide: boolean;
}

const GRID_CELLS = 5;

export function UnitGallery({ photos, unitName, tour, badges, wide }: UnitGalleryProps) {
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerIndex, setViewerIndex] = useState(0);
  const [carouselIndex, setCarouselIndex] = useState(0);
  const openAt = (index: number) => {
    setViewerIndex(index);
    setViewerOpen(true);
  };

  const actions = (
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
        <Button variant="secondary" size="sm" onPress={() => openAt(wide ? 0 : carouselIndex)}>
          Mostrar todas as fotos
        </Button>
      )}
    </div>
  );

  return (
    <section className="unit-gallery" aria-label="Fotos">
      {wide ? (
        <div className="unit-gallery-grid" data-count={Math.min(photos.length, GRID_CELLS)}>
          {photos.slice(0, GRID_CELLS).map((photo, i) => (
            <AriaButton
              key={photo.src}
              className="unit-gallery-cell"
              aria-label={`Ampliar foto ${i + 1} de ${photos.length}: ${photo.alt}`}
              onPress={() => openAt(i)}
            >
              <img
                src={i === 0 ? photo.src : photo.thumb}
                alt=""
                width={i === 0 ? 1280 : 400}
                height={i === 0 ? 853 : 267}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
              />
            </AriaButton>
          ))}
          {photos.length === 0 && <div className="unit-gallery-empty">Sem fotos desta unidade</div>}
          {badges && <div className="unit-gallery-badges">{badges}</div>}
          {actions}
        </div>
      ) : (
        <>
          <Carousel
            label={`Fotos de ${unitName}`}
            images={photos.map((p) => ({ src: p.src, alt: p.alt }))}
            width={1280}
            height={853}
            index={carouselIndex}
            onIndexChange={setCarouselIndex}
            eager
            overlay={badges}
            className="unit-gallery-carousel"
          />
          {actions}
        </>
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
