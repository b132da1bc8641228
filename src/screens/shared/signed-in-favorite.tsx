// The signed-in side of a heart (FavoriteHeart.tsx keeps the button): the unit's state read from
// the Dexie mirror, and a press handed to the outbox. Loaded only once someone is signed in, so the
// public screens do not download Dexie for a heart that can only open the login dialog.
import { useEffect } from 'react';
import type { Apartment } from '../../api/catalogue.ts';
import { type FavoriteState, setFavorite, useFavoriteState } from '../../data/favorites.ts';
import { NotSignedInError } from '../../data/record-change.ts';
import { openLoginDialog } from '../../ui/login-dialog.ts';

/** Records a press; false when it could not be (a session that ended opens the login dialog). */
export async function changeFavorite(
  apartment: Apartment,
  wanted: boolean,
  showError: () => void,
): Promise<boolean> {
  try {
    await setFavorite(apartment, wanted);
    return true;
  } catch (error) {
    if (error instanceof NotSignedInError) openLoginDialog('login');
    else showError();
    return false;
  }
}

export interface FavoriteMirrorProps {
  apartment: Apartment;
  /** Called with each state read, and with undefined when the reader goes (signed out). */
  onState: (state: FavoriteState | undefined) => void;
}

/** Renders nothing: reports the unit's favourite state from the mirror to the heart. */
export function FavoriteMirror({ apartment, onState }: FavoriteMirrorProps) {
  const { isFavorite, isPending, isRead } = useFavoriteState(apartment);
  useEffect(() => onState({ isFavorite, isPending, isRead }), [onState, isFavorite, isPending, isRead]);
  useEffect(() => () => onState(undefined), [onState]);
  return null;
}
