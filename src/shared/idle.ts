// Work that can wait for a quiet main thread: it starts at the browser's next idle moment (at the
// latest `timeoutMs` later), so it does not compete with the screen being opened. Where there is
// no requestIdleCallback (Safari) it starts at once, as before.
export function afterIdle(timeoutMs = 1000): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
}
