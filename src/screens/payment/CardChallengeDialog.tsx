// The card issuer's 3-D Secure challenge (issue 30): a debit charge the issuer wants confirmed
// shows its page in a modal — the issuer's name, the amount, its instruction (where it sent the
// code) and a field for the code. The code goes to the server, which asks the issuer; approved
// hands the paid contract back, declined shows the issuer's message and ends the challenge (it is
// single use: paying again starts a new one). Closing without an answer is the caller's to handle.
import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import type { CardChallenge } from '../../api/card-challenges.ts';
import { ApiError } from '../../api/client.ts';
import { answerCardChallenge } from '../../api/contract-calls.ts';
import type { Contract } from '../../api/contracts.ts';
import { formatMoney } from '../../domain/money.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { failureMessage } from '../contracts/shared/online-action.ts';
import './CardChallengeDialog.css';

export const CHALLENGE_TITLE = 'Confirme o pagamento no seu banco';

export interface CardChallengeDialogProps {
  challenge: CardChallenge | undefined;
  token: string | null;
  /** The issuer approved: the paid bill's contract. */
  onApproved: (contract: Contract, message: string) => void;
  /** Closed: after a decline (`declined` true) or without answering. */
  onClose: (declined: boolean) => void;
}

export function CardChallengeDialog({ challenge, token, onApproved, onClose }: CardChallengeDialogProps) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [declined, setDeclined] = useState<string>();
  const [problem, setProblem] = useState<string>();
  // One key per challenge: a retry after a lost answer replays, never answers twice.
  const key = useRef({ for: '', key: '' });
  const reset = () => {
    setCode('');
    setFieldError(undefined);
    setDeclined(undefined);
    setProblem(undefined);
  };

  const submit = async () => {
    if (!challenge || !token || pending) return;
    if (key.current.for !== `${challenge.id}:${code}`) {
      key.current = { for: `${challenge.id}:${code}`, key: crypto.randomUUID() };
    }
    setPending(true);
    setFieldError(undefined);
    setProblem(undefined);
    try {
      const answer = await answerCardChallenge(token, challenge.id, { code }, key.current.key);
      reset();
      onApproved(answer.contract, answer.message);
    } catch (error) {
      const field = error instanceof ApiError ? error.field('code') : undefined;
      const issuer = error instanceof ApiError ? error.field('payment') : undefined;
      if (field) setFieldError(field);
      else if (issuer) setDeclined(issuer);
      else setProblem(failureMessage(error, 'confirmar o pagamento'));
    } finally {
      setPending(false);
    }
  };

  const close = () => {
    const wasDeclined = declined !== undefined;
    reset();
    onClose(wasDeclined);
  };

  return (
    <Modal
      title={CHALLENGE_TITLE}
      isOpen={challenge !== undefined}
      onOpenChange={(open) => {
        if (!open && !pending) close();
      }}
      isDismissable={false}
      size="sm"
    >
      {challenge ? (
        <section className="card-challenge" aria-label={`Página do ${challenge.issuer}`}>
          <p className="card-challenge__issuer">{challenge.issuer}</p>
          <dl className="card-challenge__amount">
            <dt>Valor</dt>
            <dd>{formatMoney(challenge.amount)}</dd>
          </dl>
          {declined ? (
            <>
              <p className="card-challenge__declined" role="alert">
                {declined}
              </p>
              <Button onPress={close} fullWidth>
                Escolher outra forma de pagamento
              </Button>
            </>
          ) : (
            <Form
              className="card-challenge__form"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <p className="card-challenge__prompt">{challenge.prompt}</p>
              <TextField
                label="Código de verificação"
                value={code}
                onChange={setCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                isRequired
                errorMessage={fieldError}
              />
              {problem ? (
                <p className="card-challenge__problem" role="alert">
                  {problem}
                </p>
              ) : null}
              <div className="card-challenge__actions">
                <Button variant="secondary" onPress={close} isDisabled={pending}>
                  Cancelar
                </Button>
                <Button type="submit" isPending={pending}>
                  Confirmar
                </Button>
              </div>
            </Form>
          )}
        </section>
      ) : null}
    </Modal>
  );
}
