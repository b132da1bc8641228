// The end of a hire waiting for its Pix or boleto: what the page is doing about the payment
// (checking it by itself, or waiting for the connection), the contract number and the way to
// Minhas tokaas.
import type { Contract } from '../../api/contracts.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useOnline } from './use-online.ts';

export function AwaitingPaymentStatus({ contract }: { contract: Contract }) {
  const online = useOnline();
  return (
    <>
      <div className="booking-pix-status" role="status">
        {online ? (
          <>
            <Spinner size="sm" />
            <span>Aguardando a confirmação do pagamento…</span>
          </>
        ) : (
          <span>Sem conexão: vamos verificar o pagamento assim que a internet voltar.</span>
        )}
      </div>
      <p className="booking-pix-number">
        Contrato <strong>{contract.human_contract_id}</strong>
      </p>
      <LinkButton href="/minhas-tokaas" variant="secondary">
        Minhas tokaas
      </LinkButton>
    </>
  );
}
