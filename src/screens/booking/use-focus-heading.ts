// When a step of the flow replaces the page (the Pix screen, the welcome), move focus and the
// scroll to its heading, so keyboard and screen-reader users land on what changed.
import { type RefObject, useEffect } from 'react';

export function useFocusHeading(container: RefObject<HTMLElement | null>, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the step (key) changes
  useEffect(() => {
    const heading = container.current?.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [container, key]);
}
