import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';

function Harness({ onConfirm, openAtFirst = true }: { onConfirm: () => unknown; openAtFirst?: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Excluir o cartão
      </button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Excluir cartão"
        message="Você está prestes a excluir um cartão"
        confirmLabel="Excluir"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks, shows the pending state while onConfirm runs, then closes', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} />);

    // Its modal's code loads when it first opens (LazyModal).
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir cartão' });
    expect(dialog.textContent).toContain('Você está prestes a excluir um cartão');
    const confirm = screen.getByRole('button', { name: 'Excluir' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm.getAttribute('aria-busy')).toBe('true');

    await user.click(confirm); // presses while pending do nothing
    await user.keyboard('{Escape}'); // nor does Escape
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open and shows the message when onConfirm fails', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => Promise.reject(new Error('Ocorreu um erro ao apagar o cartão.'))} />);
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ocorreu um erro ao apagar o cartão.');
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('closes on Cancelar without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opened later, draws nothing until then, then asks (its modal loaded on need)', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => {}} openAtFirst={false} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Excluir o cartão' }));
    expect(await screen.findByRole('alertdialog', { name: 'Excluir cartão' })).toBeTruthy();
  });
});
