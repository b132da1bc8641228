// /alteracoes-pendentes: every change waiting to be sent, and those the server refused, with
// what can be done about each (edit, retry, discard). Nothing leaves this list silently.
import { useState } from 'react';
import { useDocumentTitle } from '../../app/document-title.ts';
import { database } from '../../data/db.ts';
import { handlerFor } from '../../data/outbox/registry.ts';
import { discardRejected, retryRejected } from '../../data/outbox/resolve.ts';
import type { OutboxRow } from '../../data/outbox/types.ts';
import { useOutboxRows } from '../../data/pending-changes.ts';
import { syncClient } from '../../data/sync-runtime.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Container, Stack } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { EditRejectedChange } from './EditRejectedChange.tsx';
import './PendingChangesScreen.css';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function ChangeItem({ row }: { row: OutboxRow }) {
  const handler = handlerFor(row.kind);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const seq = row.seq as number;
  const retry = async (payload?: unknown) => {
    await retryRejected(database(), seq, payload);
    void syncClient()?.drain();
  };
  return (
    <li className="pending-change" data-status={row.status}>
      <Stack gap={1}>
        <Stack direction="row" justify="between" align="center" wrap>
          <strong>{handler.describe(row.payload)}</strong>
          {row.status === 'rejected' ? (
            <Badge tone="danger">Recusada</Badge>
          ) : (
            <Badge tone="warning">Aguardando envio</Badge>
          )}
        </Stack>
        <span className="pending-change__time">Feita em {dateTime.format(row.createdAt)}</span>
        {row.status === 'pending' && row.attempts > 0 ? (
          <span className="pending-change__time">
            {row.attempts} {row.attempts === 1 ? 'tentativa' : 'tentativas'}; enviaremos assim que houver
            conexão.
          </span>
        ) : null}
        {row.error ? (
          <p className="pending-change__error" role="status">
            {row.error.message}
          </p>
        ) : null}
        {row.status === 'rejected' ? (
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
        ) : null}
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
        onConfirm={() => discardRejected(database(), seq)}
      />
    </li>
  );
}

export default function PendingChangesScreen() {
  useDocumentTitle('Alterações pendentes');
  const rows = useOutboxRows();
  return (
    <Container width="narrow">
      <Stack gap={3}>
        <h1>Alterações pendentes</h1>
        <p>
          O que você faz sem conexão fica guardado neste aparelho e é enviado assim que a internet voltar. Se
          o servidor recusar alguma alteração, ela aparece aqui para você corrigir, tentar de novo ou
          descartar.
        </p>
        {rows === undefined ? (
          <SkeletonCards count={2} />
        ) : rows.length === 0 ? (
          <EmptyState action={<LinkButton href="/">Voltar ao início</LinkButton>}>
            Tudo em dia: nenhuma alteração aguardando envio.
          </EmptyState>
        ) : (
          <ul className="pending-changes">
            {rows.map((row) => (
              <ChangeItem key={row.seq} row={row} />
            ))}
          </ul>
        )}
      </Stack>
    </Container>
  );
}
