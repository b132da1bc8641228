import { useEffect } from 'react';

/** Sets the tab title as '{title} | Tokaas' while the screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | Tokaas`;
  }, [title]);
}
