// A Modal whose code (react-aria's modal, dialog, focus scope and heading) loads when it is first
// opened. For dialogs closed when their screen starts (the unit page's, a contract's, every
// ConfirmDialog): otherwise their code is fetched, compiled and run in the screen's start, long
// tasks on a slow phone (issue 32). Once opened it stays mounted, so it closes with its own
// animation. The first opening waits for the chunk (precached, so offline too).
import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './Modal.tsx';

const Modal = lazy(() => import('./Modal.tsx').then((module) => ({ default: module.Modal })));

export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(false);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened && !props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
