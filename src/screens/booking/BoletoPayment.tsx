// A hire paid by boleto, waiting for its payment (status 3 with payment form 3): the boleto panel
// (due date, linha digitável, Pix of the same boleto, 'Baixar boleto'). The page keeps checking
// the payment by itself, as for Pix (use-contract-poll.ts), and shows the welcome once it is paid.
import type { Contract } from '../../api/contracts.ts';
import { Badge } from '../../ui/Badge.tsx';
import { BoletoPanel } from '../contracts/shared/BoletoPanel.tsx';
import { AwaitingPaymentStatus } from './AwaitingPaymentStatus.tsx';
import './PixPayment.css';

export function BoletoPayment({ contract, unitName }: { contract: Contract; unitName: string }) {
  const bill = contract.billToReceive.find((b) => !b.received && b.boleto);
  return (
    <div className="booking-pix">
      <header className="booking-pix-head">
        <Badge tone="warning">{contract.status.name}</Badge>
        <h1>Pague o boleto para concluir</h1>
        <p className="booking-pix-lead">
          Sua reserva de <strong>{unitName}</strong> está guardada até a compensação do boleto. Assim que o
          pagamento for confirmado, esta página mostra as instruções de acesso.
        </p>
      </header>
      <div className="booking-pix-layout">
        {bill?.boleto ? (
          <BoletoPanel boleto={bill.boleto} value={bill.value} />
        ) : (
          <p className="booking-pix-missing">
            O boleto desta reserva não está mais disponível. Veja a situação do pedido em Minhas tokaas.
          </p>
        )}
        <section className="booking-pix-card" aria-labelledby="boleto-steps-title">
          <h2 id="boleto-steps-title">Aguardando pagamento</h2>
          <AwaitingPaymentStatus contract={contract} />
        </section>
      </div>
    </div>
  );
}
