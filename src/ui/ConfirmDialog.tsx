// ConfirmDialog: asks before an irreversible action ('Cancelar reserva', delete a card or a key).
// onConfirm may be async: the confirm button shows a spinner, both buttons wait, and the dialog
// closes when it resolves. If it throws, the dialog stays open and shows the error's message.
//
//   <ConfirmDialog isOpen={open} onOpenChange={setOpen} title="Excluir cartão"
//     message="Você está prestes a excluir um cartão" confirmLabel="Excluir" tone="danger"
//     onConfirm={() => deleteCard(id)} />
import { type ReactNode, useRef, useState } from 'react';
import { Button } from './Button.tsx';
import { LazyModal as Modal } from './LazyModal.tsx';
import './ConfirmDialog.css';

export interface ConfirmDialogProps {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red (destructive actions). */
  tone?: 'danger' | 'primary';
  onConfirm: () => unknown | Promise<unknown>;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  tone = 'danger',
  onConfirm,
  isOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  // The ref answers at once (state would still read 'pending' inside the same press handler).
  const pendingRef = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const run = (value: boolean) => {
    pendingRef.current = value;
    setPending(value);
  };

  const openChange = (open: boolean) => {
    if (pendingRef.current) return; // nothing closes it while the action runs
    setError(null);
    onOpenChange?.(open);
  };

  return (
    <Modal
      title={title}
      size="sm"
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={openChange}
      isDismissable={false}
      isKeyboardDismissDisabled={pending}
      hideCloseButton
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            isPending={pending}
            onPress={async () => {
              run(true);
              setError(null);
              try {
                await onConfirm();
                run(false);
                close();
              } catch (e) {
                run(false);
                setError(
                  e instanceof Error && e.message ? e.message : 'Não foi possível concluir. Tente novamente.',
                );
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className="tk-ConfirmDialog-message">{message}</div>
      {error && (
        <p className="tk-ConfirmDialog-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
