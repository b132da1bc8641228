// Favourites for screens: read from the mirror, changed through the outbox. While a change for a
// unit waits to be sent, further clicks on its heart are ignored (spec 4).
import { useLiveQuery } from 'dexie-react-hooks';
import type { Apartment } from '../api/catalogue.ts';
import { database, type FavoriteRow } from './db.ts';
import type { FavoriteAddPayload, FavoriteRemovePayload } from './outbox/mutations/favorites.ts';
import { NotSignedInError, recordChange } from './record-change.ts';
import { getSession, useSession } from './session.ts';
import { syncedKey } from './sync/synced-key.ts';

const FAVORITE_KINDS = ['favorite.add', 'favorite.remove'];

/** The signed-in resident's favourites (undefined while loading; [] when signed out). */
export function useFavorites(): FavoriteRow[] | undefined {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return useLiveQuery(
    async () =>
      userId === undefined ? [] : database().favorites.where('userId').equals(userId).reverse().sortBy('id'),
    [userId],
  );
}

export interface FavoriteState {
  isFavorite: boolean;
  isPending: boolean;
}

/** A unit's heart: favourited per the mirror (or the server's `favorited` before the first sync). */
export function useFavoriteState(apartment: Pick<Apartment, 'id' | 'favorited'>): FavoriteState {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  const state = useLiveQuery(async () => {
    if (userId === undefined) return { isFavorite: false, isPending: false, known: true };
    const db = database();
    const [row, pending, synced] = await Promise.all([
      db.favorites
        .where('apartment_id')
        .equals(apartment.id)
        .filter((f) => f.userId === userId)
        .first(),
      db.outbox
        .where('[userId+status]')
        .equals([userId, 'pending'])
        .filter(
          (r) =>
            FAVORITE_KINDS.includes(r.kind) &&
            (r.payload as FavoriteAddPayload | FavoriteRemovePayload).apartmentId === apartment.id,
        )
        .count(),
      db.meta.get(syncedKey('favorites')),
    ]);
    return {
      isFavorite: row !== undefined,
      isPending: pending > 0,
      known: synced !== undefined || row !== undefined,
    };
  }, [userId, apartment.id]);
  if (!state?.known) return { isFavorite: Boolean(apartment.favorited), isPending: false };
  return { isFavorite: state.isFavorite, isPending: state.isPending };
}

export async function toggleFavorite(apartment: Apartment, currently: boolean): Promise<void> {
  const db = database();
  const session = getSession();
  if (session.status !== 'authenticated') throw new NotSignedInError();
  if (!currently) {
    await recordChange<FavoriteAddPayload>('favorite.add', { apartmentId: apartment.id, apartment });
    return;
  }
  const row = await db.favorites.where('apartment_id').equals(apartment.id).first();
  const favoriteId = row?.id ?? apartment.favorited?.id;
  if (favoriteId === undefined) return;
  const snapshot: FavoriteRow = row ?? {
    id: favoriteId,
    userId: session.user.id,
    apartment_id: apartment.id,
    apartment: { data: apartment },
  };
  await recordChange<FavoriteRemovePayload>('favorite.remove', {
    apartmentId: apartment.id,
    favoriteId,
    snapshot,
  });
}
