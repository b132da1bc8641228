// Cidade on the profile: type at least two letters and the server's search by name answers
// (GET /city/city-by-name, debounced 500 ms, spec 5 and 9); only a city from the list can be
// chosen, so text typed without choosing one is cleared when the field loses focus.
import { ComboBox } from '../../ui/ComboBox.tsx';
import type { FieldState } from '../auth/register-section.ts';
import { useCityOptions } from '../auth/use-places.ts';
import type { ChosenCity } from './profile-model.ts';

export interface ProfileCityFieldProps extends FieldState {
  text: string;
  city: ChosenCity | null;
  onTextChange: (text: string) => void;
  onChoose: (city: ChosenCity | null) => void;
}

export function ProfileCityField({ text, city, onTextChange, onChoose, ...state }: ProfileCityFieldProps) {
  // No state filter: the search by name finds the city in any state, and choosing it sets the state.
  const { items, isLoading } = useCityOptions('', text, city);
  return (
    <ComboBox<number>
      label="Cidade"
      isRequired
      filter="server"
      items={items.map((c) => ({ id: c.id, label: c.name }))}
      value={city?.id ?? null}
      inputValue={text}
      onInputChange={onTextChange}
      onChange={(id) => {
        if (id === null) return onChoose(null);
        const chosen = items.find((c) => c.id === id);
        if (chosen) onChoose(chosen);
      }}
      isLoading={isLoading}
      placeholder="Digite o nome da cidade"
      emptyMessage={text.trim().length < 2 ? 'Digite ao menos 2 letras' : 'Nenhuma cidade encontrada'}
      {...state}
    />
  );
}
