// Saved cards for screens: display fields from the mirror (brand, last digits, holder, expiry).
// Adding and deleting need the network and go straight to the API — never queued.
import type { Card } from '../api/cards.ts';
import { useMirrorRows } from './mirror-query.ts';

export type CardRow = Card & { userId: number };

export function useCards(): CardRow[] | undefined {
  return useMirrorRows<CardRow>('cards', async (db, userId) => {
    const rows = (await db.cards.where('userId').equals(userId).toArray()) as unknown as CardRow[];
    return rows.sort((a, b) => a.id - b.id);
  });
}
