// Paying an invoice (spec 2, 4, 6, 8): Pix by default, boleto (issue 30) or a saved card. Paying needs the network
// and is never queued; each attempt carries an Idempotency-Key, kept when the answer was lost so a
// retry charges once. A refusal shows the server's message in the modal. The Pix QR and
// copia-e-cola already issued for the invoice are in the mirror, so they show offline too. A debit
// card the issuer wants confirmed opens its 3-D Secure challenge over this modal.
// On a slow phone the dialog's own render (react-aria's overlay, the method tiles, the Pix panel)
// is most of the tap's time: the tap paints a stand-in of the same shape and the dialog replaces
// it right after that paint (src/ui/use-painted.ts).
import { useEffect, useRef, useState } from 'react';
import type { CardChallenge } from '../../../api/card-challenges.ts';
import { abandonCardChallenge, payBill } from '../../../api/contract-calls.ts';
import type { Bill, BillBoleto } from '../../../api/contracts.ts';
import { useCards } from '../../../data/cards.ts';
import { refreshResidentData } from '../../../data/contracts.ts';
import { tokenOf } from '../../../data/session.ts';
import { PIX_POLL_INTERVAL_MS } from '../../../domain/booking-contract.ts';
import { formatDateBr } from '../../../domain/calendar-day.ts';
import { CARD_KIND_LABEL } from '../../../domain/card.ts';
import { formatMoney } from '../../../domain/money.ts';
import { Button } from '../../../ui/Button.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { openLoginDialog } from '../../../ui/login-dialog.ts';
import { Modal, ModalStandIn } from '../../../ui/Modal.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { TextLink } from '../../../ui/TextLink.tsx';
import { useToast } from '../../../ui/Toast.tsx';
import { usePainted } from '../../../ui/use-painted.ts';
import { CardChallengeDialog } from '../../payment/CardChallengeDialog.tsx';
import { BoletoPanel } from '../shared/BoletoPanel.tsx';
import { ChoiceGroup } from '../shared/ChoiceGroup.tsx';
import { PixIcon } from '../shared/icons.tsx';
import { failureMessage, isNetworkFailure } from '../shared/online-action.ts';
import { type PixCharge, PixPanel } from './PixPanel.tsx';

const PIX = 'pix';
const BOLETO = 'boleto';

function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** The Pix charge to show: the freshest of the mirror's and the one just issued, while valid. */
function livePix(bill: Bill, issued: PixCharge | null): PixCharge | null {
  const now = Date.now();
  const fromMirror =
    bill.qr_code && bill.key && bill.pix_expires_at && Date.parse(bill.pix_expires_at) > now
      ? { qrCode: bill.qr_code, key: bill.key, expiresAt: bill.pix_expires_at }
      : null;
  const fresh = issued && Date.parse(issued.expiresAt) > now ? issued : null;
  if (fresh && (!fromMirror || Date.parse(fresh.expiresAt) >= Date.parse(fromMirror.expiresAt))) return fresh;
  return fromMirror;
}

function usePixPolling(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    // Spec 9: a pending Pix is checked every 5 seconds until it is confirmed.
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshResidentData();
    }, PIX_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);
}

interface PayModalProps {
  bill: Bill;
  onClose: () => void;
}

export function PayModal(props: PayModalProps) {
  const painted = usePainted();
  if (painted) return <PayDialog {...props} />;
  // The form's shape on a phone: the summary, two method tiles and the Pix panel; two buttons.
  return (
    <ModalStandIn
      title="Pagar fatura"
      footer={
        <>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </>
      }
    >
      <div className="pay-form">
        <Skeleton width="100%" height={96} />
        <Skeleton width="100%" height={184} />
        <Skeleton width="100%" height={200} />
      </div>
    </ModalStandIn>
  );
}

