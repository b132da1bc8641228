// A tab left open across a deploy: its code names the files of the build it started with, and a
// file it never loaded (a public screen a visitor has not opened: not precached, issue 32) may be
// gone from the server. Such a download fails; the page then reloads once into the new build,
// which names the new files. Never while offline (the new build is not reachable either), never
// twice in a row (a file missing from the new build too would loop), and never over text the
// person has typed (a form left on screen keeps it; the download fails as it would without this).

/** What decides whether a failed download reloads the page. */
export interface StaleBuildState {
  online: boolean;
  /** This page is the reload of one whose download failed. */
  alreadyReloaded: boolean;
  /** A form field (or a date field's segment) on the page holds text the person typed. */
  typedInput: boolean;
}

export function shouldReloadIntoNewBuild(state: StaleBuildState): boolean {
  return state.online && !state.alreadyReloaded && !state.typedInput;
}

const RELOADED_KEY = 'tokaas:stale-build-reload';

// Fields the person has typed in (an `input` event), checked when a download fails: React keeps a
// controlled field's `defaultValue` in step with its value, so the DOM alone cannot tell.
const typedFields = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
// A date field's segments are no form fields and send no `input`: a character typed on one (a key,
// or a phone keyboard's text) counts while the segment is on the page. Its stand-in keeps the
// characters itself until the field's code arrives, which is just the download that may fail.
// Emptied again with backspace, it still counts: the safe side is not reloading.
const DATE_SEGMENT = '[role="spinbutton"]';
const typedSegments = new Set<Element>();

function onSegment(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(DATE_SEGMENT) : null;
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      )
        typedFields.add(field);
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const char = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      const segment = char ? onSegment(event.target) : null;
      if (segment) typedSegments.add(segment);
    },
    true,
  );
  document.addEventListener(
    'beforeinput',
    (event) => {
      const segment = event.data ? onSegment(event.target) : null;
      if (segment) typedSegments.add(segment);
    },
    true,
  );
}

function hasTypedInput(): boolean {
  // Kept by public/boot.js before the app took the page over.
  if ((window.__tokaasEarly?.typed.length ?? 0) > 0) return true;
  for (const segment of typedSegments) {
    if (segment.isConnected) return true;
    typedSegments.delete(segment);
  }
  for (const field of typedFields) {
    if (!field.isConnected) typedFields.delete(field);
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.value !== '') return true;
  }
  return false;
}

// This page came from such a reload: it never reloads for it again (the mark is read once and
// cleared, so the next page opened in the tab may). Storage refused (privacy settings): no reload
// at all rather than a possible loop.
const alreadyReloaded = (() => {
  if (typeof sessionStorage === 'undefined') return false;
  try {
    const marked = sessionStorage.getItem(RELOADED_KEY) !== null;
    sessionStorage.removeItem(RELOADED_KEY);
    return marked;
  } catch {
    return true;
  }
})();

/**
 * The service worker of the new build, in control before the reload: the one in control now
 * answers pages with its own cached shell, which names the files that are gone. False when the
 * server could not be asked for it (the network went as the download failed).
 */
async function newestWorkerInControl(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return true;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return true;
  try {
    await registration.update();
  } catch {
    return false;
  }
  const installing = registration.installing;
  if (installing) {
    await new Promise<void>((resolve) => {
      const settled = () => installing.state !== 'installing' && resolve();
      installing.addEventListener('statechange', settled);
      settled();
    });
  }
  const waiting = registration.waiting;
  if (!waiting) return true;
  const changed = new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
  );
  waiting.postMessage({ type: 'SKIP_WAITING' });
  await changed;
  return true;
}

const currentState = (): StaleBuildState => ({
  online: navigator.onLine,
  alreadyReloaded,
  typedInput: hasTypedInput(),
});

/** How long the reload waits for the new build's worker before going anyway. */
const NEW_WORKER_WAIT_MS = 5_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let reloading: Promise<never> | undefined;

/**
 * After a download of the app's code failed: reloads the page into the new build when that is
 * safe (shouldReloadIntoNewBuild; the returned promise then never settles, the page goes), else
 * rejects with `error`, as the download would without this.
 */
export function reloadIntoNewBuild(error: unknown): Promise<never> {
  if (reloading) return reloading;
  // The server render has no page to reload.
  if (typeof window === 'undefined') return Promise.reject(error);
  if (!shouldReloadIntoNewBuild(currentState())) return Promise.reject(error);
  reloading = (async () => {
    sessionStorage.setItem(RELOADED_KEY, window.location.href);
    // Bounded: a worker that never installs or takes control (lie-fi) must not hold the page.
    const reached = await Promise.race([
      newestWorkerInControl().catch(() => true),
      wait(NEW_WORKER_WAIT_MS).then(() => true),
    ]);
    // The download failed as the network went (the browser said online a moment longer): there is
    // no new build to reach, and a reload would only show the page again from the device. The
    // failure stands, as offline.
    if (!reached || !navigator.onLine) {
      sessionStorage.removeItem(RELOADED_KEY);
      reloading = undefined;
      throw error;
    }
    window.location.reload();
    return new Promise<never>(() => {});
  })();
  return reloading;
}

/**
 * Vite's own signal that a chunk's dependencies failed to load (a widget loaded on use): the same
 * recovery; when it reloads, Vite is told not to throw meanwhile.
 */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!shouldReloadIntoNewBuild(currentState())) return;
    event.preventDefault();
    reloadIntoNewBuild((event as Event & { payload?: unknown }).payload).catch(() => {});
  });
}
