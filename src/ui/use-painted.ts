// For a tap whose answer is costly to render on a slow phone (issue 32: INP ≤ 200 ms at ~9× CPU):
// the tap renders a cheap first look, the browser paints it, and only then does the costly part
// render, in a task of its own. A requestAnimationFrame callback runs just before the frame is
// painted; a timer set from it fires after that paint (onNextPaint, src/shared/idle.ts).
import { useEffect, useState } from 'react';
import { onNextPaint } from '../shared/idle.ts';

/** False on the first render, true once that render has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : onNextPaint(() => setPainted(true))), [painted]);
  return painted;
}
