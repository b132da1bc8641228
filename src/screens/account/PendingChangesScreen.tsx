// /alteracoes-pendentes: every change waiting to be sent, and those the server refused, with
// what can be done about each (edit, retry, discard). Nothing leaves this list silently. An
// inspection is one item with its photos' progress (change-list.ts); a refused row inside it
// keeps its own actions.
import { useState } from 'react';
import type { InspectionChange, PendingChange } from '../../data/change-groups.ts';
import { photoProgress, usePendingChanges } from '../../data/change-list.ts';
import { inspectionKindLabel } from '../../data/engine/outbox/mutations/inspections.ts';
import { handlerFor } from '../../data/engine/outbox/registry.ts';
import type { OutboxRow } from '../../data/engine/outbox/types.ts';
import { discardChange, retryChange } from '../../data/rejected-changes.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Container, Stack } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { contractPath } from '../contracts/contract-view.ts';
import { EditRejectedChange } from './EditRejectedChange.tsx';
import './PendingChangesScreen.css';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function StatusBadge({ status }: { status: OutboxRow['status'] }) {
  return status === 'rejected' ? (
    <Badge tone="danger">Recusada</Badge>
  ) : (
    <Badge tone="warning">Aguardando envio</Badge>
  );
}

function Attempts({ attempts }: { attempts: number }) {
  if (attempts === 0) return null;
  return (
    <span className="pending-change__time">
      {attempts} {attempts === 1 ? 'tentativa' : 'tentativas'}; enviaremos assim que houver conexão.
    </span>
  );
}

/** The server's reason and edit / retry / discard, for one refused row. */
function RejectedRow({ row }: { row: OutboxRow }) {
  const handler = handlerFor(row.kind);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const seq = row.seq as number;
  const retry = (payload?: unknown) => retryChange(seq, payload);
  return (
    <>
      {row.error ? (
        <p className="pending-change__error" role="status">
          {row.error.message}
        </p>
      ) : null}
      <Stack direction="row" gap={1} wrap>
        {handler.editable ? (
          <Button variant="secondary" size="sm" onPress={() => setEditing(true)}>
            Editar
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onPress={() => void retry()}>
          Tentar de novo
        </Button>
        <Button variant="danger" size="sm" onPress={() => setConfirming(true)}>
          Descartar
        </Button>
      </Stack>
      {editing && handler.editable ? (
        <EditRejectedChange
          fields={handler.editable.fields(row.payload)}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            await retry(handler.editable?.withValues(row.payload, values));
            setEditing(false);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Descartar alteração"
        message="Esta alteração não será enviada e não poderá ser recuperada."
        confirmLabel="Descartar"
        tone="danger"
        onConfirm={() => discardChange(seq)}
      />
    </>
  );
}

function SingleItem({ row }: { row: OutboxRow }) {
  return (
    <li className="pending-change" data-status={row.status}>
      <Stack gap={1}>
        <Stack direction="row" justify="between" align="center" wrap>
          <strong>{handlerFor(row.kind).describe(row.payload)}</strong>
          <StatusBadge status={row.status} />
        </Stack>
        <span className="pending-change__time">Feita em {dateTime.format(row.createdAt)}</span>
        {row.status === 'pending' ? <Attempts attempts={row.attempts} /> : null}
        {row.status === 'rejected' ? <RejectedRow row={row} /> : null}
      </Stack>
    </li>
  );
}

function InspectionItem({ change }: { change: InspectionChange }) {
  const label = inspectionKindLabel(change.kind);
  const rows = [...change.photos, ...(change.submit ? [change.submit] : [])];
  const refused = rows.filter((r) => r.status === 'rejected');
  const attempts = Math.max(0, ...rows.filter((r) => r.status === 'pending').map((r) => r.attempts));
  return (
    <li className="pending-change" data-status={change.status}>
      <Stack gap={1}>
        <Stack direction="row" justify="between" align="center" wrap>
          <strong>
            {change.submit
              ? handlerFor(change.submit.kind).describe(change.submit.payload)
              : `Fotos da ${label.toLowerCase()}`}
          </strong>
          <StatusBadge status={change.status} />
        </Stack>
        {change.photoCount > 0 ? (
          <span className="pending-change__progress">{photoProgress(change)}</span>
        ) : null}
        <span className="pending-change__time">Feita em {dateTime.format(change.createdAt)}</span>
        <Attempts attempts={attempts} />
        <TextLink href={contractPath(change.contractId, 'vistoria')}>Ver vistoria</TextLink>
        {refused.length ? (
          <ul className="pending-change__parts" aria-label={`Recusado na ${label.toLowerCase()}`}>
            {refused.map((row) => (
              <li key={row.seq}>
                <Stack gap={1}>
                  <span>{handlerFor(row.kind).describe(row.payload)}</span>
                  <RejectedRow row={row} />
                </Stack>
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </li>
  );
}

function ChangeItem({ change }: { change: PendingChange }) {
  return change.type === 'inspection' ? <InspectionItem change={change} /> : <SingleItem row={change.row} />;
}

export default function PendingChangesScreen() {
  useDocumentTitle('Alterações pendentes');
  const changes = usePendingChanges();
  return (
    <Container width="narrow">
      <Stack gap={3}>
        <h1>Alterações pendentes</h1>
        <p>
          O que você faz sem conexão fica guardado neste aparelho e é enviado assim que a internet voltar. Se
          o servidor recusar alguma alteração, ela aparece aqui para você corrigir, tentar de novo ou
          descartar.
        </p>
        {changes === undefined ? (
          <SkeletonCards count={2} />
        ) : changes.length === 0 ? (
          <EmptyState action={<LinkButton href="/">Voltar ao início</LinkButton>}>
            Tudo em dia: nenhuma alteração aguardando envio.
          </EmptyState>
        ) : (
          <ul className="pending-changes">
            {changes.map((change) => (
              <ChangeItem key={change.key} change={change} />
            ))}
          </ul>
        )}
      </Stack>
    </Container>
  );
}
