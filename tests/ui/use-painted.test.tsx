// What the resident's costly taps render first (issue 32): a cheap look that the browser paints,
// then the costly part once that frame was painted (an animation frame, then a task after it).
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePainted, useShownAfterPaint } from '../../src/ui/use-painted.ts';

// Animation frames run when the test says so; timers are fake.
let frames: (FrameRequestCallback | undefined)[] = [];
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

/** The animation frame: its callbacks run, just before the browser paints. */
function runFrame() {
  const due = frames;
  frames = [];
  act(() => {
    for (const callback of due) callback?.(0);
  });
}

/** A frame painted: the frame, then the tasks queued during it. */
function paintFrame() {
  runFrame();
  act(() => {
    vi.advanceTimersByTime(0);
  });
}

function Painted() {
  return <p>{usePainted() ? 'pronto' : 'esboço'}</p>;
}

function Problem({ open }: { open: boolean }) {
  return <p>{useShownAfterPaint(open) ? 'campos' : 'sem campos'}</p>;
}

describe('usePainted', () => {
  it('is false on the first render and true only after that render was painted', () => {
    render(<Painted />);
    expect(screen.getByText('esboço')).toBeTruthy();
    runFrame();
    // The frame is being painted: the costly part must not render in it.
    expect(screen.getByText('esboço')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('pronto')).toBeTruthy();
  });

  it('leaves no work behind once unmounted before the paint (the dialog closed at once)', () => {
    const { unmount } = render(<Painted />);
    unmount();
    runFrame();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useShownAfterPaint', () => {
  it('shows at once what was wanted on the first render (a saved Não on opening the form)', () => {
    render(<Problem open />);
    expect(screen.getByText('campos')).toBeTruthy();
  });

  it('a change to wanted waits for a painted frame; a change back hides at once', () => {
    const { rerender } = render(<Problem open={false} />);
    rerender(<Problem open />);
    expect(screen.getByText('sem campos')).toBeTruthy();
    paintFrame();
    expect(screen.getByText('campos')).toBeTruthy();

    rerender(<Problem open={false} />);
    expect(screen.getByText('sem campos')).toBeTruthy();
    // Wanted again: waits again.
    rerender(<Problem open />);
    expect(screen.getByText('sem campos')).toBeTruthy();
    paintFrame();
    expect(screen.getByText('campos')).toBeTruthy();
  });
});
