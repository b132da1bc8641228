// Work that can wait for a quiet main thread: it starts at the browser's next idle moment (at the
// latest `timeoutMs` later), so it does not compete with the screen being opened. Where there is
// no requestIdleCallback (Safari) it starts at once, as before.
export function afterIdle(timeoutMs = 1000): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}

/**
 * Calls `then` once the browser has painted the current frame, in a task of its own; returns a
 * cancel. For work a tap starts that need not be in the frame answering the tap, so that frame is
 * painted first (issue 32's INP on low-tier phones).
 */
export function onNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  // rAF runs just before the frame is painted; a timer set from it fires after that paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** `onNextPaint` as a promise, for work that is never cancelled. */
export const afterNextPaint = (): Promise<void> => new Promise((resolve) => onNextPaint(resolve));
