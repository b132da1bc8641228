// The unit in numbers: area, residents, single and double beds, bathrooms.
import type { Apartment } from '../../api/catalogue.ts';
import { formatArea } from '../../domain/number-format.ts';
import { AreaIcon, BathIcon, BedIcon, PeopleIcon } from '../../ui/icons.tsx';
import { countOf } from './unit-view.ts';

export function UnitFacts({ unit }: { unit: Apartment }) {
  const facts = [
    { key: 'area', icon: <AreaIcon />, text: formatArea(unit.meters) },
    { key: 'residents', icon: <PeopleIcon />, text: countOf(unit.residents, 'morador', 'moradores') },
    {
      key: 'single',
      icon: <BedIcon />,
      text: countOf(unit.singleBed, 'cama de solteiro', 'camas de solteiro'),
    },
    { key: 'double', icon: <BedIcon />, text: countOf(unit.doubleBed, 'cama de casal', 'camas de casal') },
    { key: 'bath', icon: <BathIcon />, text: countOf(unit.bathrooms, 'banheiro', 'banheiros') },
  ];
  return (
    <ul className="unit-facts" aria-label="Características">
      {facts.map((fact) => (
        <li key={fact.key}>
          {fact.icon}
          <span>{fact.text}</span>
        </li>
      ))}
    </ul>
  );
}
