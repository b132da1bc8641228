// 'Adicionar cartão' (spec 5 'Add card'): number (brand shown from the 6th digit), holder, expiry,
// CVV (4 digits for amex), holder CPF and birth date. Checked first on the device; while the card
// goes to the gateway 'Processando, aguarde...' covers the screen. Success closes the dialog and
// hands back the saved card (display fields only); a refusal shows the server's message.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Card } from '../../api/cards.ts';
import { CARD_M } from '../../api/cards.ts';
import { addCard } from '../../api/contract-calls.ts';
import { onlyDigits } from '../../domain/digits.ts';
import { cvvMask, MASKS } from '../../domain/masks.ts';
import { BusyOverlay } from '../../ui/BusyOverlay.tsx';
import { Button } from '../../ui/Button.tsx';
import { CardBrandIcon } from '../../ui/CardBrandIcon.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import {
  brandOf,
  type CardField,
  type CardFormProblems,
  type CardFormValues,
  checkCardForm,
  cvvOf,
  EMPTY_CARD_FORM,
  NO_CARD_PROBLEMS,
  serverCardProblems,
  toAddCardPayload,
} from './card-form.ts';
import { Notice } from './Notice.tsx';
import { isOfflineError, needsNetworkMessage } from './use-online.ts';

export interface AddCardDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  token: string;
  onAdded: (card: Card, message: string) => void;
}

export function AddCardDialog({ isOpen, onOpenChange, token, onAdded }: AddCardDialogProps) {
  return (
    <Modal title="Adicionar cartão" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      {(close) => (
        <AddCardForm
          token={token}
          onCancel={close}
          onAdded={(card, message) => {
            onAdded(card, message);
            close();
          }}
        />
      )}
    </Modal>
  );
}

function AddCardForm({
  token,
  onCancel,
  onAdded,
}: {
  token: string;
  onCancel: () => void;
  onAdded: (card: Card, message: string) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [problems, setProblems] = useState<CardFormProblems>(NO_CARD_PROBLEMS);
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const brand = brandOf(values);

  useEffect(() => {
    if (!attempt) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (patch: Partial<CardFormValues>, field: CardField) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      if (!current.invalid.has(field) && !current.fields[field]) return current;
      const invalid = new Set(current.invalid);
      invalid.delete(field);
      const { [field]: _gone, ...fields } = current.fields;
      return { summary: invalid.size ? current.summary : undefined, fields, invalid };
    });
  };

  const state = (field: CardField) => ({
    isInvalid: problems.invalid.has(field),
    errorMessage: problems.fields[field],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = checkCardForm(values);
    if (found) {
      setProblems(found);
      setAttempt((n) => n + 1);
      return;
    }
    setProblems(NO_CARD_PROBLEMS);
    setSending(true);
    try {
      const answer = await addCard(token, toAddCardPayload(values));
      setValues(EMPTY_CARD_FORM);
      onAdded(answer.data, answer.message || CARD_M.added);
    } catch (error) {
      setProblems(
        isOfflineError(error)
          ? { summary: needsNetworkMessage('adicionar um cartão'), fields: {}, invalid: new Set() }
          : serverCardProblems(error),
      );
      setAttempt((n) => n + 1);
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={formRef} className="add-card" onSubmit={submit} noValidate aria-label="Dados do cartão">
      <div className="add-card__number">
        <TextField
          label="Número do cartão"
          isRequired
          mask={MASKS.cardNumber}
          placeholder="0000 0000 0000 0000"
          autoComplete="cc-number"
          value={values.number}
          onChange={(text) => change({ number: onlyDigits(text) }, 'number')}
          {...state('number')}
        />
        <div className="add-card__brand" aria-live="polite">
          {brand ? <CardBrandIcon brand={brand} width={48} /> : null}
        </div>
      </div>
      <TextField
        label="Nome do titular"
        isRequired
        autoComplete="cc-name"
        description="Como está impresso no cartão."
        value={values.holder}
        onChange={(holder) => change({ holder }, 'holder')}
        {...state('holder')}
      />
      <div className="add-card__pair">
        <TextField
          label="Validade"
          isRequired
          mask={MASKS.cardExpiry}
          placeholder="MM/AAAA"
          autoComplete="cc-exp"
          value={values.expiration}
          onChange={(expiration) => change({ expiration }, 'expiration')}
          {...state('expiration')}
        />
        <TextField
          label="CVV"
          isRequired
          mask={cvvMask(brand)}
          placeholder={brand === 'amex' ? '0000' : '000'}
          autoComplete="cc-csc"
          description={brand === 'amex' ? '4 dígitos na frente do cartão.' : '3 dígitos no verso do cartão.'}
          value={cvvOf(values)}
          onChange={(cvv) => change({ cvv }, 'cvv')}
          {...state('cvv')}
        />
      </div>
      <div className="add-card__pair add-card__pair--holder">
        <TextField
          label="CPF do titular"
          isRequired
          mask={MASKS.cpf}
          placeholder="000.000.000-00"
          value={values.cpf}
          onChange={(cpf) => change({ cpf }, 'cpf')}
          {...state('cpf')}
        />
        <TextField
          label="Nascimento do titular"
          isRequired
          mask={MASKS.birthDate}
          placeholder="DD/MM/AAAA"
          value={values.birthdate}
          onChange={(birthdate) => change({ birthdate }, 'birthdate')}
          {...state('birthdate')}
        />
      </div>
      {problems.summary && <Notice tone="error">{problems.summary}</Notice>}
      <div className="add-card__actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={sending}>
          Cancelar
        </Button>
        <Button type="submit" isPending={sending}>
          Salvar cartão
        </Button>
      </div>
      <BusyOverlay isVisible={sending} message="Processando, aguarde..." />
    </form>
  );
}
