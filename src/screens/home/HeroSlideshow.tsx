// HeroSlideshow: the home's background photos, cross-fading every few seconds. The first photo is
// loaded at once (it is the page's largest paint); the next is fetched only after the first has
// arrived, one ahead of the one showing. The photos are decoration, so they are hidden from screen
// readers, but the motion can be paused (WCAG 2.2.2) and does not start when the person asks for
// reduced motion or while the tab is hidden.
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { photoSources } from '../../ui/photo-sources.ts';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import { HERO_INTERVAL_MS, HERO_PHOTO_SIZE, HERO_PHOTO_SIZES } from './home-content.ts';
import './HeroSlideshow.css';

export interface HeroSlideshowProps {
  photos: readonly string[];
}

export function HeroSlideshow({ photos }: HeroSlideshowProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [firstLoaded, setFirstLoaded] = useState(false);
  // Photos in the DOM: those shown so far plus the next one (after the first has loaded).
  const [mounted, setMounted] = useState(1);
  const onFirst = () => setFirstLoaded(true);
  const running = !paused && !reducedMotion && firstLoaded && photos.length > 1;

  useEffect(() => {
    if (firstLoaded) setMounted((n) => Math.min(photos.length, Math.max(n, index + 2)));
  }, [firstLoaded, index, photos.length]);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % photos.length);
    }, HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, photos.length]);

  return (
    <div className="home-hero-slides">
      <div className="home-hero-slides__photos" aria-hidden="true">
        {photos.slice(0, mounted).map((src, i) => (
          <img
            key={src}
            {...photoSources(src)}
            sizes={HERO_PHOTO_SIZES}
            alt=""
            width={HERO_PHOTO_SIZE.width}
            height={HERO_PHOTO_SIZE.height}
            className="home-hero-slides__photo"
            data-active={i === index || undefined}
            decoding="async"
            {...(i === 0 && { fetchPriority: 'high' as const, onLoad: onFirst, onError: onFirst })}
          />
        ))}
      </div>
      {photos.length > 1 && !reducedMotion && (
        <Button
          className="home-hero-slides__toggle"
          onPress={() => setPaused((p) => !p)}
          aria-label={paused ? 'Retomar a troca de fotos' : 'Pausar a troca de fotos'}
          aria-pressed={paused}
        >
          {paused ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
              <path d="M8 5v14l11-7Z" />
            </svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            </svg>
          )}
        </Button>
      )}
    </div>
  );
}
