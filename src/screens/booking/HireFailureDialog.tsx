// A refused hire (spec 8: 'dialog with server message; field errors kept'): the server's message
// and every field message it sent, until the resident closes it. The page behind keeps its state.
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import type { HireFailure } from './use-hire.ts';

export function HireFailureDialog({
  failure,
  onClose,
}: {
  failure: HireFailure | undefined;
  onClose: () => void;
}) {
  const details = [...new Set(Object.values(failure?.fieldErrors ?? {}).flat())].filter(
    (text) => text !== failure?.message,
  );
  return (
    <Modal
      title="Não foi possível concluir a contratação"
      isOpen={Boolean(failure)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      size="sm"
      footer={(close) => <Button onPress={close}>Entendi</Button>}
    >
      <p className="booking-failure-message">{failure?.message}</p>
      {details.length > 0 && (
        <ul className="booking-failure-list">
          {details.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
