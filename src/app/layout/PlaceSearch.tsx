// The top bar's place search: the 27 Brazilian states filtered by prefix; choosing one, or
// submitting any text, opens the search with q.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { STATES } from '../../domain/brazil-states.ts';
import { Button } from '../../ui/Button.tsx';
import { ComboBox } from '../../ui/ComboBox.tsx';
import { SearchIcon } from '../../ui/icons.tsx';

const ITEMS = [...STATES]
  .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  .map((s) => ({ id: s.uf, label: s.name }));

/** `onSearch` runs after a search was opened (the top bar folds its phone search row then). */
export function PlaceSearch({ onSearch }: { onSearch?: () => void } = {}) {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const go = (q: string) => {
    if (!q.trim()) return;
    navigate(`/buscar?q=${encodeURIComponent(q.trim())}`);
    onSearch?.();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };
  return (
    <form className="app-place-search" aria-label="Buscar por estado" onSubmit={onSubmit}>
      <ComboBox
        aria-label="Para onde você vai?"
        placeholder="Para onde você vai?"
        items={ITEMS}
        filter="prefix"
        // A neighbourhood or building typed in full is searched as text, not thrown away on blur.
        allowsCustomValue
        inputValue={text}
        onInputChange={setText}
        onChange={(uf) => {
          const state = ITEMS.find((item) => item.id === uf);
          if (state) {
            setText(state.label);
            go(state.label);
          }
        }}
        emptyMessage="Nenhum estado encontrado"
      />
      <Button type="submit" variant="primary" size="sm" icon={<SearchIcon />} aria-label="Buscar" />
    </form>
  );
}
