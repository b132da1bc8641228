// YouTubeFacade: a poster with a play button that becomes the YouTube player only when pressed, so a
// page with videos downloads nothing from YouTube until someone wants to watch. The player comes
// from youtube-nocookie.com (privacy-enhanced mode; the CSP allows it in frame-src) and takes
// focus when it appears, so keyboard users land on it.
//
//   <YouTubeFacade url="https://www.youtube.com/watch?v=…" title="Como funciona a contratação" />
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import './YouTubeFacade.css';

const ID = /^[\w-]{11}$/;

/** The video id of a YouTube link (watch, youtu.be, embed, shorts) or a bare id; null otherwise. */
export function youTubeId(url: string): string | null {
  const text = url.trim();
  if (ID.test(text)) return text;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, rest] = parsed.pathname.split('/');
    id =
      kind === 'watch'
        ? parsed.searchParams.get('v')
        : kind === 'embed' || kind === 'shorts'
          ? (rest ?? null)
          : null;
  }
  return id && ID.test(id) ? id : null;
}

export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&hl=pt-BR`;
}

export interface YouTubeFacadeProps {
  /** A YouTube link or video id. */
  url: string;
  /** What the video is about: names the play button and the player. */
  title: string;
  /** A local picture for the poster; without it a plain teal poster shows the title. */
  poster?: string;
  className?: string;
}

export function YouTubeFacade({ url, title, poster, className }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const id = youTubeId(url);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (!id) return null;
  return (
    <div className={['yt-facade', className].filter(Boolean).join(' ')}>
      {playing ? (
        <iframe
          ref={frameRef}
          className="yt-facade__frame"
          src={youTubeEmbedUrl(id)}
          title={`Vídeo: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <Button
          className="yt-facade__poster"
          onPress={() => setPlaying(true)}
          aria-label={`Assistir ao vídeo: ${title}`}
        >
          {poster ? (
            <img
              className="yt-facade__image"
              src={poster}
              alt=""
              loading="lazy"
              decoding="async"
              width={1280}
              height={720}
            />
          ) : (
            <span className="yt-facade__caption" aria-hidden="true">
              {title}
            </span>
          )}
          <span className="yt-facade__play" aria-hidden="true">
            <svg aria-hidden="true" viewBox="0 0 68 48" width="68" height="48" focusable="false">
              <path
                className="yt-facade__play-bg"
                d="M66.5 7.7a8.6 8.6 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.6 8.6 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.6 8.6 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.6 8.6 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z"
              />
              <path d="M27 34.3 44.7 24 27 13.7Z" fill="#fff" />
            </svg>
          </span>
          <span className="yt-facade__hint" aria-hidden="true">
            Assistir ao vídeo
          </span>
        </Button>
      )}
    </div>
  );
}
