// One saved card (spec 2 'Cards'): brand icon, only the last 4 digits (spec 9), holder, 'Crédito' or
// 'Débito' (as the issuer answered when it was saved), expiry and
// 'Excluir', which asks first ('Você está prestes a excluir um cartão'). Deleting needs the network:
// offline, or when the server refuses, the dialog says why and stays open.
import { useState } from 'react';
import type { Card } from '../../api/cards.ts';
import { ApiError } from '../../api/client.ts';
import { deleteCard } from '../../api/contract-calls.ts';
import { CARD_KIND_LABEL } from '../../domain/card.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { CardBrandIcon } from '../../ui/CardBrandIcon.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { TrashIcon } from '../../ui/icons.tsx';
import { isOfflineError, needsNetworkMessage } from './use-online.ts';

export const DELETE_FAILED = 'Ocorreu um erro ao apagar o cartão.';

export interface SavedCardProps {
  card: Card;
  token: string;
  onDeleted: (card: Card, message: string) => void;
}

export function SavedCard({ card, token, onDeleted }: SavedCardProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    try {
      const answer = await deleteCard(token, card.id);
      onDeleted(card, answer.message);
    } catch (error) {
      if (isOfflineError(error)) throw new Error(needsNetworkMessage('excluir um cartão'));
      const first = error instanceof ApiError ? Object.values(error.errors)[0]?.[0] : undefined;
      throw new Error(first ?? DELETE_FAILED);
    }
  };
  return (
    <li className="saved-card" data-expired={card.expired || undefined}>
      <CardBrandIcon brand={card.brand} width={56} />
      <div className="saved-card__body">
        <p className="saved-card__number">
          <span aria-hidden="true">•••• </span>
          <span className="visually-hidden">Cartão com final </span>
          {card.last_digits}
        </p>
        <p className="saved-card__holder">{card.holder_name || card.holder}</p>
        <p className="saved-card__kind">{CARD_KIND_LABEL[card.type]}</p>
        <p className="saved-card__expiry">
          Validade {card.expiration}
          {card.expired ? (
            <Badge tone="danger" className="saved-card__badge">
              Vencido
            </Badge>
          ) : null}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        icon={<TrashIcon size={20} />}
        onPress={() => setConfirming(true)}
        aria-label={`Excluir cartão com final ${card.last_digits}`}
      >
        Excluir
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Excluir cartão"
        message={
          <>
            <p>Você está prestes a excluir um cartão</p>
            <p className="saved-card__confirm-detail">
              O cartão com final {card.last_digits} deixará de aparecer nas suas formas de pagamento.
            </p>
          </>
        }
        confirmLabel="Excluir"
        tone="danger"
        onConfirm={remove}
      />
    </li>
  );
}
