// What follows a hire (spec 4): awaiting Pix → the Pix screen (or the boleto's, for payment form 3),
// polled until paid; confirmed → the
// welcome; cancelled (the Pix expired) → say so and offer to start again.
import { useRef } from 'react';
import type { Apartment } from '../../api/catalogue.ts';
import type { Contract } from '../../api/contracts.ts';
import { hireOutcome } from '../../domain/booking-contract.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { fullAddress } from '../unit/unit-view.ts';
import { BoletoPayment } from './BoletoPayment.tsx';
import { PixPayment } from './PixPayment.tsx';
import { unitPagePath } from './paths.ts';
import { useContractPoll } from './use-contract-poll.ts';
import { useFocusHeading } from './use-focus-heading.ts';
import { Welcome } from './Welcome.tsx';

const TITLES = {
  'awaiting-pix': 'Pague com Pix',
  welcome: 'Bem-vindo(a)',
  closed: 'Reserva cancelada',
  processing: 'Processando seu pedido',
} as const;

export function HireResult({
  contract,
  unit,
  slug,
}: {
  contract: Contract;
  unit: Apartment;
  slug?: string | undefined;
}) {
  const current = useContractPoll(contract);
  const outcome = hireOutcome(current.contract_status_id);
  const ref = useRef<HTMLDivElement>(null);
  useFocusHeading(ref, outcome);
  useDocumentTitle(
    outcome === 'awaiting-pix' && current.payment_form_id === 3 ? 'Pague o boleto' : TITLES[outcome],
  );

  return (
    <Container width="wide" className="booking-result">
      <div ref={ref}>
        {outcome === 'awaiting-pix' &&
          (current.payment_form_id === 3 ? (
            <BoletoPayment contract={current} unitName={unit.displayName} />
          ) : (
            <PixPayment contract={current} unitName={unit.displayName} />
          ))}
        {outcome === 'welcome' && (
          <Welcome
            contractId={current.id}
            contractNumber={current.human_contract_id}
            unitName={unit.displayName}
            buildingName={unit.enterprise.data.name}
            address={fullAddress(unit.enterprise.data)}
            checkIn={current.checkIn}
            checkOut={current.checkOut}
            plan={current.plan}
          />
        )}
        {outcome === 'closed' && (
          <div className="booking-problem">
            <h1>Esta reserva foi cancelada</h1>
            <p className="booking-problem-message">
              O pagamento não foi confirmado a tempo ou a reserva foi cancelada, e a unidade foi liberada. Se
              ela ainda estiver disponível, você pode contratar de novo.
            </p>
            <LinkButton href={unitPagePath(unit, slug)} size="lg">
              Voltar para a unidade
            </LinkButton>
          </div>
        )}
        {outcome === 'processing' && (
          <div className="booking-problem">
            <h1>Estamos processando seu pedido</h1>
            <p className="booking-problem-message">
              Seu pedido {current.human_contract_id} foi recebido e está em análise. Esta página se atualiza
              sozinha.
            </p>
            <Spinner size="lg" label="Processando" />
          </div>
        )}
      </div>
    </Container>
  );
}
