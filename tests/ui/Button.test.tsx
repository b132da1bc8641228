import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../src/ui/Button.tsx';

describe('Button', () => {
  it('is busy and ignores presses while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(
      <Button onPress={onPress} isPending>
        Contratar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Contratar/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();

    rerender(<Button onPress={onPress}>Contratar</Button>);
    expect(button.getAttribute('aria-busy')).toBeNull();
    await user.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
