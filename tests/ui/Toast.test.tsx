import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../src/ui/Toast.tsx';
import { ToastRegion } from '../../src/ui/ToastRegion.tsx';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message and removes it after its timeout', () => {
    render(<ToastRegion />);
    act(() => {
      toast.show('Cartão adicionado com sucesso!', { tone: 'success', timeout: 3000 });
    });
    const message = screen.getByText('Cartão adicionado com sucesso!');
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notificações' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Cartão adicionado com sucesso!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Cartão adicionado com sucesso!')).toBeNull();
  });

  it('lasts 5 seconds by default and announces errors as alerts', () => {
    render(<ToastRegion />);
    act(() => {
      toast.show('Ocorreu um erro de conexão, tente novamente em instantes.', { tone: 'error' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Ocorreu um erro de conexão');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByRole('alert')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Toast action', () => {
  it('runs the action and closes', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<ToastRegion />);
    act(() => {
      toast.show('Reconectado a Internet', { action: { label: 'Ok', onAction } });
    });
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Reconectado a Internet')).toBeNull();
  });
});
