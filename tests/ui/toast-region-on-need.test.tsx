// The toast region's code is not in the shell: it loads with the first toast. Nothing here imports
// ToastRegion.tsx itself, so the toasts below are raised before that code has arrived.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '../../src/ui/Toast.tsx';
import { UIProvider } from '../../src/ui/UIProvider.tsx';

describe('the toast region, loaded with the first toast', () => {
  it('draws nothing before a toast; a toast closed while waiting never shows, the next shows when the code arrives', async () => {
    const onClose = vi.fn();
    render(
      <UIProvider>
        <p>Página</p>
      </UIProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notificações' })).toBeNull();
    let early = '';
    act(() => {
      early = toast.show('Cartão adicionado com sucesso!', { tone: 'success', onClose });
      toast.show('Ocorreu um erro de conexão, tente novamente em instantes.', { tone: 'error' });
      toast.close(early);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    // Waited in the shell's toaster while the region's code loaded, then drawn as an alert.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ocorreu um erro de conexão, tente novamente em instantes.');
    expect(screen.getByRole('region', { name: 'Notificações' })).toBeTruthy();
    expect(screen.queryByText('Cartão adicionado com sucesso!')).toBeNull();
  });
});
