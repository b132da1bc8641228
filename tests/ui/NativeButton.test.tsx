// NativeButton: an invoice row's 'Pagar' on a plain <button>. A tap or a key presses it, and a
// press leaves focus on it (Safari does not focus a tapped button; the dialog it opens gives focus
// back to it on close).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeButton } from '../../src/ui/NativeButton.tsx';

describe('NativeButton', () => {
  it('is pressed by a click, Enter and Space, and holds focus after a press', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <NativeButton onPress={onPress} size="sm" aria-label="Pagar fatura 12">
        Pagar
      </NativeButton>,
    );
    const button = screen.getByRole('button', { name: 'Pagar fatura 12' });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('takes focus when pressed without it (a tap in Safari)', () => {
    const onPress = vi.fn();
    render(<NativeButton onPress={onPress}>Ver recibo</NativeButton>);
    const button = screen.getByRole('button', { name: 'Ver recibo' });
    button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
  });
});
