// The sort menu (spec 2): Relevantes (default), Menor Preço, Maior Preço. A ChoiceMenu: three fixed
// items need no react-aria collection or modal popover, whose pick cost a low-tier phone's tap
// ~500 ms (src/ui/ChoiceMenu.tsx).
import { useState } from 'react';
import type { Order } from '../../api/catalogue.ts';
import { afterNextPaint } from '../../shared/idle.ts';
import { ChoiceMenu } from '../../ui/ChoiceMenu.tsx';

export const SORT_OPTIONS: readonly { id: Order; label: string }[] = [
  { id: 'relevance', label: 'Relevantes' },
  { id: 'price_asc', label: 'Menor Preço' },
  { id: 'price_desc', label: 'Maior Preço' },
];

export function SortMenu({ value, onChange }: { value: Order; onChange: (order: Order) => void }) {
  // The order picked, shown from the tap's own frame: the search changes after that frame is
  // painted, so the tap answers with a closed menu and the new label before the screen renders the
  // new search (a low-tier phone's tap took ~470 ms with both). Any change of `value` (the pick
  // reaching the URL, or Back) ends it.
  const [picked, setPicked] = useState<Order | null>(null);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setPicked(null);
  }
  const shown = picked ?? value;
  const current = SORT_OPTIONS.find((o) => o.id === shown) ?? SORT_OPTIONS[0];
  return (
    <ChoiceMenu
      variant="secondary"
      label={
        <>
          <span className="visually-hidden-on-phone">Ordenar por: </span>
          {current?.label}
        </>
      }
      choices={SORT_OPTIONS}
      checked={shown}
      onPick={(order) => {
        setPicked(order);
        void afterNextPaint().then(() => onChange(order));
      }}
    />
  );
}
