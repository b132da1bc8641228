// What the unit offers (Wifi, Piscina, Academia…), each with its icon.
import type { Amenity } from '../../api/catalogue.ts';
import { AmenityIcon } from '../../ui/AmenityIcon.tsx';

export function UnitAmenities({ amenities }: { amenities: readonly Amenity[] }) {
  return (
    <section className="unit-section" aria-labelledby="unit-amenities">
      <h2 id="unit-amenities">Comodidades</h2>
      {amenities.length ? (
        <ul className="unit-amenities">
          {amenities.map((amenity) => (
            <li key={amenity.id}>
              <AmenityIcon name={amenity.name} />
              <span>{amenity.name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="unit-muted">
          Esta unidade não tem comodidades extras. Água, luz, condomínio e IPTU já estão inclusos no plano.
        </p>
      )}
    </section>
  );
}
