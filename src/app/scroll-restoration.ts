// Where a page opens. wouter moves through history with pushState and has no scroll restoration,
// so the browser kept the last page's position: a contract opened from a scrolled list showed its
// bottom ('Cancelar reserva' under the thumb). The policy, as a browser has it for real pages:
// - a push to another pathname (a link, navigate()) opens at the top;
// - a back/forward (popstate) returns where that history entry was left, once the page is tall
//   enough for it (screens and their rows render after the navigation), for at most RESTORE_MS,
//   and never against the resident scrolling meanwhile;
// - a push or replace on the same pathname (a search's filters, a sort) and a URL with a hash
//   leave the position alone; the screen decides.
// Positions are kept per history entry (a key in history.state) in sessionStorage, so a reload,
// also offline, comes back where it was.

const STATE_KEY = '__tokaasScrollKey';
const STORAGE_KEY = 'tokaas-scroll-positions';
/** Entries kept in sessionStorage: a long session forgets its oldest positions. */
const MAX_ENTRIES = 100;
const RESTORE_MS = 3000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type HistoryMethod = typeof history.pushState;

function keyOf(state: unknown): string | undefined {
  if (state && typeof state === 'object' && STATE_KEY in state) {
    const key = (state as Record<string, unknown>)[STATE_KEY];
    return typeof key === 'string' ? key : undefined;
  }
  return undefined;
}

/** The state with the entry's key; a state that is not an object (wouter's is null) keeps none. */
function withKey(state: unknown, key: string): unknown {
  if (state === null || state === undefined) return { [STATE_KEY]: key };
  return typeof state === 'object' ? { ...state, [STATE_KEY]: key } : state;
}

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Map(
      Array.isArray(stored)
        ? stored.filter((e): e is [string, number] => typeof e?.[0] === 'string' && typeof e[1] === 'number')
        : [],
    );
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or refused: positions still hold for this page's life.
  }
}

/** Installs the policy on this window; returns its removal. */
export function installScrollRestoration(): () => void {
  const positions = readPositions();
  // wouter patched the instance's methods (to announce navigations); the prototype's are the
  // browser's, for tagging an entry without announcing a navigation.
  const nativeReplace = History.prototype.replaceState;
  const patchedPush = history.pushState;
  const patchedReplace = history.replaceState;
  const previousRestoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';

  let currentKey = keyOf(history.state) ?? crypto.randomUUID();
  if (keyOf(history.state) === undefined) nativeReplace.call(history, withKey(history.state, currentKey), '');

  let stopRestore: (() => void) | null = null;
  const remember = (key: string, top: number) => {
    positions.delete(key);
    positions.set(key, top);
  };
  // Kept as the resident scrolls, not read at popstate: the route may already have rendered the
  // next page by then (wouter's listener runs first, and React renders in a microtask between).
  const saveCurrent = () => {
    if (!stopRestore) remember(currentKey, window.scrollY);
  };

  /** Scrolls to `top` once the page can show it; gives up on the resident's own scroll. */
  const restore = (top: number) => {
    stopRestore?.();
    const started = performance.now();
    let frame = 0;
    let observer: ResizeObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
      if (stopRestore === stop) stopRestore = null;
    };
    const attempt = (force: boolean) => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      if (!force && reachable < top && performance.now() - started < RESTORE_MS) return;
      stop();
      window.scrollTo(0, top);
      remember(currentKey, window.scrollY);
    };
    stopRestore = stop;
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    // After the frame's commit: the route that popstate renders is in the page by then.
    frame = requestAnimationFrame(() => {
      attempt(false);
      if (stopRestore !== stop) return;
      observer = new ResizeObserver(() => attempt(false));
      observer.observe(document.body);
      timer = setTimeout(() => attempt(true), RESTORE_MS);
    });
  };

  history.pushState = function pushState(this: History, state, unused, url) {
    const from = window.location.pathname;
    const target = url === undefined || url === null ? null : new URL(url, window.location.href);
    saveCurrent();
    stopRestore?.();
    currentKey = crypto.randomUUID();
    patchedPush.call(this, withKey(state, currentKey), unused, url);
    if (target && target.pathname !== from && !target.hash) window.scrollTo(0, 0);
    remember(currentKey, target && target.pathname !== from && !target.hash ? 0 : window.scrollY);
    writePositions(positions);
  } satisfies HistoryMethod;

  history.replaceState = function replaceState(this: History, state, unused, url) {
    patchedReplace.call(this, withKey(state, currentKey), unused, url);
  } satisfies HistoryMethod;

  const onPopState = (event: PopStateEvent) => {
    stopRestore?.();
    const key = keyOf(event.state);
    if (key === undefined) {
      // An entry the browser made (a #fragment link): it keeps the browser's scroll.
      currentKey = crypto.randomUUID();
      nativeReplace.call(history, withKey(event.state, currentKey), '');
    } else {
      currentKey = key;
      const top = positions.get(key);
      if (top !== undefined) restore(top);
    }
    writePositions(positions);
  };

  const onScroll = saveCurrent;
  const onPageHide = () => {
    saveCurrent();
    writePositions(positions);
  };

  window.addEventListener('popstate', onPopState);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('pagehide', onPageHide);
  // A reload comes back to where this entry was.
  const reloaded = positions.get(currentKey);
  if (reloaded) restore(reloaded);

  return () => {
    stopRestore?.();
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', onPageHide);
    history.pushState = patchedPush;
    history.replaceState = patchedReplace;
    history.scrollRestoration = previousRestoration;
  };
}
