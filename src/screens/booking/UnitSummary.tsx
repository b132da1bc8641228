// The unit being hired, in short (spec 2 'Booking'): photo, type and building, name, address, then
// area, residents, single beds, double beds and bathrooms.
import type { Apartment } from '../../api/catalogue.ts';
import { formatArea } from '../../domain/number-format.ts';
import { AreaIcon, BathIcon, BedIcon, MapPinIcon, PeopleIcon } from '../../ui/icons.tsx';
import { photoSources } from '../../ui/photo-sources.ts';
import { countOf, fullAddress } from '../unit/unit-view.ts';
import './UnitSummary.css';

/** The 3:2 photo covers a 96×72 box (160×120 from 600 px), so it is drawn 9/8 of the box's width. */
const PHOTO_SIZES = '(min-width: 600px) 180px, 108px';

export function UnitSummary({ unit }: { unit: Apartment }) {
  const building = unit.enterprise.data;
  const photo = unit.imagesThumbnail[0] ?? unit.images[0] ?? building.imagesThumbnail[0];
  const facts = [
    { key: 'area', label: 'Área', icon: <AreaIcon size={20} />, value: formatArea(unit.meters) },
    {
      key: 'residents',
      label: 'Moradores',
      icon: <PeopleIcon size={20} />,
      value: countOf(unit.residents, 'pessoa', 'pessoas'),
    },
    { key: 'single', label: 'Camas de solteiro', icon: <BedIcon size={20} />, value: String(unit.singleBed) },
    { key: 'double', label: 'Camas de casal', icon: <BedIcon size={20} />, value: String(unit.doubleBed) },
    { key: 'bath', label: 'Banheiros', icon: <BathIcon size={20} />, value: String(unit.bathrooms) },
  ];
  return (
    <section className="booking-unit" aria-labelledby="booking-unit-name">
      {photo && (
        <img
          className="booking-unit-photo"
          {...photoSources(photo.image)}
          sizes={PHOTO_SIZES}
          alt=""
          width={160}
          height={120}
          loading="eager"
          decoding="async"
        />
      )}
      <div className="booking-unit-text">
        <p className="booking-unit-type">
          {unit.apartamentType.name} · {building.name}
        </p>
        <h2 id="booking-unit-name" className="booking-unit-name">
          {unit.displayName}
        </h2>
        <p className="booking-unit-address">
          <MapPinIcon size={18} />
          <span>
            <span className="visually-hidden">Endereço: </span>
            {fullAddress(building)}
          </span>
        </p>
      </div>
      <dl className="booking-unit-facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>
              {fact.icon}
              {fact.label}
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
