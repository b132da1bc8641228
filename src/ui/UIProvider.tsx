// UIProvider: mount once around the app. It makes react-aria speak pt-BR (dates, numbers, built-in
// labels), routes react-aria links (menu items with href) through wouter without page reloads, and
// renders the toast region.
//
//   <UIProvider><App /></UIProvider>
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { ToastRegion } from './Toast.tsx';

export const LOCALE = 'pt-BR';

export function UIProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <I18nProvider locale={LOCALE}>
      <RouterProvider navigate={(path) => navigate(path)}>
        {children}
        <ToastRegion />
      </RouterProvider>
    </I18nProvider>
  );
}
