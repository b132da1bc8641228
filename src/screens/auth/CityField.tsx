// Cidade: type to find the city. With a state chosen, its cities filtered by what is typed; without
// one, the server's search by name (debounced 500 ms). Choosing a city also sets its state.
import { ComboBox } from '../../ui/ComboBox.tsx';
import type { ChosenCity } from './register-model.ts';
import type { FieldState } from './register-section.ts';
import { useCityOptions } from './use-places.ts';

export interface CityFieldProps extends FieldState {
  uf: string;
  text: string;
  city: ChosenCity | null;
  onTextChange: (text: string) => void;
  onChoose: (city: ChosenCity | null) => void;
}

export function CityField({ uf, text, city, onTextChange, onChoose, ...state }: CityFieldProps) {
  const { items, isLoading } = useCityOptions(uf, text, city);
  return (
    <ComboBox<number>
      label="Cidade"
      isRequired
      filter="server"
      items={items.map((c) => ({ id: c.id, label: c.name }))}
      value={city?.id ?? null}
      inputValue={text}
      onInputChange={onTextChange}
      onChange={(id) => onChoose(id === null ? null : (items.find((c) => c.id === id) ?? null))}
      isLoading={isLoading}
      placeholder={uf ? 'Digite para filtrar' : 'Digite o nome da cidade'}
      emptyMessage={text.trim().length < 2 && !uf ? 'Digite ao menos 2 letras' : 'Nenhuma cidade encontrada'}
      {...state}
    />
  );
}
