// /metodos-pagamento (spec 2 'Cards'): the saved cards from the mirror (opens offline), each with
// its brand, last 4 digits, expiry and 'Excluir'; an empty state; 'Adicionar cartão'. Adding and
// deleting need the network and are never queued; afterwards the mirror is pulled again, and the
// list shows the result at once meanwhile. Card notices close after 3 s (spec 9).
import { useState } from 'react';
import type { Card } from '../../api/cards.ts';
import { useCards } from '../../data/cards.ts';
import { refreshResidentData } from '../../data/contracts.ts';
import { useSession } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PlusIcon } from '../../ui/icons.tsx';
import { Container } from '../../ui/Layout.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { NOTICE_TIMEOUT, useToast } from '../../ui/Toast.tsx';
import { AddCardDialog } from './AddCardDialog.tsx';
import { NetworkNotice } from './NetworkNotice.tsx';
import { SavedCard } from './SavedCard.tsx';
import './CardsScreen.css';

/** The mirror's cards with what this page just added or deleted, until the next pull agrees. */
function useShownCards() {
  const mirror = useCards();
  const [added, setAdded] = useState<Card[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const known = new Set((mirror ?? []).map((c) => c.id));
  const cards =
    mirror === undefined && added.length === 0
      ? undefined
      : [...(mirror ?? []), ...added.filter((c) => !known.has(c.id))].filter((c) => !deleted.has(c.id));
  return {
    cards,
    add: (card: Card) => setAdded((list) => [...list, card]),
    remove: (card: Card) => setDeleted((set) => new Set(set).add(card.id)),
  };
}

export default function CardsScreen() {
  useDocumentTitle('Cartões');
  const session = useSession();
  const toast = useToast();
  const { cards, add, remove } = useShownCards();
  const [adding, setAdding] = useState(false);
  const token = session.status === 'authenticated' ? session.token : '';

  const addButton = (
    <Button icon={<PlusIcon size={20} />} onPress={() => setAdding(true)}>
      Adicionar cartão
    </Button>
  );

  return (
    <Container width="narrow" className="cards-page">
      <div className="cards-page__header">
        <h1 className="cards-page__title">Cartões</h1>
        {cards?.length ? addButton : null}
      </div>
      <p className="cards-page__lead">
        Cartões de crédito salvos para pagar contratações e faturas. Guardamos só a bandeira, os 4 últimos
        dígitos e a validade.
      </p>
      <NetworkNotice action="adicionar ou excluir cartões" />
      {cards === undefined ? (
        <SkeletonCards count={2} label="Carregando cartões" />
      ) : cards.length === 0 ? (
        <EmptyState action={addButton}>
          Você ainda não tem cartões salvos. Adicione um para pagar suas faturas com mais rapidez.
        </EmptyState>
      ) : (
        <ul className="cards-page__list" aria-label="Cartões salvos">
          {cards.map((card) => (
            <SavedCard
              key={card.id}
              card={card}
              token={token}
              onDeleted={(gone, message) => {
                remove(gone);
                toast.show(message, { tone: 'success', timeout: NOTICE_TIMEOUT });
                void refreshResidentData();
              }}
            />
          ))}
        </ul>
      )}
      <AddCardDialog
        isOpen={adding}
        onOpenChange={setAdding}
        token={token}
        onAdded={(card, message) => {
          add(card);
          toast.show(message, { tone: 'success', timeout: NOTICE_TIMEOUT });
          void refreshResidentData();
        }}
      />
    </Container>
  );
}
