import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Counter } from '../../src/ui/Counter.tsx';

describe('Counter', () => {
  it('steps with Aumentar/Diminuir and clamps at max and min', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Counter label="Pessoas" min={1} max={3} defaultValue={2} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Pessoas' }) as HTMLInputElement;
    const more = screen.getByRole('button', { name: /Aumentar/ });
    const less = screen.getByRole('button', { name: /Diminuir/ });
    expect(input.value).toBe('2');

    await user.click(more);
    expect(input.value).toBe('3');
    expect(more.hasAttribute('disabled') || more.getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(more);
    expect(input.value).toBe('3');

    await user.click(less);
    await user.click(less);
    await user.click(less);
    expect(input.value).toBe('1');
    expect(less.hasAttribute('disabled') || less.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([3, 2, 1]);
  });

  it('clamps a typed value on blur', async () => {
    const user = userEvent.setup();
    render(<Counter label="Quartos" min={0} max={12} defaultValue={0} />);
    const input = screen.getByRole('textbox', { name: 'Quartos' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '40');
    await user.tab();
    expect(input.value).toBe('12');
  });
});
