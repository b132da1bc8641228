// PWA mode: the app runs installed (display-mode standalone, iOS's navigator.standalone, or
// opened from the manifest's start_url with ?source=pwa). Detected once, then kept reactive.
import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';
const FLAG = 'tokaas.pwa';

function detect(): boolean {
  if (typeof window === 'undefined') return false;
  if (new URLSearchParams(window.location.search).get('source') === 'pwa') {
    try {
      sessionStorage.setItem(FLAG, '1');
    } catch {
      // storage may be blocked; the media query still decides
    }
  }
  const flagged = (() => {
    try {
      return sessionStorage.getItem(FLAG) === '1';
    } catch {
      return false;
    }
  })();
  return (
    window.matchMedia?.(QUERY).matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    flagged
  );
}

let pwa = detect();

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  const onChange = () => {
    pwa = detect();
    listener();
  };
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

export function usePwaMode(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pwa,
    () => false,
  );
}
