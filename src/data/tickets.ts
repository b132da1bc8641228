// Support tickets for screens: read from the mirror (so they open offline), written through the
// outbox (so a ticket or reply typed with no signal is kept and sent once).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { database } from './engine/db.ts';
import type {
  TicketCreatePayload,
  TicketReplyPayload,
  TicketRow,
} from './engine/outbox/mutations/tickets.ts';
import { syncedKey } from './engine/sync/synced-key.ts';
import { syncClient } from './page-sync-client.ts';
import { recordChange } from './record-change.ts';
import { useSession } from './session.ts';

export type { TicketRow };

const table = () => database().tickets as unknown as import('dexie').Table<TicketRow, number | string>;

/** Local (not yet sent) tickets first, then by id descending: newest first (spec 9). */
function newestFirst(a: TicketRow, b: TicketRow): number {
  if (typeof a.id === 'string' || typeof b.id === 'string') {
    if (typeof a.id === typeof b.id) return b.createdAt.localeCompare(a.createdAt);
    return typeof a.id === 'string' ? -1 : 1;
  }
  return b.id - a.id;
}

/** undefined while the mirror has never been pulled on this device. */
export function useTickets(): TicketRow[] | undefined {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return useLiveQuery(async () => {
    if (userId === undefined) return undefined;
    const [rows, synced] = await Promise.all([
      table().where('userId').equals(userId).toArray(),
      database().meta.get(syncedKey('tickets')),
    ]);
    if (!synced && rows.length === 0) return undefined;
    return rows.sort(newestFirst);
  }, [userId]);
}

export type TicketLookup =
  | { state: 'loading' }
  | { state: 'found'; ticket: TicketRow }
  | { state: 'moved'; id: number }
  | { state: 'missing' };

/**
 * A ticket by route id ('41' or 'local:…'), following a local id to the server's once sent. One
 * this device has not seen (made on another device, opened from a notification) is asked of the
 * server once before it is called missing.
 */
export function useTicket(routeId: string): TicketLookup {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  const lookup =
    useLiveQuery(async (): Promise<TicketLookup> => {
      if (userId === undefined) return { state: 'loading' };
      const id = /^\d+$/.test(routeId) ? Number(routeId) : routeId;
      const ticket = await table().get(id);
      if (ticket && ticket.userId === userId) return { state: 'found', ticket };
      if (typeof id === 'string') {
        const mapped = await database().idMap.get(id);
        if (mapped) return { state: 'moved', id: mapped.serverId };
      }
      const synced = await database().meta.get(syncedKey('tickets'));
      return synced ? { state: 'missing' } : { state: 'loading' };
    }, [userId, routeId]) ?? ({ state: 'loading' } as const);
  // The route id the server was asked about and did not have: only then is it missing. One the
  // server had stays loading until the live query (told across contexts, a moment later) has it.
  const [missingFor, setMissingFor] = useState<string>();
  const asked = useRef<string>(undefined);
  const missing = lookup.state === 'missing';
  useEffect(() => {
    if (!missing || asked.current === routeId) return;
    asked.current = routeId;
    const pulled = syncClient()?.pull(['tickets']) ?? Promise.resolve();
    void pulled
      .catch(() => {})
      .then(() => table().get(/^\d+$/.test(routeId) ? Number(routeId) : routeId))
      .then((ticket) => {
        if (!(ticket && ticket.userId === userId)) setMissingFor(routeId);
      });
  }, [missing, routeId, userId]);
  return missing && missingFor !== routeId ? { state: 'loading' } : lookup;
}

export async function createTicket(payload: TicketCreatePayload): Promise<string> {
  const row = await recordChange('ticket.create', payload);
  return `local:${row.id}`;
}

export async function replyToTicket(payload: TicketReplyPayload): Promise<void> {
  await recordChange('ticket.reply', payload);
}
