// MapView: an OpenStreetMap map (pigeon-maps) with labelled markers and 'Aumentar zoom' /
// 'Diminuir zoom' buttons. It opens on São Paulo at zoom 12, then fits every marker with the zoom
// clamped to 8..15 (domain/map-view.ts). Markers are real buttons (Tab reaches them, Enter presses
// them) when `onMarkerPress` is given, otherwise labelled images (a unit's pin).
//
// Tiles come from tile.openstreetmap.org; without a connection they simply do not appear and the
// markers still work on the plain background. Screens draw it through LazyMapView: it is the
// heaviest part of a screen, and loads on its own.
//
//   <LazyMapView placeholder={<Skeleton … />} label="Mapa dos empreendimentos" markers={[{ id: 3, position: [-23.56, -46.64],
//     label: 'Tokaas Bela Vista, 16 unidades', text: '16' }]} onMarkerPress={(id) => …} />
import { Overlay, Map as PigeonMap, type TileComponent } from 'pigeon-maps';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import {
  fitView,
  type LatLng,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  type MapViewState,
} from '../../domain/map-view.ts';
import { cx } from '../../ui/cx.ts';
import { MapPinIcon, MinusIcon, PlusIcon } from '../../ui/icons.tsx';
import './MapView.css';

export interface MapMarker {
  id: string | number;
  position: LatLng;
  /** Accessible name: 'Tokaas Pinheiros, 18 unidades'. */
  label: string;
  /** Short visible text in the marker (a count, a price); a pin icon when absent. */
  text?: ReactNode;
  isSelected?: boolean;
}

export interface MapViewProps {
  /** Names the map region. */
  label: string;
  markers: readonly MapMarker[];
  /** Makes the markers buttons. */
  onMarkerPress?: (id: MapMarker['id']) => void;
  /**
   * In a scrolling page: wheel zoom needs Ctrl and touch panning two fingers, so the page scrolls
   * past the map (off by default: a map that fills its panel takes every gesture).
   */
  scrollFriendly?: boolean;
  className?: string;
}

/** How far the buttons zoom; the markers' fit is clamped to 8..15 separately. */
const MIN_ZOOM = 3;
const MAX_ZOOM = 18;

/** Pigeon's tile, minus the broken-image icon when a tile cannot load (offline): it just stays away. */
const QuietTile: TileComponent = ({ tile, tileLoaded }) => (
  <img
    src={tile.url}
    srcSet={tile.srcSet}
    width={tile.width}
    height={tile.height}
    loading="lazy"
    alt=""
    onLoad={tileLoaded}
    onError={(event) => {
      event.currentTarget.style.visibility = 'hidden';
      tileLoaded();
    }}
    style={{
      position: 'absolute',
      left: tile.left,
      top: tile.top,
      willChange: 'transform',
      transformOrigin: 'top left',
    }}
  />
);

function useSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setSize((old) => {
        const width = Math.round(element.clientWidth);
        const height = Math.round(element.clientHeight);
        return old.width === width && old.height === height ? old : { width, height };
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function MapView({ label, markers, onMarkerPress, scrollFriendly, className }: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const size = useSize(box);
  const [view, setView] = useState<MapViewState>({ center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM });

  // Fit once per set of markers, when the map has a size; after that the person's view stays.
  const markerKey = markers.map((m) => `${m.id}@${m.position.join(',')}`).join('|');
  const fittedFor = useRef<string | null>(null);
  const positions = useRef<LatLng[]>([]);
  positions.current = markers.map((m) => m.position);
  useEffect(() => {
    if (!size.width || !size.height || fittedFor.current === markerKey) return;
    fittedFor.current = markerKey;
    setView(fitView(positions.current, size));
  }, [markerKey, size]);

  const zoomBy = (delta: number) =>
    setView((v) => ({ ...v, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(v.zoom) + delta)) }));

  return (
    <section className={cx('map-view', className)} aria-label={label}>
      <div ref={box} className="map-view__canvas">
        {size.width > 0 && size.height > 0 && (
          <PigeonMap
            width={size.width}
            height={size.height}
            center={[view.center[0], view.center[1]]}
            zoom={view.zoom}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            onBoundsChanged={({ center, zoom }) => setView({ center, zoom })}
            metaWheelZoom={scrollFriendly}
            metaWheelZoomWarning="Use Ctrl + rolagem para aproximar o mapa"
            twoFingerDrag={scrollFriendly}
            twoFingerDragWarning="Use dois dedos para mover o mapa"
            attributionPrefix={false}
            tileComponent={QuietTile}
          >
            {markers.map((marker) => (
              <Overlay
                key={marker.id}
                anchor={[marker.position[0], marker.position[1]]}
                // Markers take their own presses: no map drag starts on them.
                className={cx(
                  'pigeon-drag-block map-view__overlay',
                  marker.isSelected && 'map-view__overlay--selected',
                )}
              >
                <MarkerPin marker={marker} onPress={onMarkerPress} />
              </Overlay>
            ))}
          </PigeonMap>
        )}
      </div>
      <div className="map-view__zoom">
        <Button
          className="map-view__zoom-button"
          aria-label="Aumentar zoom"
          isDisabled={view.zoom >= MAX_ZOOM}
          onPress={() => zoomBy(1)}
        >
          <PlusIcon size={20} />
        </Button>
        <Button
          className="map-view__zoom-button"
          aria-label="Diminuir zoom"
          isDisabled={view.zoom <= MIN_ZOOM}
          onPress={() => zoomBy(-1)}
        >
          <MinusIcon size={20} />
        </Button>
      </div>
    </section>
  );
}

function MarkerPin({ marker, onPress }: { marker: MapMarker; onPress?: MapViewProps['onMarkerPress'] }) {
  // A pin icon alone, or just the text: neighbouring markers overlap less when they are narrow.
  const content =
    marker.text === undefined ? (
      <MapPinIcon size={18} />
    ) : (
      <span className="map-view__marker-text">{marker.text}</span>
    );
  if (!onPress) {
    return (
      <span className="map-view__marker" role="img" aria-label={marker.label}>
        {content}
      </span>
    );
  }
  return (
    <Button
      className="map-view__marker"
      aria-label={marker.label}
      aria-pressed={marker.isSelected ?? false}
      data-selected={marker.isSelected || undefined}
      onPress={() => onPress(marker.id)}
    >
      {content}
    </Button>
  );
}
