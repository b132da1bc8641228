// What is near the building, by type (Metrô, Banco, … Pontos de ônibus). Each type opens a dialog
// listing its places: name, address and distance in whole metres.
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { PointOfInterest } from '../../api/catalogue.ts';
import { PlaceTypeIcon } from '../../ui/AmenityIcon.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { formatMetres, type PlaceGroup, placesByType } from './unit-view.ts';
import './NearbyPlaces.css';

export function NearbyPlaces({ places }: { places: readonly PointOfInterest[] }) {
  const groups = placesByType(places);
  // The chosen type stays while the dialog fades out, so its title does not blank.
  const [chosen, setChosen] = useState<PlaceGroup | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section className="unit-section" aria-labelledby="unit-nearby">
      <h2 id="unit-nearby">O que há por perto</h2>
      {groups.length ? (
        <ul className="unit-nearby">
          {groups.map((group) => (
            <li key={group.type}>
              <AriaButton
                className="unit-nearby-type"
                onPress={() => {
                  setChosen(group);
                  setIsOpen(true);
                }}
              >
                <PlaceTypeIcon type={group.type} />
                <span className="unit-nearby-name">{group.type}</span>
                <span className="unit-nearby-count">
                  {group.places.length === 1 ? '1 local' : `${group.places.length} locais`} · a partir de{' '}
                  {formatMetres(group.places[0]?.distance ?? 0)}
                </span>
              </AriaButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="unit-muted">Ainda não cadastramos os lugares próximos deste prédio.</p>
      )}
      <LazyModal title={chosen?.type ?? 'Por perto'} isOpen={isOpen} onOpenChange={setIsOpen}>
        {chosen && (
          <ul className="unit-places">
            {chosen.places.map((place) => (
              <li key={`${place.name}-${place.latitude}-${place.longitude}`}>
                <div>
                  <p className="unit-place-name">{place.name}</p>
                  <p className="unit-place-address">{place.adress}</p>
                </div>
                <p className="unit-place-distance">{formatMetres(place.distance)}</p>
              </li>
            ))}
          </ul>
        )}
      </LazyModal>
    </section>
  );
}
