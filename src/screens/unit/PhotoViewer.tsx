// The full-screen photo viewer: one photo at a time on black, 'Foto anterior' / 'Próxima foto'
// buttons, the ← and → keys, a counter 'n de N' and the photo's caption. Escape closes it.
import { useEffect } from 'react';
import { FULL_PHOTO } from '../../domain/catalogue-photos.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { photoSources } from '../../ui/photo-sources.ts';
import type { Photo } from './unit-view.ts';
import './PhotoViewer.css';

export interface PhotoViewerProps {
  photos: readonly Photo[];
  unitName: string;
  index: number;
  onIndexChange: (index: number) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export function PhotoViewer({
  photos,
  unitName,
  index,
  onIndexChange,
  isOpen,
  onOpenChange,
}: PhotoViewerProps) {
  const count = photos.length;

  useEffect(() => {
    if (!isOpen || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      onIndexChange((index + step + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, count, index, onIndexChange]);

  const photo = photos[index];
  return (
    <LazyModal title={`Fotos de ${unitName}`} size="fullscreen" isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="unit-viewer">
        <Carousel
          variant="fullscreen"
          label={`Fotos de ${unitName}`}
          images={photos.map((p) => ({ ...photoSources(p.src), alt: p.alt }))}
          // Whole photos on black, at most the screen's width.
          sizes="100vw"
          index={index}
          onIndexChange={onIndexChange}
          width={FULL_PHOTO.width}
          height={FULL_PHOTO.height}
          eager
        />
        <p className="unit-viewer-caption">
          <span className="unit-viewer-count">
            {index + 1} de {count}
          </span>
          {photo && <span>{photo.alt}</span>}
        </p>
      </div>
    </LazyModal>
  );
}
