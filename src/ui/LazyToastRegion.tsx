// LazyToastRegion: the toast region (ToastRegion.tsx), whose code loads with the first toast. A
// toast raised before that code arrives waits in the shell's toaster (Toast.tsx) and shows when it
// arrives (its timer starts only then: react-aria's queue runs it while a region shows it).
// Rendered once, by UIProvider.
import { type ComponentType, useEffect, useState } from 'react';
import { toastsRaised } from './Toast.tsx';

let loading: Promise<ComponentType> | undefined;
// The import alone: Vite wraps it with the preload of its CSS, whose failure must reach the
// handler below too (a `.then` written on the import would be wrapped with it, and skipped).
const importRegion = () => import('./ToastRegion.tsx');

function loadRegion(): Promise<ComponentType> {
  loading ??= importRegion().then(
    (module) => module.ToastRegion,
    (error: unknown) => {
      // Tried again with the next toast (the file may come once the network does).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function LazyToastRegion() {
  // In state as `{ Region }`: a component itself would be called by setState as an updater.
  const [loaded, setLoaded] = useState<{ Region: ComponentType }>();
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const load = () => {
      if (!toastsRaised.any()) return;
      loadRegion().then(
        (Region) => {
          if (live) setLoaded({ Region });
        },
        (error: unknown) => console.warn('[toast] a região de avisos não carregou', error),
      );
    };
    load();
    const unsubscribe = toastsRaised.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [loaded]);
  return loaded ? <loaded.Region /> : null;
}
