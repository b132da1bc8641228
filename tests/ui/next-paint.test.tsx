// onNextPaint (src/shared/idle.ts): work a tap starts runs after the frame answering it is painted,
// and still runs on a page that paints no frames (hidden, or its frames stalled).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNextPaint } from '../../src/shared/idle.ts';

let frames: FrameRequestCallback[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
};

describe('onNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    vi.stubGlobal('cancelAnimationFrame', () => {
      frames = [];
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs in a task after the next frame, once', () => {
    const then = vi.fn();
    onNextPaint(then);
    vi.advanceTimersByTime(500);
    expect(then).not.toHaveBeenCalled();
    paint();
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs within a second when no frame comes', () => {
    const then = vi.fn();
    onNextPaint(then);
    vi.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('on a hidden page, runs after a timer without waiting for a frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const then = vi.fn();
    onNextPaint(then);
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    expect(frames).toHaveLength(0);
  });

  it('cancelled, never runs', () => {
    const then = vi.fn();
    const cancel = onNextPaint(then);
    cancel();
    paint();
    vi.advanceTimersByTime(5_000);
    expect(then).not.toHaveBeenCalled();
  });
});
