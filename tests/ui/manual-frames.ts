// Animation frames that run when a test says so, with fake timers: for what waits for the
// browser's next paint (onNextPaint, src/shared/idle.ts: an animation frame, then a task after it).
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

let frames: (FrameRequestCallback | undefined)[] = [];

/** Installs the manual frames and fake timers around each test of the calling file. */
export function manualFramesInEachTest(): void {
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = undefined;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The animation frame: its callbacks run, just before the browser paints. */
export function runFrame(): void {
  const due = frames;
  frames = [];
  act(() => {
    for (const callback of due) callback?.(0);
  });
}

/** A frame painted: the frame, then the tasks queued during it. */
export function paintFrame(): void {
  runFrame();
  act(() => {
    vi.advanceTimersByTime(0);
  });
}
