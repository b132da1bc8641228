// The unit page's dialogs (the photo viewer, a type of nearby place, the reservation sheet on
// phones) are closed when the page starts, and they were the only reason its first load held
// react-aria's modal, dialog, focus scope and heading: their code was fetched, compiled and run in
// the start's long tasks on a slow phone (issue 32). The modal's code now loads when one is first
// opened; it stays mounted after, so it closes with its own animation.
import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from '../../ui/Modal.tsx';

const Modal = lazy(() => import('../../ui/Modal.tsx').then((module) => ({ default: module.Modal })));

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
