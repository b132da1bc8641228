// The sort menu (spec 2): Relevantes (default), Menor Preço, Maior Preço. Its menu's code loads
// when the button is touched: the search's first load carries the button only.
import type { Order } from '../../api/catalogue.ts';
import { LazyDropdown } from '../../ui/LazyDropdown.tsx';

export const SORT_OPTIONS: readonly { id: Order; label: string }[] = [
  { id: 'relevance', label: 'Relevantes' },
  { id: 'price_asc', label: 'Menor Preço' },
  { id: 'price_desc', label: 'Maior Preço' },
];

export function SortMenu({ value, onChange }: { value: Order; onChange: (order: Order) => void }) {
  const current = SORT_OPTIONS.find((o) => o.id === value) ?? SORT_OPTIONS[0];
  return (
    <LazyDropdown
      variant="secondary"
      placement="bottom end"
      label={
        <>
          <span className="visually-hidden-on-phone">Ordenar por: </span>
          {current?.label}
        </>
      }
      items={SORT_OPTIONS}
      selectedId={value}
      onSelect={(id) => onChange(id as Order)}
    />
  );
}
