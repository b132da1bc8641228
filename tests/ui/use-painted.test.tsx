// What the resident's costly taps render first (issue 32): a cheap look that the browser paints,
// then the costly part once that frame was painted (an animation frame, then a task after it).
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePainted } from '../../src/ui/use-painted.ts';
import { manualFramesInEachTest, runFrame } from './manual-frames.ts';

manualFramesInEachTest();

function Painted() {
  return <p>{usePainted() ? 'pronto' : 'esboço'}</p>;
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
