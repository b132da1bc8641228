// The search's map: one marker per building (GET /enterprise/locations) with its number of units.
// Pressing a marker shows only that building's units (location=<enterprise id>); pressing it again,
// or the chip above the list, shows them all again. The map code is its own lazy chunk
// (LazyMapView: offline and never kept, the list stays and the map's place says why).
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LazyMapView } from '../shared/LazyMapView.tsx';
import type { LocationsState } from './useLocations.ts';

export interface SearchMapProps {
  locations: LocationsState;
  /** The building the list is limited to, as the URL has it. */
  selected?: string;
  onSelect: (enterpriseId: string | undefined) => void;
}

export function SearchMap({ locations, selected, onSelect }: SearchMapProps) {
  const markers = locations.locations.map((l) => ({
    id: l.id,
    position: [l.latitude, l.longitude] as const,
    label: `${l.name}, ${l.apartmentsCount} ${l.apartmentsCount === 1 ? 'unidade' : 'unidades'}`,
    text: l.apartmentsCount,
    isSelected: String(l.id) === selected,
  }));
  return (
    <div className="search__map">
      <LazyMapView
        placeholder={<Skeleton className="search__map-loading" />}
        label="Mapa dos empreendimentos"
        markers={markers}
        onMarkerPress={(id) => onSelect(String(id) === selected ? undefined : String(id))}
      />
      {locations.status === 'error' && (
        <div className="search__map-error" role="alert">
          <p>Não foi possível carregar os empreendimentos do mapa.</p>
          <Button size="sm" variant="secondary" onPress={locations.retry}>
            Tentar novamente
          </Button>
        </div>
      )}
    </div>
  );
}

/** The map's place before the app knows the screen is wide enough for it (SearchScreen). */
export function SearchMapPlace() {
  return (
    <div className="search__map">
      <Skeleton className="search__map-loading" />
    </div>
  );
}
