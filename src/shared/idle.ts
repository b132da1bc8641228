// Work that can wait for a quiet main thread: it starts at the browser's next idle moment (at the
// latest `timeoutMs` later), so it does not compete with the screen being opened. Where there is
// no requestIdleCallback (Safari) it starts at once, as before.
export function afterIdle(timeoutMs = 1000): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}

/** The longest a frame is waited for: a page that paints none (hidden, or a stalled compositor). */
const NO_FRAME_MS = 1000;

/**
 * Calls `then` once the browser has painted the current frame, in a task of its own; returns a
 * cancel. For work a tap starts that need not be in the frame answering the tap, so that frame is
 * painted first (issue 32's INP on low-tier phones). A hidden page paints no frames: `then` runs
 * after a timer there, as it does when no frame has come within NO_FRAME_MS.
 */
export function onNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    then();
  };
  const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
  if (typeof requestAnimationFrame !== 'function' || hidden) {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  timer = setTimeout(run, NO_FRAME_MS);
  // rAF runs just before the frame is painted; a timer set from it fires after that paint.
  const frame = requestAnimationFrame(() => {
    clearTimeout(timer);
    timer = setTimeout(run, 0);
  });
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** `onNextPaint` as a promise, for work that is never cancelled. */
export const afterNextPaint = (): Promise<void> => new Promise((resolve) => onNextPaint(resolve));
