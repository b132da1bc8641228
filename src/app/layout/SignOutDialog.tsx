// Asked before 'Sair' when changes still wait to be sent: how many, and what becomes of them. They
// stay in this device's outbox for this resident only and go when the same person signs in again
// (the drain sends only the signed-in user's rows).
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

export function signOutMessage(pending: number): string {
  const changes =
    pending === 1 ? '1 alteração ainda não foi enviada' : `${pending} alterações ainda não foram enviadas`;
  const them = pending === 1 ? 'Ela fica guardada' : 'Elas ficam guardadas';
  const sent = pending === 1 ? 'será enviada' : 'serão enviadas';
  return `${changes}. ${them} neste aparelho, só para você, e ${sent} quando você entrar de novo.`;
}

export function SignOutDialog({
  pending,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  pending: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title="Sair com alterações pendentes?"
      message={signOutMessage(pending)}
      confirmLabel="Sair mesmo assim"
      cancelLabel="Continuar conectado"
      tone="primary"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    />
  );
}
