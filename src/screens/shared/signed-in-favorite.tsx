// The heart of a signed-in resident: its state comes from the Dexie mirror and a press records the
// change in the outbox. Loaded only once someone is signed in (see FavoriteHeart.tsx), so the
// public screens do not download Dexie for a heart that can only open the login dialog.
import type { Apartment } from '../../api/catalogue.ts';
import { openLoginDialog } from '../../app/login-dialog.ts';
import { toggleFavorite, useFavoriteState } from '../../data/favorites.ts';
import { NotSignedInError } from '../../data/record-change.ts';
import { FavoriteButton } from '../../ui/FavoriteButton.tsx';
import { useToast } from '../../ui/Toast.tsx';

export const FAVORITE_ERROR = 'Não foi possível salvar o favorito. Tente novamente.';

/** Records a press on the heart; a session that ended meanwhile opens the login dialog. */
export async function changeFavorite(
  apartment: Apartment,
  isFavorite: boolean,
  showError: () => void,
): Promise<void> {
  try {
    await toggleFavorite(apartment, isFavorite);
  } catch (error) {
    if (error instanceof NotSignedInError) openLoginDialog('login');
    else showError();
  }
}

export interface HeartProps {
  apartment: Apartment;
  unitName: string;
  className?: string;
}

export function SignedInFavorite({ apartment, unitName, className }: HeartProps) {
  const { isFavorite, isPending } = useFavoriteState(apartment);
  const toast = useToast();
  return (
    <FavoriteButton
      className={className}
      isFavorite={isFavorite}
      isPending={isPending}
      unitName={unitName}
      onChange={() =>
        void changeFavorite(apartment, isFavorite, () => toast.show(FAVORITE_ERROR, { tone: 'error' }))
      }
    />
  );
}
