// 'Forma de pagamento': Pix (the default) or one of the resident's saved cards (credit or debit), as radio cards
// (react-aria RadioGroup: arrows move between options, the choice is announced). Expired cards are
// shown but cannot be chosen. 'Adicionar cartão' opens the add-card dialog. Kept in this folder: the design
// system has no radio group yet, and only the booking screens choose a payment this way.
import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { Card } from '../../api/cards.ts';
import { CARD_KIND_LABEL } from '../../domain/card.ts';
import { Button } from '../../ui/Button.tsx';
import { CardBrandIcon } from '../../ui/CardBrandIcon.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './PaymentChoice.css';

export const PIX = 'pix';
export const BOLETO = 'boleto';
export type PaymentValue = typeof PIX | typeof BOLETO | `card-${number}`;

export const cardValue = (id: number): PaymentValue => `card-${id}`;

/** The card id of a choice, or null for Pix and boleto. */
export function cardIdOf(value: PaymentValue | null): number | null {
  if (!value || value === PIX || value === BOLETO) return null;
  const id = Number(value.slice('card-'.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export interface PaymentChoiceProps {
  value: PaymentValue | null;
  onChange: (value: PaymentValue) => void;
  /** Undefined while the saved cards are loading. */
  cards: readonly Card[] | undefined;
  /** Offer Pix and boleto (the booking) or cards only (a partner package to be paid). */
  allowPix: boolean;
  /** Opens the add-card dialog. */
  onAddCard: () => void;
  label?: string;
  description?: ReactNode;
  errorMessage?: string;
}

export function PaymentChoice({
  value,
  onChange,
  cards,
  allowPix,
  onAddCard,
  label = 'Forma de pagamento',
  description,
  errorMessage,
}: PaymentChoiceProps) {
  return (
    <div className="booking-pay">
      <RadioGroup
        className="booking-pay-group"
        value={value}
        onChange={(next) => onChange(next as PaymentValue)}
        isInvalid={Boolean(errorMessage)}
      >
        <Label className="booking-pay-label">{label}</Label>
        {description && (
          <Text slot="description" className="booking-pay-description">
            {description}
          </Text>
        )}
        <div className="booking-pay-options">
          {allowPix && (
            <Radio value={PIX} className="booking-pay-option">
              <span className="booking-pay-dot" aria-hidden="true" />
              <span className="booking-pay-pix" aria-hidden="true">
                PIX
              </span>
              <span className="booking-pay-text">
                <span className="booking-pay-title">Pix</span>
                <span className="booking-pay-detail">QR Code ou copia e cola, confirmado em instantes</span>
              </span>
            </Radio>
          )}
          {allowPix && (
            <Radio value={BOLETO} className="booking-pay-option">
              <span className="booking-pay-dot" aria-hidden="true" />
              <span className="booking-pay-pix" aria-hidden="true">
                BOL
              </span>
              <span className="booking-pay-text">
                <span className="booking-pay-title">Boleto</span>
                <span className="booking-pay-detail">
                  Vence em 1 dia útil; a unidade fica reservada até a compensação
                </span>
              </span>
            </Radio>
          )}
          {cards === undefined ? (
            <Skeleton height={64} />
          ) : (
            cards.map((card) => (
              <Radio
                key={card.id}
                value={cardValue(card.id)}
                className="booking-pay-option"
                isDisabled={card.expired}
              >
                <span className="booking-pay-dot" aria-hidden="true" />
                <CardBrandIcon brand={card.brand} width={40} />
                <span className="booking-pay-text">
                  <span className="booking-pay-title">Cartão final {card.last_digits}</span>
                  <span className="booking-pay-detail">
                    {CARD_KIND_LABEL[card.type]} ·{' '}
                    {card.expired ? `Vencido em ${card.expiration}` : `Validade ${card.expiration}`}
                  </span>
                </span>
              </Radio>
            ))
          )}
        </div>
      </RadioGroup>
      {cards !== undefined && cards.length === 0 && !allowPix && (
        <p className="booking-pay-empty">Você ainda não tem um cartão salvo.</p>
      )}
      <Button variant="ghost" icon={<PlusIcon size={20} />} onPress={onAddCard} className="booking-pay-add">
        Adicionar cartão
      </Button>
      {errorMessage && (
        <p className="booking-pay-error" role="alert">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
