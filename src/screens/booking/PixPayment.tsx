// A Pix hire waiting for its payment (spec 4, status 3): the QR code, the copy-and-paste code with
// a copy button ('Código pix copiado!'), how to pay, and the total. The page keeps checking the
// payment by itself (see use-contract-poll.ts); offline it says it will check when back online.
import { Temporal } from 'temporal-polyfill';
import type { Contract } from '../../api/contracts.ts';
import { APP_TIME_ZONE, formatDateBr } from '../../domain/calendar-day.ts';
import { today } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { CopyIcon } from '../../ui/icons.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { AwaitingPaymentStatus } from './AwaitingPaymentStatus.tsx';
import { copyText } from './copy-text.ts';
import './PixPayment.css';

/** 'até as 14:30', or 'até 23/11/2026 às 00:10' when it ends on another day (São Paulo time). */
function expiryText(iso: string | null): string | undefined {
  if (!iso) return undefined;
  try {
    const at = Temporal.Instant.from(iso).toZonedDateTimeISO(APP_TIME_ZONE);
    const time = `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;
    const day = at.toPlainDate();
    return day.equals(today()) ? `até as ${time}` : `até ${formatDateBr(day)} às ${time}`;
  } catch {
    return undefined;
  }
}

export function PixPayment({ contract, unitName }: { contract: Contract; unitName: string }) {
  const toast = useToast();
  const bill = contract.billToReceive.find((b) => !b.received && b.key) ?? contract.billToReceive[0];
  const until = expiryText(bill?.pix_expires_at ?? null);
  const total = bill?.value ?? contract.total;

  const copy = async () => {
    if (!bill?.key) return;
    if (await copyText(bill.key)) toast.show('Código pix copiado!', { tone: 'success' });
    else toast.show('Não foi possível copiar. Selecione o código e copie manualmente.', { tone: 'error' });
  };

  return (
    <div className="booking-pix">
      <header className="booking-pix-head">
        <Badge tone="warning">{contract.status.name}</Badge>
        <h1>Pague com Pix para concluir</h1>
        <p className="booking-pix-lead">
          Sua reserva de <strong>{unitName}</strong> está guardada. Assim que o pagamento for confirmado, esta
          página mostra as instruções de acesso.
        </p>
      </header>

      <div className="booking-pix-layout">
        <section className="booking-pix-card" aria-labelledby="pix-code-title">
          <h2 id="pix-code-title" className="visually-hidden">
            Código Pix
          </h2>
          <p className="booking-pix-total">
            <span>{contract.plan === 'Mensal' ? 'Total (1º mês)' : 'Total'}</span>
            <strong>{formatMoney(total)}</strong>
          </p>
          {bill?.qr_code && bill.key ? (
            <>
              <img
                className="booking-pix-qr"
                src={bill.qr_code}
                alt={`QR Code Pix para pagar ${formatMoney(total)}`}
                width={240}
                height={240}
              />
              <label className="booking-pix-code-label" htmlFor="pix-copia-e-cola">
                Pix copia e cola
              </label>
              <textarea
                id="pix-copia-e-cola"
                className="booking-pix-code"
                readOnly
                value={bill.key}
                rows={4}
              />
              <Button onPress={copy} icon={<CopyIcon size={20} />} fullWidth size="lg">
                Copiar código Pix
              </Button>
              {until && (
                <p className="booking-pix-expiry">
                  Este código vale {until} (horário de Brasília). Depois disso, a reserva é cancelada.
                </p>
              )}
            </>
          ) : (
            <p className="booking-pix-missing">
              O código Pix desta reserva não está mais disponível. Veja a situação do pedido em Minhas tokaas.
            </p>
          )}
        </section>

        <section className="booking-pix-card" aria-labelledby="pix-steps-title">
          <h2 id="pix-steps-title">Como pagar com Pix</h2>
          <ol className="booking-pix-steps">
            <li>Abra o app do seu banco e escolha pagar com Pix.</li>
            <li>Escaneie o QR Code ou cole o código copia e cola.</li>
            <li>Confira o valor de {formatMoney(total)} e a Tokaas como recebedora, e confirme.</li>
            <li>Pronto: esta página se atualiza sozinha quando o pagamento for confirmado.</li>
          </ol>
          <AwaitingPaymentStatus contract={contract} />
        </section>
      </div>
    </div>
  );
}
