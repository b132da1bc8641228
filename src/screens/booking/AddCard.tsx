// 'Adicionar cartão' without leaving the booking: the cards screen's own dialog (AddCardDialog), and
// the saved cards merged with the one just added until the next pull of the mirror includes it.
import { useCallback, useMemo, useState } from 'react';
import type { Card } from '../../api/cards.ts';
import { useCards } from '../../data/cards.ts';
import { refreshResidentData } from '../../data/contracts.ts';
import { NOTICE_TIMEOUT, useToast } from '../../ui/Toast.tsx';
import { AddCardDialog } from '../account/AddCardDialog.tsx';
// The add-card form's styles live with the cards screen.
import '../account/CardsScreen.css';

/**
 * The saved cards (undefined while the mirror loads) plus those added here that it does not hold
 * yet, and the function that remembers a card just added.
 */
export function usePaymentCards(): [Card[] | undefined, (card: Card) => void] {
  const mirrored = useCards();
  const [added, setAdded] = useState<Card[]>([]);
  const cards = useMemo(() => {
    const fresh = added.filter((card) => !mirrored?.some((c) => c.id === card.id));
    if (mirrored === undefined) return fresh.length ? fresh : undefined;
    return [...mirrored, ...fresh];
  }, [mirrored, added]);
  const remember = useCallback((card: Card) => setAdded((list) => [...list, card]), []);
  return [cards, remember];
}

export function AddCard({
  isOpen,
  onOpenChange,
  token,
  onAdded,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  token: string | null;
  onAdded: (card: Card) => void;
}) {
  const toast = useToast();
  if (!token) return null;
  return (
    <AddCardDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      token={token}
      onAdded={(card, message) => {
        onAdded(card);
        toast.show(message, { tone: 'success', timeout: NOTICE_TIMEOUT });
        void refreshResidentData().catch(() => {});
      }}
    />
  );
}
