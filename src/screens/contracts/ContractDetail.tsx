// The contract detail (spec 2, 'Contracts'): the unit, its status and stay, the buttons Chaves,
// Tutoriais (only when Ativo) and Faturas (keys and tutorials need an Ativo contract), the door
// access code, and — when the contract allows — 'Renovar contrato' and 'Cancelar reserva'.

import type { ContractRow } from '../../data/contracts.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { formatMoney } from '../../domain/money.ts';
import { Button } from '../../ui/Button.tsx';
import { ContractStatusBadge } from '../../ui/ContractStatusBadge.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { CalendarIcon, InfoIcon, KeyIcon, MapPinIcon } from '../../ui/icons.tsx';
import { Container, Stack } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { AccessCode } from './AccessCode.tsx';
import { CancelContract } from './CancelContract.tsx';
import {
  addressOf,
  contractPath,
  enterpriseNameOf,
  isActiveContract,
  isAwaitingPix,
  localDateOf,
  periodOf,
  photoOf,
  unitNameOf,
} from './contract-view.ts';
import { RenewContract } from './RenewContract.tsx';
import { ContractNotice } from './shared/ContractNotice.tsx';
import { DocIcon, ReceiptIcon, ToolIcon } from './shared/icons.tsx';

function Facts({ contract }: { contract: ContractRow }) {
  const monthly = contract.plan === 'Mensal';
  const facts: [string, string][] = [
    ['Check-in', formatDateBr(contract.checkIn)],
    ['Check-out', formatDateBr(contract.checkOut)],
    ['Plano', contract.plan],
    ['Pessoas', String(contract.guests)],
    monthly
      ? ['Mensalidade', `${formatMoney(contract.priceHosting)} / mês`]
      : ['Diária', formatMoney(contract.pricePerDay)],
    ['Total do contrato', formatMoney(contract.total)],
    ['Forma de pagamento', contract.paymentForm.name],
    ['Contratado em', formatDateBr(localDateOf(contract.created_at))],
  ];
  return (
    <section aria-labelledby="contract-facts" className="contract-panel">
      <h2 id="contract-facts" className="contract-panel__title">
        Sua estadia
      </h2>
      <dl className="contract-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Actions({ contract }: { contract: ContractRow }) {
  const active = isActiveContract(contract);
  return (
    <nav aria-label="Ações do contrato" className="contract-actions">
      {active ? (
        <LinkButton
          href={contractPath(contract.id, 'chaves')}
          variant="secondary"
          icon={<KeyIcon size={20} />}
        >
          Chaves
        </LinkButton>
      ) : (
        <Button variant="secondary" isDisabled icon={<KeyIcon size={20} />}>
          Chaves
        </Button>
      )}
      {active ? (
        <LinkButton href={contractPath(contract.id, 'tutorial')} variant="secondary" icon={<DocIcon />}>
          Tutoriais
        </LinkButton>
      ) : null}
      <LinkButton href={contractPath(contract.id, 'faturas')} variant="secondary" icon={<ReceiptIcon />}>
        Faturas
      </LinkButton>
      {active ? (
        <>
          <LinkButton
            href={contractPath(contract.id, 'vistoria')}
            variant="secondary"
            icon={<CalendarIcon size={20} />}
          >
            Vistoria
          </LinkButton>
          <LinkButton href={contractPath(contract.id, 'servicos')} variant="secondary" icon={<ToolIcon />}>
            Serviços
          </LinkButton>
        </>
      ) : null}
    </nav>
  );
}

function StatusNotices({ contract }: { contract: ContractRow }) {
  if (contract.suspended)
    return (
      <ContractNotice tone="danger">
        O acesso está suspenso por falta de pagamento. Regularize a fatura em atraso para liberar.{' '}
        <TextLink href={contractPath(contract.id, 'faturas')}>Ver faturas</TextLink>
      </ContractNotice>
    );
  if (isAwaitingPix(contract))
    return (
      <ContractNotice tone="warning">
        {contract.payment_form_id === 3
          ? 'Aguardando o pagamento do boleto para confirmar a reserva.'
          : 'Aguardando o pagamento do Pix para confirmar a reserva.'}{' '}
        <TextLink href={contractPath(contract.id, 'faturas')}>Pagar agora</TextLink>
      </ContractNotice>
    );
  if (contract.refund)
    return (
      <ContractNotice tone="info">
        Reserva cancelada
        {contract.cancelled_at ? ` em ${formatDateBr(localDateOf(contract.cancelled_at))}` : ''}. Reembolso de{' '}
        {formatMoney(contract.refund.refund)}
        {contract.refund.retained > 0 ? ` (${formatMoney(contract.refund.retained)} retidos)` : ''}:{' '}
        {contract.refund.status === 'Reembolsado' ? 'reembolsado' : 'em processamento'}.
      </ContractNotice>
    );
  return null;
}

export function ContractDetail({ contract }: { contract: ContractRow }) {
  const name = unitNameOf(contract);
  useDocumentTitle(name);
  const photo = photoOf(contract);
  const active = isActiveContract(contract);
  return (
    <Container width="normal" className="contracts-page">
      <Stack gap={3}>
        <TextLink href="/minhas-tokaas">← Minhas tokaas</TextLink>
        <header className="contract-head">
          {photo ? (
            <img className="contract-head__photo" src={photo.image} alt="" width={240} height={180} />
          ) : null}
          <div className="contract-head__text">
            <ContractStatusBadge statusId={contract.contract_status_id} name={contract.status.name} />
            <h1 className="contract-head__title">{name}</h1>
            <p className="contract-head__enterprise">{enterpriseNameOf(contract)}</p>
            <p className="contract-card__line">
              <MapPinIcon size={18} />
              <span>{addressOf(contract)}</span>
            </p>
            <p className="contract-card__line">
              <CalendarIcon size={18} />
              <span>{periodOf(contract)}</span>
            </p>
            <p className="contract-card__number">Contrato {contract.human_contract_id}</p>
          </div>
        </header>
        <StatusNotices contract={contract} />
        <Actions contract={contract} />
        {active ? null : (
          <p className="contract-hint">
            <InfoIcon size={18} />
            <span>Chaves e tutoriais ficam disponíveis quando o contrato estiver Ativo.</span>
          </p>
        )}
        {active ? <AccessCode contract={contract} /> : null}
        <Facts contract={contract} />
        {contract.canRenew || contract.canCancel ? (
          <section aria-labelledby="contract-manage" className="contract-panel">
            <h2 id="contract-manage" className="contract-panel__title">
              Gerenciar reserva
            </h2>
            <div className="contract-manage">
              {contract.canRenew ? <RenewContract contract={contract} /> : null}
              {contract.canCancel ? <CancelContract contract={contract} /> : null}
            </div>
          </section>
        ) : null}
      </Stack>
    </Container>
  );
}
