// What narrows the list besides the 'Filtros' dialog, each with a button that takes it away: the
// search text, the building picked on the map (or at home) and the stay dates.
import { Button } from 'react-aria-components';
import type { Location } from '../../api/catalogue.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import type { SearchState } from './search-params.ts';

interface Chip {
  id: string;
  text: string;
  /** Spoken by the remove button: 'Remover Tokaas Pinheiros'. */
  name: string;
  remove: () => void;
}

export interface ActiveChipsProps {
  state: SearchState;
  locations: readonly Location[];
  onChange: (state: SearchState) => void;
}

export function ActiveChips({ state, locations, onChange }: ActiveChipsProps) {
  const chips: Chip[] = [];
  if (state.q) {
    chips.push({
      id: 'q',
      text: `Busca: ${state.q}`,
      name: `Remover busca por ${state.q}`,
      remove: () => onChange({ ...state, q: undefined }),
    });
  }
  if (state.location) {
    const building = locations.find((l) => String(l.id) === state.location);
    const text = building ? building.name : /^\d+$/.test(state.location) ? 'Empreendimento' : state.location;
    chips.push({
      id: 'location',
      text,
      name: `Remover filtro ${text}`,
      remove: () => onChange({ ...state, location: undefined }),
    });
  }
  if (state.checkin && state.checkout) {
    const text = `${formatDateBr(state.checkin)} – ${formatDateBr(state.checkout)}`;
    chips.push({
      id: 'dates',
      text,
      name: `Remover datas ${text}`,
      remove: () => onChange({ ...state, checkin: undefined, checkout: undefined }),
    });
  }
  if (!chips.length) return null;
  return (
    <ul className="search__chips" aria-label="Filtros aplicados">
      {chips.map((chip) => (
        <li key={chip.id} className="search__chip">
          <span>{chip.text}</span>
          <Button className="search__chip-remove" aria-label={chip.name} onPress={chip.remove}>
            <CloseIcon size={16} />
          </Button>
        </li>
      ))}
    </ul>
  );
}
