// Which inspection screen to show: not available (contract not Ativo), none due (with what was
// already sent), ready and waiting for a connection, sent, or the form. 'enviada' is said only
// once the server acknowledged the answers (their outbox rows are gone); until then it is 'pronta
// para envio', with the photos' progress, and the screen follows the outbox by itself.
import { IM } from '../../../api/inspections.ts';
import type { InspectionChange } from '../../../data/change-groups.ts';
import { photoProgress, useInspectionChanges } from '../../../data/change-list.ts';
import type { ContractRow } from '../../../data/contracts.ts';
import { inspectionKindLabel } from '../../../data/engine/outbox/mutations/inspections.ts';
import { useInspectionDraft, useInspectionForm } from '../../../data/inspection-drafts.ts';
import { dueInspection, type InspectionKind } from '../../../domain/inspection.ts';
import { Badge } from '../../../ui/Badge.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { CheckIcon } from '../../../ui/icons.tsx';
import { Container, Stack } from '../../../ui/Layout.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { TextLink } from '../../../ui/TextLink.tsx';
import { contractPath, formatDateTime, isActiveContract, unitNameOf } from '../contract-view.ts';
import { ContractNotice } from '../shared/ContractNotice.tsx';
import { InspectionForm } from './InspectionForm.tsx';
import './Inspection.css';

const DEADLINE: Record<InspectionKind, string> = {
  check_in: 'Faça a vistoria de entrada em até 24 horas depois do check-in (o ideal é na primeira hora).',
  check_out: 'Faça a vistoria de saída até 30 minutos antes de deixar a unidade.',
};

/** Photos of an inspection the server refused: they wait on the pending-changes screen. */
function RefusedPhotos({ change }: { change: InspectionChange | undefined }) {
  const count = change?.photos.filter((r) => r.status === 'rejected').length ?? 0;
  if (!change || count === 0) return null;
  const photos = count === 1 ? '1 foto' : `${count} fotos`;
  const of = inspectionKindLabel(change.kind).toLowerCase();
  return (
    <ContractNotice tone="danger">
      A Tokaas recusou {photos} da {of}. Veja o motivo e o que fazer em{' '}
      <TextLink href="/alteracoes-pendentes">Alterações pendentes</TextLink>.
    </ContractNotice>
  );
}

function Done({ contract, changes }: { contract: ContractRow; changes: InspectionChange[] }) {
  const sent = [
    contract.entryInspection ? (['check_in', contract.entryInspection.submitted_at] as const) : null,
    contract.exitInspection ? (['check_out', contract.exitInspection.submitted_at] as const) : null,
  ].filter((s) => s !== null);
  return (
    <Stack gap={2}>
      <div className="inspection-done" role="status">
        <CheckIcon size={40} />
        <p className="inspection-done__title">{IM.noneDue}</p>
        {sent.map(([kind, at]) => (
          <p key={kind} className="inspection-done__line">
            {inspectionKindLabel(kind)} enviada. Recebida pela Tokaas em {formatDateTime(at)}.
          </p>
        ))}
        <LinkButton href={contractPath(contract.id)} variant="secondary">
          Voltar ao contrato
        </LinkButton>
      </div>
      {sent.map(([kind]) => (
        <RefusedPhotos key={kind} change={changes.find((c) => c.kind === kind)} />
      ))}
    </Stack>
  );
}

/** Submitted on this device; the server has not acknowledged it yet. */
function Ready({ kind, change }: { kind: InspectionKind; change: InspectionChange | undefined }) {
  return (
    <Stack gap={2}>
      <div className="inspection-pending" role="status">
        <Badge tone="warning">Aguardando envio</Badge>
        <p className="inspection-done__title">{inspectionKindLabel(kind)} pronta para envio</p>
        <p>
          Será enviada quando houver conexão. Suas respostas estão salvas neste aparelho: você pode fechar o
          app, nada se perde.
        </p>
        {change?.photoCount ? <p className="inspection-pending__progress">{photoProgress(change)}</p> : null}
        <TextLink href="/alteracoes-pendentes">Ver alterações pendentes</TextLink>
      </div>
      <RefusedPhotos change={change} />
    </Stack>
  );
}

/** Acknowledged by the server; the contract's copy on the device catches up at the next pull. */
function Sent({ kind, change }: { kind: InspectionKind; change: InspectionChange | undefined }) {
  return (
    <Stack gap={2}>
      <div className="inspection-done" role="status">
        <CheckIcon size={40} />
        <p className="inspection-done__title">{inspectionKindLabel(kind)} enviada</p>
        <p className="inspection-done__line">A Tokaas recebeu suas respostas.</p>
      </div>
      <RefusedPhotos change={change} />
    </Stack>
  );
}

function Loading() {
  return (
    <Stack gap={2} aria-busy="true">
      <span className="visually-hidden" role="status">
        Carregando vistoria
      </span>
      <Skeleton width="50%" height={28} />
      <Skeleton width="100%" height={120} />
      <Skeleton width="100%" height={120} />
    </Stack>
  );
}

function DueForm({
  contract,
  kind,
  change,
}: {
  contract: ContractRow;
  kind: InspectionKind;
  change: InspectionChange | undefined;
}) {
  const form = useInspectionForm();
  const state = useInspectionDraft(contract.id, kind);
  if (form === undefined || state === undefined) return <Loading />;
  if (state.draft?.status === 'submitted') return <Ready kind={kind} change={change} />;
  if (state.draft?.status === 'sent') return <Sent kind={kind} change={change} />;
  if (form === null)
    return (
      <ContractNotice tone="warning">
        O formulário da vistoria ainda não foi baixado neste aparelho. Conecte-se à internet uma vez e ele
        fica disponível mesmo sem sinal.
      </ContractNotice>
    );
  const refused = state.submission?.status === 'rejected' ? state.submission.error?.message : undefined;
  return (
    <Stack gap={3}>
      <p className="inspection-lead">
        <strong>{inspectionKindLabel(kind)}.</strong> {DEADLINE[kind]} Responda cada item: está tudo certo? Se
        não, descreva o problema e, se quiser, tire fotos. As respostas ficam salvas neste aparelho enquanto
        você preenche, mesmo sem internet.
      </p>
      {refused ? (
        <ContractNotice tone="danger">
          A Tokaas recusou o envio: {refused} Corrija e envie de novo, ou veja em{' '}
          <TextLink href="/alteracoes-pendentes">Alterações pendentes</TextLink>.
        </ContractNotice>
      ) : null}
      <InspectionForm
        key={`${contract.id}:${kind}`}
        contractId={contract.id}
        kind={kind}
        form={form}
        draft={state.draft}
        photos={state.photos}
      />
    </Stack>
  );
}

export function Inspection({ contract }: { contract: ContractRow }) {
  useDocumentTitle('Vistoria');
  const due = dueInspection(contract);
  const changes = useInspectionChanges(contract.id);
  return (
    <Container width="narrow" className="contracts-page">
      <Stack gap={3}>
        <TextLink href={contractPath(contract.id)}>← {unitNameOf(contract)}</TextLink>
        <h1>Vistoria</h1>
        {!isActiveContract(contract) ? (
          <ContractNotice tone="warning">{IM.notActive}</ContractNotice>
        ) : changes === undefined ? (
          <Loading />
        ) : due ? (
          <DueForm contract={contract} kind={due} change={changes.find((c) => c.kind === due)} />
        ) : (
          <Done contract={contract} changes={changes} />
        )}
      </Stack>
    </Container>
  );
}
