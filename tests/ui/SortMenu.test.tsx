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

  it('by keyboard: opens on the checked item, arrows wrap, Enter picks, Escape and Tab close', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSort('price_asc', onChange);
    sortButton().focus();
    await user.keyboard('{Enter}');
    expect(sortButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: /Ordenar por/ })).toBeTruthy();
    const item = (name: string) => screen.getByRole('menuitemradio', { name });
    expect(document.activeElement).toBe(item('Menor Preço'));
    expect(item('Menor Preço').getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Maior Preço'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(item('Relevantes'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(item('Maior Preço'));
    await user.keyboard('{Home}m');
    expect(document.activeElement).toBe(item('Menor Preço'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(sortButton());
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(item('Maior Preço'));
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();

    sortButton().focus();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(sortButton());
    expect(sortButton().textContent).toContain('Relevantes');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('relevance'));
  });

  it('a press on the button or outside closes the open menu without a pick', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderSort('relevance', onChange);
    await user.click(sortButton());
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(sortButton());
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(sortButton());
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
