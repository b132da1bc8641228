// The page's heart. Signed out it opens the login dialog; signed in it goes through the outbox
// (toggleFavorite), and presses are ignored while the change waits to be sent.
import type { Apartment } from '../../api/catalogue.ts';
import { openLoginDialog } from '../../app/login-dialog.ts';
import { toggleFavorite, useFavoriteState } from '../../data/favorites.ts';
import { NotSignedInError } from '../../data/record-change.ts';
import { useSession } from '../../data/session.ts';
import { FavoriteButton } from '../../ui/FavoriteButton.tsx';
import { useToast } from '../../ui/Toast.tsx';

export function UnitFavorite({ unit }: { unit: Apartment }) {
  const session = useSession();
  const { isFavorite, isPending } = useFavoriteState(unit);
  const toast = useToast();
  return (
    <FavoriteButton
      className="unit-favorite"
      isFavorite={isFavorite}
      isPending={isPending}
      unitName={unit.displayName}
      onChange={() => {
        if (session.status !== 'authenticated') {
          openLoginDialog('login');
          return;
        }
        toggleFavorite(unit, isFavorite).catch((error: unknown) => {
          if (error instanceof NotSignedInError) openLoginDialog('login');
          else toast.show('Não foi possível salvar o favorito. Tente novamente.', { tone: 'error' });
        });
      }}
    />
  );
}
