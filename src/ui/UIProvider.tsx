// UIProvider: mount once around the app. It makes react-aria speak pt-BR (dates, numbers, built-in
// labels), routes react-aria links (menu items with href) through wouter without page reloads, and
// renders the toast region (its code loaded with the first toast: LazyToastRegion.tsx).
//
//   <UIProvider><App /></UIProvider>
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { LazyToastRegion } from './LazyToastRegion.tsx';

export const LOCALE = 'pt-BR';

export function UIProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <I18nProvider locale={LOCALE}>
      <RouterProvider navigate={(path) => navigate(path)}>
        {children}
        <LazyToastRegion />
      </RouterProvider>
    </I18nProvider>
  );
}
