// The sort menu of /buscar answers a pick with its new label at once, while the search (the URL)
// changes after the frame is painted; the label then follows the URL, Back included.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../src/api/catalogue.ts';
import { SortMenu } from '../../src/screens/search/SortMenu.tsx';

const sortButton = () => screen.getByRole('button', { name: /^Ordenar por:/ });

function renderSort(value: Order, onChange: (order: Order) => void) {
  const ui = (v: Order) => (
    <I18nProvider locale="pt-BR">
      <SortMenu value={v} onChange={onChange} />
    </I18nProvider>
  );
  const view = render(ui(value));
  return { rerender: (v: Order) => view.rerender(ui(v)) };
}

describe('SortMenu', () => {
  it('a pick shows Menor Preço on the button and closes the menu, then asks for that order once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSort('relevance', onChange);
    expect(sortButton().textContent).toContain('Relevantes');
    await user.click(sortButton());
    await user.click(await screen.findByRole('menuitemradio', { name: 'Menor Preço' }));
    expect(sortButton().textContent).toContain('Menor Preço');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('price_asc'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('once the order is in the URL the button follows it, Back to Relevantes included', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = renderSort('relevance', onChange);
    await user.click(sortButton());
    await user.click(await screen.findByRole('menuitemradio', { name: 'Menor Preço' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('price_asc'));
    rerender('price_asc');
    expect(sortButton().textContent).toContain('Menor Preço');
    // Back: the URL says Relevantes again.
    rerender('relevance');
    expect(sortButton().textContent).toContain('Relevantes');
    await user.click(sortButton());
    const relevance = await screen.findByRole('menuitemradio', { name: 'Relevantes' });
    expect(relevance.getAttribute('aria-checked')).toBe('true');
  });
});
