// The next frame's paint, then a task of its own: for work a tap starts that need not be in the
// frame answering the tap (issue 32: the sort's tap paints its closed menu and new label first).
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // rAF runs just before the frame is painted; a task queued from it runs after that paint.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
