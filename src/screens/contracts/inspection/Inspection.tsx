// Which inspection screen to show: not available (contract not Ativo), none due (with what was
// already sent), sent and waiting for a connection (pending), or the form.
import { IM } from '../../../api/inspections.ts';
import { useDocumentTitle } from '../../../app/document-title.ts';
import type { ContractRow } from '../../../data/contracts.ts';
import { useInspectionDraft, useInspectionForm } from '../../../data/inspection-drafts.ts';
import { inspectionKindLabel } from '../../../data/outbox/mutations/inspections.ts';
import { dueInspection, type InspectionKind } from '../../../domain/inspection.ts';
import { Badge } from '../../../ui/Badge.tsx';
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

function Done({ contract }: { contract: ContractRow }) {
  const sent = [
    contract.entryInspection ? ['Vistoria de entrada', contract.entryInspection.submitted_at] : null,
    contract.exitInspection ? ['Vistoria de saída', contract.exitInspection.submitted_at] : null,
  ].filter((s): s is [string, string] => s !== null);
  return (
    <div className="inspection-done" role="status">
      <CheckIcon size={40} />
      <p className="inspection-done__title">{IM.noneDue}</p>
      {sent.map(([label, at]) => (
        <p key={label} className="inspection-done__line">
          {label} recebida pela Tokaas em {formatDateTime(at)}.
        </p>
      ))}
      <LinkButton href={contractPath(contract.id)} variant="secondary">
        Voltar ao contrato
      </LinkButton>
    </div>
  );
}

function Pending({ kind }: { kind: InspectionKind }) {
  return (
    <div className="inspection-pending" role="status">
      <Badge tone="warning">Pendente</Badge>
      <p className="inspection-done__title">{inspectionKindLabel(kind)} enviada</p>
      <p>
        Suas respostas estão salvas neste aparelho e serão entregues à Tokaas assim que houver conexão. Você
        pode fechar o app: nada se perde.
      </p>
    </div>
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

function DueForm({ contract, kind }: { contract: ContractRow; kind: InspectionKind }) {
  const form = useInspectionForm();
  const state = useInspectionDraft(contract.id, kind);
  if (form === undefined || state === undefined) return <Loading />;
  if (form === null)
    return (
      <ContractNotice tone="warning">
        O formulário da vistoria ainda não foi baixado neste aparelho. Conecte-se à internet uma vez e ele
        fica disponível mesmo sem sinal.
      </ContractNotice>
    );
  if (state.draft?.status === 'submitted' || state.draft?.status === 'sent') return <Pending kind={kind} />;
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
  return (
    <Container width="narrow" className="contracts-page">
      <Stack gap={3}>
        <TextLink href={contractPath(contract.id)}>← {unitNameOf(contract)}</TextLink>
        <h1>Vistoria</h1>
        {!isActiveContract(contract) ? (
          <ContractNotice tone="warning">{IM.notActive}</ContractNotice>
        ) : due ? (
          <DueForm contract={contract} kind={due} />
        ) : (
          <Done contract={contract} />
        )}
      </Stack>
    </Container>
  );
}
