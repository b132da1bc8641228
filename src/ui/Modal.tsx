// Modal: a dialog over the page (react-aria ModalOverlay + Modal + Dialog): focus is trapped and
// restored, Escape closes, and so does a click outside when `isDismissable`. It has a title and a
// 'Fechar' button. Control it with isOpen/onOpenChange, or put it in a DialogTrigger after a Button.
// size="fullscreen" fills the screen on a dark background (the photo viewer).
// ModalStandIn draws the same frame as plain elements, for the first paint of a dialog whose own
// render is costly on a slow phone (react-aria's overlay, focus scope and scroll lock are most of
// a tap's time there): the tap paints the stand-in, and the real Modal, given `replacesStandIn`,
// takes its place a frame later without fading in a second time.
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
import { createPortal } from 'react-dom';
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
  /** Takes the place of a ModalStandIn already on screen: no fade-in (it faded in already). */
  replacesStandIn?: boolean;
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
  replacesStandIn,
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
      data-instant={replacesStandIn || undefined}
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

export interface ModalStandInProps {
  /** The title the Modal will have. */
  title: ReactNode;
  /** Placeholders in the shape of the body (Skeleton). */
  children: ReactNode;
  /** Placeholders in the shape of the footer, if the Modal has one. */
  footer?: ReactNode;
  size?: Exclude<ModalSize, 'fullscreen'>;
}

/**
 * The look of a Modal and nothing else: no focus move, no scroll lock, hidden from assistive
 * technology (the Modal that replaces it a frame later announces itself and takes focus).
 */
export function ModalStandIn({ title, children, footer, size = 'md' }: ModalStandInProps) {
  return createPortal(
    <div className="tk-ModalOverlay" data-size={size} data-stand-in aria-hidden="true">
      <div className="tk-Modal" data-size={size}>
        <div className="tk-Dialog">
          <header className="tk-Dialog-header">
            <h3 className="tk-Dialog-title">{title}</h3>
            <span className="tk-Dialog-close">
              <CloseIcon />
            </span>
          </header>
          <div className="tk-Dialog-body">{children}</div>
          {footer ? <div className="tk-Dialog-footer">{footer}</div> : null}
        </div>
      </div>
    </div>,
    document.body,
  );
}
