// One key in the list: selfie, name, code and its state. A key waiting to be sent is 'Pendente' and
// inactive (access is never granted before the server confirms); one waiting to be deleted keeps
// its place, marked, until the deletion is confirmed.
import { useState } from 'react';
import { KM } from '../../../api/keys.ts';
import type { ContractRow } from '../../../data/contracts.ts';
import { deleteKey, type KeyRow } from '../../../data/door-keys.ts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { TrashIcon } from '../../../ui/icons.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { contractPath } from '../contract-view.ts';
import { KeySelfie } from './KeySelfie.tsx';
import { notifyKeyChange } from './key-notices.ts';

function keyState(key: KeyRow): { tone: BadgeTone; label: string; note?: string } {
  if (key.pending === 'create')
    return { tone: 'warning', label: 'Pendente', note: 'Aguardando conexão para ser cadastrada.' };
  if (key.pending === 'update')
    return {
      tone: 'warning',
      label: 'Alteração pendente',
      note: 'A alteração será enviada quando houver conexão.',
    };
  if (key.pending === 'delete')
    return { tone: 'warning', label: 'Exclusão pendente', note: 'Será deletada quando houver conexão.' };
  if (key.suspended)
    return { tone: 'danger', label: 'Suspensa', note: 'Acesso suspenso por fatura em atraso.' };
  return key.active ? { tone: 'success', label: 'Ativa' } : { tone: 'neutral', label: 'Inativa' };
}

export const keyRouteId = (id: number | string) => encodeURIComponent(String(id));

export function KeyItem({
  contract,
  item,
  pendingSelfie,
  canChange,
}: {
  contract: ContractRow;
  item: KeyRow;
  pendingSelfie?: Blob | undefined;
  canChange: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const state = keyState(item);
  const removing = item.pending === 'delete';
  return (
    <li className="key-item" data-pending={item.pending}>
      <KeySelfie name={item.name} selfieUrl={item.selfie} pendingBlob={pendingSelfie} />
      <div className="key-item__body">
        <div className="key-item__head">
          <h2 className="key-item__name">{item.name}</h2>
          <Badge tone={state.tone}>{state.label}</Badge>
        </div>
        <p className="key-item__code">{item.code ? `Código: ${item.code}` : 'Sem código'}</p>
        {state.note ? <p className="key-item__note">{state.note}</p> : null}
      </div>
      {canChange && !removing ? (
        <div className="key-item__actions">
          <LinkButton
            href={contractPath(contract.id, `chaves/${keyRouteId(item.id)}`)}
            variant="secondary"
            size="sm"
            aria-label={`Editar ${item.name}`}
          >
            Editar
          </LinkButton>
          <Button
            variant="ghost"
            size="sm"
            icon={<TrashIcon size={18} />}
            aria-label={`Deletar ${item.name}`}
            onPress={() => setConfirming(true)}
          >
            Deletar
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Deletar chave"
        message={KM.deleteConfirm}
        confirmLabel="Deletar"
        cancelLabel="Cancelar"
        tone="danger"
        onConfirm={async () => {
          try {
            const row = await deleteKey({ contractId: contract.id, keyId: item.id, before: item });
            notifyKeyChange(row.id, 'delete');
          } catch {
            throw new Error(KM.deleteFailed);
          }
        }}
      />
    </li>
  );
}
