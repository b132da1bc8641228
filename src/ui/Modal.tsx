// Modal: a dialog over the page (react-aria ModalOverlay + Modal + Dialog): focus is trapped and
// restored, Escape closes, and so does a click outside when `isDismissable`. It has a title and a
// 'Fechar' button. Control it with isOpen/onOpenChange, or put it in a DialogTrigger after a Button.
// size="fullscreen" fills the screen on a dark background (the photo viewer).
//
//   <Modal title="Filtros" isOpen={open} onOpenChange={setOpen} footer={<Button …>Aplicar</Button>}>…</Modal>
//   <DialogTrigger><Button>Mostrar todas as fotos</Button><Modal title="Fotos" size="fullscreen">…</Modal></DialogTrigger>
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Modal as AriaModal,
  Dialog,
  Heading,
  ModalOverlay,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { CloseIcon } from './icons.tsx';
import './Modal.css';

export { DialogTrigger } from 'react-aria-components';

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

export interface ModalProps {
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Hide the title visually (it still names the dialog), e.g. in the photo viewer. */
  hideTitle?: boolean;
  /** Body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons along the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a click outside (default true). Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** No 'Fechar' button (for flows that must end with a choice, like ConfirmDialog). */
  hideCloseButton?: boolean;
  size?: ModalSize;
  /** 'alertdialog' for interruptions that need an answer. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

export function Modal({
  title,
  hideTitle,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  hideCloseButton,
  size = 'md',
  role,
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      // Leave the props out when not given, so a surrounding DialogTrigger controls the modal.
      {...(isOpen !== undefined && { isOpen })}
      {...(onOpenChange && { onOpenChange })}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="tk-ModalOverlay"
      data-size={size}
    >
      <AriaModal className={cx('tk-Modal', className)} data-size={size}>
        <Dialog className="tk-Dialog" role={role}>
          {({ close }) => (
            <>
              <header className="tk-Dialog-header">
                <Heading slot="title" className={hideTitle ? 'visually-hidden' : 'tk-Dialog-title'}>
                  {title}
                </Heading>
                {!hideCloseButton && (
                  <AriaButton className="tk-Dialog-close" aria-label="Fechar" onPress={close}>
                    <CloseIcon />
                  </AriaButton>
                )}
              </header>
              <div className="tk-Dialog-body">
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer && (
                <footer className="tk-Dialog-footer">
                  {typeof footer === 'function' ? footer(close) : footer}
                </footer>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
