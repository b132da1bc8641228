// Infinite scroll: calls `onReach` when the sentinel (an empty element after the list) comes within
// `margin` of the viewport. A new observer is made whenever `enabled` or `generation` changes, and a
// new observer reports at once, so a page that still leaves the sentinel in view asks for the next.
import { type RefObject, useEffect } from 'react';

export function useInfiniteScroll(
  sentinel: RefObject<Element | null>,
  onReach: () => void,
  { enabled, generation, margin = '800px' }: { enabled: boolean; generation: number; margin?: string },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` (a new page arrived) re-observes, so a sentinel still in view asks for more.
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, onReach, enabled, generation, margin]);
}
