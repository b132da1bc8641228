// Carousel: one photo at a time with 'Foto anterior' / 'Próxima foto' buttons, swipe on touch
// screens, up to 5 position dots and a spoken 'Foto 2 de 5'. Only the visible photo is in the DOM
// (lazy unless `eager`, with width/height so nothing shifts), which keeps a grid of cards light on mobile data.
// Give photos a srcSet (photoSources) and the carousel the `sizes` of its layout, so a phone does
// not download a photo wider than it shows.
// Do not put it inside a link: make the card's title the link and keep the buttons apart.
//
//   <Carousel label="Fotos de Tokaas - 0007" images={unit.imagesThumbnail.map(toImage)}
//     sizes={CARD_PHOTO_SIZES} overlay={<FavoriteButton …/>} />
import { type ReactNode, useRef, useState } from 'react';
import { cx } from './cx.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import './Carousel.css';

export interface CarouselImage {
  src: string;
  /** The same photo in other widths ('… 400w, … 800w'); the browser picks one using `sizes`. */
  srcSet?: string;
  alt: string;
}

export interface CarouselProps {
  images: readonly CarouselImage[];
  /** Names the carousel for screen readers ('Fotos de …'). */
  label: string;
  /** 'fullscreen' fits whole photos on black (the photo viewer inside a fullscreen Modal). */
  variant?: 'card' | 'fullscreen';
  /** Intrinsic size of the photos, for the reserved box and the img attributes (default 640×480). */
  width?: number;
  height?: number;
  /** How wide the photo is drawn, for choosing from a srcSet (an img `sizes` value; default 100vw). */
  sizes?: string;
  /** Most dots shown; with more photos the dots window follows the current one (default 5). */
  maxDots?: number;
  /** Load the first photo at once, at high priority: it is the page's LCP image (the unit page's
   * main photo, the first search result); other cards stay lazy. */
  eager?: boolean;
  index?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Drawn over the photo's top corners: favourite heart, status tag. */
  overlay?: ReactNode;
  /** Fades the photo only (occupied units), so the overlay keeps its contrast. */
  dimmed?: boolean;
  className?: string;
}

const SWIPE_PX = 40;

export function Carousel({
  images,
  label,
  variant = 'card',
  width = 640,
  height = 480,
  sizes,
  maxDots = 5,
  eager,
  index: controlled,
  defaultIndex = 0,
  onIndexChange,
  overlay,
  dimmed,
  className,
}: CarouselProps) {
  const [own, setOwn] = useState(defaultIndex);
  const count = images.length;
  const index = count ? Math.min(Math.max(controlled ?? own, 0), count - 1) : 0;
  const go = (next: number) => {
    const wrapped = (next + count) % count; // past the last photo comes the first again
    setOwn(wrapped);
    onIndexChange?.(wrapped);
  };

  // Swipe: compare where the pointer went down and up. A swipe must not also count as a click.
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const image = images[index];

  const firstDot = Math.min(Math.max(index - Math.floor(maxDots / 2), 0), Math.max(count - maxDots, 0));
  const dots = Array.from({ length: Math.min(count, maxDots) }, (_, i) => firstDot + i);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is the APG carousel group.
    <div
      role="group"
      aria-roledescription="carrossel"
      aria-label={label}
      className={cx('tk-Carousel', className)}
      data-variant={variant}
      data-dimmed={dimmed || undefined}
    >
      <div
        className="tk-Carousel-viewport"
        style={variant === 'card' ? { aspectRatio: `${width} / ${height}` } : undefined}
        onPointerDown={(e) => {
          start.current = { x: e.clientX, y: e.clientY };
          swiped.current = false;
        }}
        onPointerUp={(e) => {
          const from = start.current;
          start.current = null;
          if (!from || count < 2) return;
          const dx = e.clientX - from.x;
          if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) {
            swiped.current = true;
            go(index + (dx < 0 ? 1 : -1));
          }
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
        onClickCapture={(e) => {
          if (swiped.current) {
            e.preventDefault();
            e.stopPropagation();
            swiped.current = false;
          }
        }}
      >
        {image ? (
          <img
            key={image.src}
            className="tk-Carousel-image"
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            alt={image.alt}
            width={width}
            height={height}
            loading={eager && index === 0 ? 'eager' : 'lazy'}
            fetchPriority={eager && index === 0 ? 'high' : undefined}
            decoding="async"
            draggable={false}
          />
        ) : (
          <div className="tk-Carousel-empty">Sem fotos</div>
        )}
      </div>
      {overlay && <div className="tk-Carousel-overlay">{overlay}</div>}
      {count > 1 && (
        <>
          <button
            type="button"
            className="tk-Carousel-nav"
            data-side="prev"
            aria-label="Foto anterior"
            onClick={() => go(index - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="tk-Carousel-nav"
            data-side="next"
            aria-label="Próxima foto"
            onClick={() => go(index + 1)}
          >
            <ChevronRightIcon />
          </button>
          <div className="tk-Carousel-dots" aria-hidden="true">
            {dots.map((i) => (
              <span key={i} className="tk-Carousel-dot" data-active={i === index || undefined} />
            ))}
          </div>
          <p className="visually-hidden" aria-live="polite" aria-atomic="true">
            Foto {index + 1} de {count}
          </p>
        </>
      )}
    </div>
  );
}