function PayDialog({ bill, onClose }: PayModalProps) {
  const cards = useCards();
  const toast = useToast();
  // An invoice whose boleto was issued opens on it (offline too: the boleto is in the mirror).
  const [method, setMethod] = useState(bill.boleto && !bill.received ? BOLETO : PIX);
  const [issuedBoleto, setIssuedBoleto] = useState<BillBoleto | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [issued, setIssued] = useState<PixCharge | null>(null);
  const [challenge, setChallenge] = useState<CardChallenge>();
  const idempotency = useRef({ for: '', key: '' });
  const pix = livePix(bill, issued);
  const boleto = bill.received ? null : (bill.boleto ?? issuedBoleto);
  usePixPolling(
    ((method === PIX && Boolean(pix)) || (method === BOLETO && Boolean(boleto))) && !bill.received,
  );

  /** The same key for retries of the same payment; a new one after a definitive answer. */
  const keyFor = (what: string) => {
    if (idempotency.current.for !== what) idempotency.current = { for: what, key: crypto.randomUUID() };
    return idempotency.current.key;
  };

  const pay = async () => {
    const token = tokenOf();
    if (!token) {
      openLoginDialog('login');
      return;
    }
    const card = method === PIX || method === BOLETO ? 0 : Number(method);
    setPending(true);
    setError(undefined);
    try {
      const result = await payBill(
        token,
        {
          bill_to_receive_id: bill.id,
          payment_form_id: method === PIX ? 1 : method === BOLETO ? 3 : 2,
          user_payment_credit_card_tokens: card,
        },
        keyFor(`${bill.id}:${method}`),
      );
      idempotency.current = { for: '', key: '' };
      if (method === PIX && result.data?.qr_code && result.data.key && result.data.pix_expires_at) {
        setIssued({
          qrCode: result.data.qr_code,
          key: result.data.key,
          expiresAt: result.data.pix_expires_at,
        });
      } else if (result.challenge) {
        setChallenge(result.challenge);
      } else if (method === BOLETO) {
        if (result.data?.boleto) setIssuedBoleto(result.data.boleto);
      } else {
        toast.show(result.message, { tone: 'success' });
      }
      void refreshResidentData();
    } catch (e) {
      if (!isNetworkFailure(e)) idempotency.current = { for: '', key: '' };
      setError(failureMessage(e, 'o pagamento'));
    } finally {
      setPending(false);
    }
  };

  const choices = [
    { id: PIX, label: 'Pix', detail: 'QR Code ou código copia e cola; confirmação em instantes.' },
    { id: BOLETO, label: 'Boleto', detail: 'Linha digitável, PDF ou o Pix do boleto; vence em 1 dia útil.' },
    ...(cards ?? []).map((c) => ({
      id: String(c.id),
      label: `${brandName(c.brand)} •••• ${c.last_digits}`,
      detail: `${CARD_KIND_LABEL[c.type]} · ${c.expired ? `Vencido em ${c.expiration}` : `Validade ${c.expiration}`}`,
      isDisabled: c.expired,
    })),
  ];

  const footer = (close: () => void) =>
    bill.received ? (
      <Button onPress={close}>Fechar</Button>
    ) : (
      <>
        <Button variant="secondary" onPress={close} isDisabled={pending}>
          Fechar
        </Button>
        {method === PIX ? (
          <Button
            icon={<PixIcon />}
            onPress={pay}
            isPending={pending}
            variant={pix ? 'secondary' : 'primary'}
          >
            {pix ? 'Gerar novo código Pix' : 'Gerar código Pix'}
          </Button>
        ) : method === BOLETO ? (
          boleto ? null : (
            <Button onPress={pay} isPending={pending}>
              Gerar boleto
            </Button>
          )
        ) : (
          <Button onPress={pay} isPending={pending}>
            Pagar {formatMoney(bill.value)}
          </Button>
        )}
      </>
    );

  return (
    <Modal
      title="Pagar fatura"
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      size="md"
      footer={footer}
      replacesStandIn
    >
      {bill.received ? (
        <div className="pay-done" role="status">
          <CheckIcon size={32} />
          <p>
            <strong>Pagamento confirmado!</strong> A fatura {bill.number} está paga.
          </p>
        </div>
      ) : (
        <div className="pay-form">
          <dl className="pay-summary">
            <div>
              <dt>Fatura</dt>
              <dd>{bill.number}</dd>
            </div>
            <div>
              <dt>Vencimento</dt>
              <dd>{formatDateBr(bill.date_expiration)}</dd>
            </div>
            <div>
              <dt>Valor</dt>
              <dd className="pay-summary__value">{formatMoney(bill.value)}</dd>
            </div>
          </dl>
          <ChoiceGroup
            label="Forma de pagamento"
            choices={choices}
            value={method}
            onChange={(next) => {
              setMethod(next);
              setError(undefined);
            }}
          />
          <p className="pay-add-card">
            Quer pagar com outro cartão? <TextLink href="/metodos-pagamento">Adicionar cartão</TextLink>
          </p>
          {method === PIX && pix ? <PixPanel charge={pix} /> : null}
          {method === BOLETO && boleto ? <BoletoPanel boleto={boleto} value={bill.value} /> : null}
          {error ? (
            <p className="contract-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
      <CardChallengeDialog
        challenge={challenge}
        token={tokenOf()}
        onApproved={(_, message) => {
          setChallenge(undefined);
          toast.show(message, { tone: 'success' });
          void refreshResidentData();
        }}
        onClose={(declined) => {
          const open = challenge;
          setChallenge(undefined);
          // Closed unanswered: give it up, so it cannot be answered later by mistake.
          const token = tokenOf();
          if (open && !declined && token) void abandonCardChallenge(token, open.id).catch(() => {});
        }}
      />
    </Modal>
  );
}
