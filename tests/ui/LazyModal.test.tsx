// LazyModal: the modal's code loads on the first opening; a download that fails (offline before
// the device kept it) keeps the screen, closes the dialog with the spec's connection message, and
// the next opening tries again.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../src/ui/Modal.tsx');
  vi.resetModules();
});

async function freshModules(failFirst: boolean) {
  vi.resetModules();
  let failures = failFirst ? 1 : 0;
  vi.doMock('../../src/ui/Modal.tsx', async (importOriginal) => {
    if (failures > 0) {
      failures--;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return importOriginal();
  });
  const { LazyModal } = await import('../../src/ui/LazyModal.tsx');
  const { toast } = await import('../../src/ui/Toast.tsx');
  return { LazyModal, toast };
}

/** A contract screen with a 'Renovar contrato' dialog, and whether the screen holds it open. */
function screenWith(LazyModal: Awaited<ReturnType<typeof freshModules>>['LazyModal']) {
  return function Screen() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <p>O contrato</p>
        <button type="button" onClick={() => setOpen(true)}>
          Renovar contrato
        </button>
        <output>{open ? 'aberto' : 'fechado'}</output>
        <LazyModal title="Renovar contrato" isOpen={open} onOpenChange={setOpen}>
          Escolha a nova data
        </LazyModal>
      </>
    );
  };
}

describe('LazyModal', () => {
  it('draws nothing until opened, then the dialog', async () => {
    const { LazyModal } = await freshModules(false);
    const Screen = screenWith(LazyModal);
    render(<Screen />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Renovar contrato' }));
    expect(await screen.findByRole('dialog', { name: 'Renovar contrato' })).toBeTruthy();
  });

  it('its code not downloadable: the screen stays, the message shows, the dialog closes; the next opening loads it', async () => {
    const { LazyModal, toast } = await freshModules(true);
    const shown = vi.spyOn(toast, 'show');
    const Screen = screenWith(LazyModal);
    render(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Renovar contrato' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith('Ocorreu um erro de conexão, tente novamente em instantes.', {
        tone: 'error',
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('fechado');
    expect(screen.getByText('O contrato')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Renovar contrato' }));
    expect(await screen.findByRole('dialog', { name: 'Renovar contrato' })).toBeTruthy();
  });
});
