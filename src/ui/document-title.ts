import { useEffect } from 'react';

/** The tab title of a screen titled `title`. */
export const documentTitle = (title: string) => `${title} | Tokaas`;

// The title the last server render asked for: effects do not run on the server, so the server
// render notes it here and puts it in the page's <title>.
let renderedTitle: string | undefined;
export function takeRenderedTitle(): string | undefined {
  const title = renderedTitle;
  renderedTitle = undefined;
  return title;
}

/** Sets the tab title as '{title} | Tokaas' while the screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  if (import.meta.env.SSR && title) renderedTitle = documentTitle(title);
  useEffect(() => {
    // Not set again to what it is (the server's title, at hydration): even the same title is sent
    // to the browser's process, about 3 ms at full speed, in the task that ends hydration.
    if (title && document.title !== documentTitle(title)) document.title = documentTitle(title);
  }, [title]);
}
