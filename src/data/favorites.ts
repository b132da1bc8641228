// Favourites for screens: read from the mirror, changed through the outbox. While a change for a
// unit is being sent (a request in flight), further clicks on its heart are ignored (spec 4); a
// change only waiting (offline, for hours) is replaced by the next press: last intent wins.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Apartment } from '../api/catalogue.ts';
import { database, type FavoriteRow, type TokaasDatabase } from './engine/db.ts';
import type { FavoriteAddPayload, FavoriteRemovePayload } from './engine/outbox/mutations/favorites.ts';
import { isInFlight } from './engine/outbox/types.ts';
import { syncedKey } from './engine/sync/synced-key.ts';
import { NotSignedInError, recordChange } from './record-change.ts';
import { getSession, useSessionUserId } from './session.ts';

const FAVORITE_KINDS = ['favorite.add', 'favorite.remove'];

/** The signed-in resident's favourites (undefined while loading; [] when signed out). */
export function useFavorites(): FavoriteRow[] | undefined {
  const userId = useSessionUserId();
  return useLiveQuery(
    async () =>
      userId === undefined ? [] : database().favorites.where('userId').equals(userId).reverse().sortBy('id'),
    [userId],
  );
}

export interface FavoriteState {
  isFavorite: boolean;
  /** A change of this unit is being sent right now. */
  isPending: boolean;
  /** False until the mirror has been read once (the server's `favorited` is shown meanwhile). */
  isRead: boolean;
}

/** A unit's heart: favourited per the mirror (or the server's `favorited` before the first sync). */
export function useFavoriteState(apartment: Pick<Apartment, 'id' | 'favorited'>): FavoriteState {
  const userId = useSessionUserId();
  const state = useLiveQuery(async () => {
    if (userId === undefined) return { isFavorite: false, isPending: false, known: true };
    const db = database();
    const [row, waiting, synced] = await Promise.all([
      favoriteRowOf(db, userId, apartment.id),
      db.outbox
        .where('[userId+status]')
        .equals([userId, 'pending'])
        .filter(
          (r) =>
            FAVORITE_KINDS.includes(r.kind) &&
            (r.payload as FavoriteAddPayload | FavoriteRemovePayload).apartmentId === apartment.id,
        )
        .toArray(),
      db.meta.get(syncedKey('favorites')),
    ]);
    const now = Date.now();
    return {
      isFavorite: row !== undefined,
      isPending: waiting.some((r) => isInFlight(r, now)),
      // A change waiting in the outbox is what the resident last chose, synced or not.
      known: synced !== undefined || row !== undefined || waiting.length > 0,
    };
  }, [userId, apartment.id]);
  if (!state?.known) return { isFavorite: Boolean(apartment.favorited), isPending: false, isRead: !!state };
  return { isFavorite: state.isFavorite, isPending: state.isPending, isRead: true };
}

function favoriteRowOf(db: TokaasDatabase, userId: number, apartmentId: number) {
  return db.favorites
    .where('apartment_id')
    .equals(apartmentId)
    .filter((f) => f.userId === userId)
    .first();
}

// Changes run one after another, each reading the mirror once the previous one is recorded, so
// two quick presses can never queue the same change twice.
let lastChange: Promise<unknown> = Promise.resolve();

/**
 * Makes the unit a favourite of the signed-in resident, or not (`wanted`). Nothing is recorded
 * when the mirror already says so: a press made on a heart that had not caught up yet (or twice)
 * never turns into the opposite change.
 */
export function setFavorite(apartment: Apartment, wanted: boolean): Promise<void> {
  const run = lastChange.then(() => recordFavorite(apartment, wanted));
  lastChange = run.catch(() => {});
  return run;
}

async function recordFavorite(apartment: Apartment, wanted: boolean): Promise<void> {
  const session = getSession();
  if (session.status !== 'authenticated') throw new NotSignedInError();
  const row = await favoriteRowOf(database(), session.user.id, apartment.id);
  if (wanted) {
    if (!row) await recordChange('favorite.add', { apartmentId: apartment.id, apartment });
    return;
  }
  const favoriteId = row?.id ?? apartment.favorited?.id;
  if (favoriteId === undefined) return;
  const snapshot: FavoriteRow = row ?? {
    id: favoriteId,
    userId: session.user.id,
    apartment_id: apartment.id,
    apartment: { data: apartment },
  };
  await recordChange('favorite.remove', {
    apartmentId: apartment.id,
    favoriteId,
    snapshot,
  });
}
