// Where the unit is: the address, a map with a pin (the shared MapView, loaded when it comes within
// 200 px of the screen: its code and tiles are the heaviest part of the page, so not earlier) and a
// link to Google Street View at the building's coordinates.
import { useEffect, useRef, useState } from 'react';
import type { Enterprise } from '../../api/catalogue.ts';
import { MapPinIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { LazyMapView } from '../shared/LazyMapView.tsx';
import { fullAddress, streetViewUrl } from './unit-view.ts';

const MAP_HEIGHT = 320;

/** True once the element came within 200 px of the viewport (and stays true). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

export function UnitLocation({ building }: { building: Enterprise }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <Skeleton height={MAP_HEIGHT} />;
  return (
    <section className="unit-section" aria-labelledby="unit-location">
      <h2 id="unit-location">Localização</h2>
      <p className="unit-location-address">
        <MapPinIcon size={20} />
        <span>{fullAddress(building)}</span>
      </p>
      <div className="unit-location-map" ref={ref} style={{ height: MAP_HEIGHT }}>
        {near ? (
          <LazyMapView
            placeholder={placeholder}
            label={`Mapa com a localização do ${building.name}`}
            markers={[
              {
                id: building.id,
                position: [building.latitude, building.longitude],
                label: `${building.name}, ${fullAddress(building)}`,
              },
            ]}
            scrollFriendly
          />
        ) : (
          placeholder
        )}
      </div>
      <TextLink href={streetViewUrl(building.latitude, building.longitude)} external>
        Ver no Street View
      </TextLink>
    </section>
  );
}
