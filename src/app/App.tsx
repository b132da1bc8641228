// The app shell: providers, the invisible bridges to the data layer, the layout and the routes.
import { lazy, Suspense, useEffect } from 'react';
import { useRevealOnNavigation } from '../first-paint/snapshot-takeover.ts';
import { HERO_PHOTO_SIZES, HERO_PHOTOS } from '../screens/home/home-content.ts';
import { closeLoginDialog, setLoginView, useLoginDialog } from '../ui/login-dialog.ts';
import { photoSources } from '../ui/photo-sources.ts';
import { UIProvider } from '../ui/UIProvider.tsx';
import { AppWideEffects } from './AppWideEffects.tsx';
import { Footer } from './layout/Footer.tsx';
import { TopBar } from './layout/TopBar.tsx';
import { Routes } from './routes.tsx';
import { installScrollRestoration } from './scroll-restoration.ts';
import './App.css';

/**
 * The home's largest paint is its first hero photo. On '/', its download starts as soon as the
 * shell runs, not after the home screen's chunk has arrived and rendered the <img>. The preload
 * carries the <img>'s srcset and sizes, so it fetches the same width the <img> then uses. A
 * server-rendered page has it in its <head> already.
 */
function preloadHomeHero(): void {
  const hero = HERO_PHOTOS[0];
  if (typeof document === 'undefined' || window.location.pathname !== '/' || !hero) return;
  if (document.querySelector('link[rel="preload"][as="image"]')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  const { src, srcSet } = photoSources(hero);
  if (srcSet) {
    // No href: a browser without imagesrcset would fetch the full photo besides the one it picks.
    link.imageSrcset = srcSet;
    link.imageSizes = HERO_PHOTO_SIZES;
  } else {
    link.href = src;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
preloadHomeHero();

const LoginDialog = lazy(() =>
  import('../screens/auth/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })),
);

function LoginDialogHost() {
  const { isOpen, view } = useLoginDialog();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog isOpen={isOpen} view={view} onViewChange={setLoginView} onClose={closeLoginDialog} />
    </Suspense>
  );
}

export function App() {
  useRevealOnNavigation();
  useEffect(installScrollRestoration, []);
  return (
    <UIProvider>
      <AppWideEffects />
      <a className="app-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <TopBar />
      <main id="conteudo" className="app-main" tabIndex={-1}>
        <Routes />
      </main>
      <Footer />
      <LoginDialogHost />
    </UIProvider>
  );
}
