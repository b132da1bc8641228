// BusyOverlay: a full-screen wait ('Processando, aguarde...') while something that must not be
// interrupted runs (hiring, card payment). It is a modal with nothing to press: focus is held,
// the page behind is inert, Escape does nothing, and the message is announced.
//
//   <BusyOverlay isVisible={hiring} message="Processando, aguarde..." />
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Spinner } from './Spinner.tsx';
import './BusyOverlay.css';

export interface BusyOverlayProps {
  isVisible: boolean;
  message?: string;
}

export function BusyOverlay({ isVisible, message = 'Processando, aguarde...' }: BusyOverlayProps) {
  return (
    <ModalOverlay
      isOpen={isVisible}
      isDismissable={false}
      isKeyboardDismissDisabled
      className="tk-BusyOverlay"
    >
      <Modal className="tk-BusyOverlay-modal">
        <Dialog className="tk-BusyOverlay-dialog" aria-label={message}>
          <Spinner size="lg" />
          <p role="status" aria-live="polite" className="tk-BusyOverlay-message">
            {message}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
