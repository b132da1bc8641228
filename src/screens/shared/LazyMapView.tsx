// The shared MapView, its code loaded when this mounts. Not React.lazy: a map whose code cannot be
// downloaded (offline, and this device never kept it: a visitor's install keeps the screens, not
// what they load on use) would take the whole screen down to its load failure, the search list or
// the unit's page with it. Here the map's place says the map needs the internet instead, and the
// load is tried again when the connection comes back (and on the next mount).
import { type ReactNode, useEffect, useState } from 'react';
import type { MapViewProps } from './MapView.tsx';
import './LazyMapView.css';

type MapViewComponent = (props: MapViewProps) => ReactNode;

export const MAP_OFFLINE_TEXT = 'O mapa precisa de internet para abrir.';

let loadedMap: MapViewComponent | undefined;
// The import alone: Vite wraps it with the preload of the map's CSS, whose failure must reach the
// handler below too (a `.then` written on the import would be wrapped with it, and skipped).
const importMap = () => import('./MapView.tsx');

export interface LazyMapViewProps extends MapViewProps {
  /** What shows while the code loads (the map's place, same size). */
  placeholder: ReactNode;
}

export function LazyMapView({ placeholder, ...props }: LazyMapViewProps) {
  const [MapComponent, setMapComponent] = useState<MapViewComponent | undefined>(() => loadedMap);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (MapComponent) return;
    let live = true;
    const load = () =>
      importMap().then(
        (module) => {
          loadedMap = module.MapView;
          if (live) setMapComponent(() => module.MapView);
        },
        (error: unknown) => {
          console.warn('[map] código do mapa não carregou:', (error as Error)?.message ?? error);
          if (live) setFailed(true);
        },
      );
    void load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [MapComponent]);

  if (MapComponent) return <MapComponent {...props} />;
  if (!failed) return placeholder;
  return (
    <div className="map-unavailable">
      <p>{MAP_OFFLINE_TEXT}</p>
    </div>
  );
}
