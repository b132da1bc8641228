// Work that can wait for a quiet main thread: it starts at the browser's next idle moment (at the
// latest `timeoutMs` later), so it does not compete with the screen being opened. Where there is
// no requestIdleCallback (Safari) it starts at once, as before.
export function afterIdle(timeoutMs = 1000): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}

/**
 * After the next frame is painted, in a task of its own: for work a tap starts that need not be in
 * the frame answering the tap, so that frame is painted first (issue 32's INP on low-tier phones).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  // rAF runs just before the frame is painted; a task queued from it runs after that paint.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
