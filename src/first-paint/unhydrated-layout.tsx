// A server-rendered page draws each width's layout and CSS shows the one that fits
// (useLayoutQuery); once the app runs, the one that does not fit is dropped. Hydrating that one
// first was pure cost on a slow phone: on the unit page the photo grid's buttons and the whole
// reservation panel were hydrated, their effects run, then unmounted a commit later. The layout
// this screen does not show is kept instead as the server drew it (an element whose inner HTML
// React neither checks nor descends into while hydrating) until the commit that drops it.
import type { HTMLAttributes } from 'react';

/**
 * Whether the layout drawn for `layoutFor` (the value of `query` it is shown at) can stay the
 * server's markup: only while the app takes the page over (`picked`, useLayoutQuery's value, is
 * undefined), in a browser, when the screen is not at that layout. False on the server, which
 * draws every layout, and wherever matchMedia does not exist.
 */
export function leftUnhydrated(picked: boolean | undefined, query: string, layoutFor: boolean): boolean {
  if (picked !== undefined || typeof window === 'undefined' || !window.matchMedia) return false;
  return window.matchMedia(query).matches !== layoutFor;
}

interface ServerMarkupProps extends HTMLAttributes<HTMLElement> {
  /** The tag of the layout's outer element, as the server drew it. */
  as: 'div' | 'aside' | 'section';
}

/**
 * The outer element of a layout left unhydrated: same tag at the same place, its content the
 * server's. Rendered only during hydration (leftUnhydrated), so it never draws anything itself.
 */
export function ServerMarkup({ as: Tag, ...props }: ServerMarkupProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, and never applied: hydration keeps the server's content.
  return <Tag {...props} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
