// On phones the order panel comes after the unit and the terms: a shortcut takes the visitor there
// (and moves focus to its heading). Hidden from 960 px, where the panel sits beside the page.
import { Button } from '../../ui/Button.tsx';
import { ChevronDownIcon } from '../../ui/icons.tsx';

export const ORDER_PANEL_ID = 'pedido';

export function JumpToOrder({ label = 'Ir para o pedido' }: { label?: string }) {
  const jump = () => {
    const panel = document.getElementById(ORDER_PANEL_ID);
    if (!panel) return;
    panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const heading = panel.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
  };
  return (
    <div className="booking-jump">
      <Button variant="secondary" size="sm" icon={<ChevronDownIcon size={18} />} onPress={jump}>
        {label}
      </Button>
    </div>
  );
}
