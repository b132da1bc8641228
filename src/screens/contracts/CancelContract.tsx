// 'Cancelar reserva' (spec 2, 4, 9): an irreversible-action confirmation that says what the
// refund rule gives today — everything back within 7 days of hiring and at least 7 days before
// check-in, otherwise 70 % back and 30 % retained — then the cancel call (online only; never
// queued). On success the mirror is pulled again so the status reads Cancelada everywhere. A contract
// paid by boleto has no account to return money to: the dialog asks for a Pix key (CPF, e-mail,
// celular or chave aleatória, checked here and again by the server).
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { type ContractRow, refreshResidentData } from '../../data/contracts.ts';
import { tokenOf } from '../../data/session.ts';
import { formatMoney } from '../../domain/money.ts';
import { checkPixKey } from '../../domain/pix-key.ts';
import {
  BOLETO_PAYMENT_FORM,
  MIN_NOTICE_DAYS,
  PARTIAL_REFUND_RATE,
  REFUND_WINDOW_DAYS,
  refundDestination,
} from '../../domain/refund.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { openLoginDialog } from '../../ui/login-dialog.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { periodOf, refundToday, unitNameOf } from './contract-view.ts';
import { failureMessage, isNetworkFailure } from './shared/online-action.ts';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

const DESTINATION_TEXT = {
  card: 'O reembolso volta para o cartão que pagou (crédito ou débito).',
  pix: 'O reembolso é devolvido por Pix à conta que pagou.',
  pix_key: 'Pagamentos por boleto são reembolsados por Pix, na chave que você informar abaixo.',
  none: '',
} as const;

function RefundText({ contract }: { contract: ContractRow }) {
  const quote = refundToday(contract);
  if (!quote || quote.paid === 0)
    return <p>Nenhum pagamento foi feito nesta reserva, então não há valor a reembolsar.</p>;
  const destination = DESTINATION_TEXT[refundDestination(contract.payment_form_id, quote.refund)];
  return (
    <>
      <RefundAmount quote={quote} />
      {destination ? <p className="refund-destination">{destination}</p> : null}
    </>
  );
}

function RefundAmount({ quote }: { quote: NonNullable<ReturnType<typeof refundToday>> }) {
  if (quote.rule === 'full')
    return (
      <p className="refund-line">
        Reembolso integral: <strong>{formatMoney(quote.refund)}</strong>. Você está cancelando em até{' '}
        {REFUND_WINDOW_DAYS} dias da contratação e com pelo menos {MIN_NOTICE_DAYS} dias de antecedência do
        check-in.
      </p>
    );
  return (
    <p className="refund-line">
      Reembolso de <strong>{formatMoney(quote.refund)}</strong> ({percent(PARTIAL_REFUND_RATE)} de{' '}
      {formatMoney(quote.paid)} pagos); <strong>{formatMoney(quote.retained)}</strong> (
      {percent(1 - PARTIAL_REFUND_RATE)}) ficam retidos, conforme as condições gerais.
    </p>
  );
}

export function CancelContract({ contract }: { contract: ContractRow }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  // One key per confirmation: a retry after a lost answer cancels (and refunds) once.
  const idempotencyKey = useRef('');
  const [pixKey, setPixKey] = useState('');
  const [pixKeyError, setPixKeyError] = useState<string>();
  const needsPixKey =
    contract.payment_form_id === BOLETO_PAYMENT_FORM && (refundToday(contract)?.refund ?? 0) > 0;

  const openDialog = () => {
    idempotencyKey.current = crypto.randomUUID();
    setPixKeyError(undefined);
    setOpen(true);
  };

  const confirm = async () => {
    const token = tokenOf();
    if (!token) {
      openLoginDialog('login');
      return;
    }
    if (needsPixKey) {
      const checked = checkPixKey(pixKey);
      setPixKeyError(checked.ok ? undefined : checked.message);
      if (!checked.ok) throw new Error(checked.message);
    }
    try {
      // The contract calls' answer schemas load on the press, not with the contract screen.
      const { cancelContract } = await import('../../api/contract-calls.ts');
      const result = await cancelContract(
        token,
        contract.id,
        idempotencyKey.current,
        needsPixKey ? { refund_pix_key: pixKey } : undefined,
      );
      toast.show(result.message, { tone: 'success' });
    } catch (error) {
      // Refused for good: the next attempt is a new request.
      if (!isNetworkFailure(error)) idempotencyKey.current = crypto.randomUUID();
      if (error instanceof ApiError) setPixKeyError(error.field('refund_pix_key'));
      throw new Error(failureMessage(error, 'cancelar a reserva'));
    }
    await refreshResidentData();
  };

  return (
    <>
      <Button variant="danger" onPress={openDialog}>
        Cancelar reserva
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Cancelar reserva"
        message={
          <>
            <p>
              Esta ação não pode ser desfeita. A reserva de {unitNameOf(contract)} ({periodOf(contract)}) será
              cancelada e a unidade liberada para outras pessoas.
            </p>
            <RefundText contract={contract} />
            {needsPixKey ? (
              <TextField
                label="Chave Pix para o reembolso"
                description="CPF, e-mail, celular (+55 com DDD) ou chave aleatória."
                value={pixKey}
                onChange={(next) => {
                  setPixKey(next);
                  setPixKeyError(undefined);
                }}
                isRequired
                errorMessage={pixKeyError}
              />
            ) : null}
          </>
        }
        confirmLabel="Cancelar reserva"
        cancelLabel="Voltar"
        tone="danger"
        onConfirm={confirm}
      />
    </>
  );
}
