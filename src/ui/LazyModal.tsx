// A Modal whose code (react-aria's modal, dialog, focus scope and heading) loads when it is first
// opened. For dialogs closed when their screen starts (the unit page's, a contract's, every
// ConfirmDialog): otherwise their code is fetched, compiled and run in the screen's start, long
// tasks on a slow phone (issue 32). Once opened it stays mounted, so it closes with its own
// animation. The chunk is precached; if it cannot be downloaded all the same (offline in the
// first seconds after a first sign-in, before the device has kept the resident area), the dialog
// stays closed with the spec's connection message, the screen stays, and the next opening tries
// again. Not React.lazy: its failed import would reach the screen's error boundary.
import { type ComponentType, useEffect, useState } from 'react';
import { CONNECTION_ERROR } from '../domain/connection-error.ts';
import type { ModalProps } from './Modal.tsx';
import { toast } from './Toast.tsx';

type ModalComponent = ComponentType<ModalProps>;

let loadedModal: ModalComponent | undefined;
let loadingModal: Promise<ModalComponent> | undefined;

// The import alone: Vite wraps it with the preload of its CSS, whose failure must reach the
// handler below too (a `.then` written on the import would be wrapped with it, and skipped).
const importModal = () => import('./Modal.tsx');

function loadModal(): Promise<ModalComponent> {
  loadingModal ??= importModal().then(
    (module) => {
      loadedModal = module.Modal;
      return module.Modal;
    },
    (error: unknown) => {
      loadingModal = undefined;
      throw error;
    },
  );
  return loadingModal;
}

export function LazyModal(props: ModalProps) {
  const { isOpen, onOpenChange } = props;
  const [opened, setOpened] = useState(false);
  const [Modal, setModal] = useState<ModalComponent | undefined>(() => loadedModal);
  if (isOpen && Modal && !opened) setOpened(true);

  useEffect(() => {
    if (!isOpen || Modal) return;
    let live = true;
    loadModal().then(
      (component) => {
        if (live) setModal(() => component);
      },
      () => {
        if (!live) return;
        toast.show(CONNECTION_ERROR, { tone: 'error' });
        onOpenChange?.(false);
      },
    );
    return () => {
      live = false;
    };
  }, [isOpen, Modal, onOpenChange]);

  if (!Modal || (!opened && !isOpen)) return null;
  return <Modal {...props} />;
}
