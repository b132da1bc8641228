// Favourite and unfavourite (spec 4: add; remove by favourite id), offline-first. Last intent
// wins: a press that undoes a change still waiting, never sent, cancels it (nothing is sent).
import type { Apartment } from '../../../../api/catalogue.ts';
import type { FavoriteRow, TokaasDatabase } from '../../db.ts';
import { registerMutation } from '../registry.ts';
import type { OutboxRow } from '../types.ts';

export interface FavoriteAddPayload {
  apartmentId: number;
  /** What the favourites grid shows until the next pull. */
  apartment: Apartment;
}

export interface FavoriteRemovePayload {
  apartmentId: number;
  /** Server id, or the 'local:…' id of a favourite added offline. */
  favoriteId: number | string;
  snapshot: FavoriteRow;
}

const localId = (row: OutboxRow) => `local:${row.id}`;

/**
 * Add and remove of one unit undo each other, unless the server already holds what the waiting
 * change asks (an add waiting while a pull brought the server's favourite): then the new change
 * still has to go.
 */
const lastIntent = {
  subject: (payload: { apartmentId: number }) => `favorite:${payload.apartmentId}`,
  async supersede<P>(db: TokaasDatabase, waiting: OutboxRow, next: OutboxRow<P>) {
    if (waiting.kind === next.kind) return { replace: next.payload };
    if (waiting.kind === 'favorite.add') {
      const rows = await db.favorites
        .where('apartment_id')
        .equals((waiting.payload as FavoriteAddPayload).apartmentId)
        .filter((f) => f.userId === waiting.userId && f.id !== localId(waiting))
        .count();
      if (rows > 0) return 'queue' as const;
    }
    return 'cancel-both' as const;
  },
};

/** The server id of a favourite, following a local id to the id the server gave it. */
async function serverIdOf(db: TokaasDatabase, id: number | string): Promise<number | undefined> {
  if (typeof id === 'number') return id;
  return (await db.idMap.get(id))?.serverId;
}

export const favoriteAdd = registerMutation<FavoriteAddPayload, 'favorite.add'>({
  kind: 'favorite.add',
  describe: (p) => `Favoritar ${p.apartment.displayName}`,
  async apply(db, row) {
    const existing = await db.favorites
      .where('apartment_id')
      .equals(row.payload.apartmentId)
      .filter((f) => f.userId === row.userId)
      .first();
    if (existing) return;
    await db.favorites.put({
      id: localId(row),
      userId: row.userId,
      apartment_id: row.payload.apartmentId,
      apartment: { data: row.payload.apartment },
      pending: true,
    });
  },
  request: async (_db, row) => ({
    method: 'POST',
    path: '/api/enterprise/apartment/favorites',
    json: { apartment_id: row.payload.apartmentId },
  }),
  async acknowledge(db, row, response) {
    const serverId = (response as { data?: { id?: unknown } } | null)?.data?.id;
    const local = await db.favorites.get(localId(row));
    if (typeof serverId !== 'number') return;
    await db.idMap.put({ localId: localId(row), serverId });
    if (!local) return;
    await db.favorites.delete(localId(row));
    await db.favorites.put({ ...local, id: serverId, pending: false });
  },
  async rollback(db, row) {
    await db.favorites.delete(localId(row));
  },
  lastIntent,
});

export const favoriteRemove = registerMutation<FavoriteRemovePayload, 'favorite.remove'>({
  kind: 'favorite.remove',
  describe: (p) => `Remover ${p.snapshot.apartment.data.displayName} dos favoritos`,
  async apply(db, row) {
    await db.favorites
      .where('apartment_id')
      .equals(row.payload.apartmentId)
      .filter((f) => f.userId === row.userId)
      .delete();
  },
  async request(db, row) {
    const id = await serverIdOf(db, row.payload.favoriteId);
    // Added offline and never accepted by the server: there is nothing to remove there.
    if (id === undefined) return null;
    return { method: 'DELETE', path: `/api/enterprise/apartment/favorites/${id}` };
  },
  acknowledge: async () => {},
  alreadyApplied: (status) => status === 404,
  async rollback(db, row) {
    // The favourite may have been acknowledged since the snapshot was taken: it comes back under
    // the id the server gave it.
    const { snapshot } = row.payload;
    const serverId = await serverIdOf(db, snapshot.id);
    const restored = serverId === undefined ? snapshot : { ...snapshot, id: serverId, pending: false };
    if (!(await db.favorites.get(restored.id))) await db.favorites.put(restored);
  },
  lastIntent,
});
