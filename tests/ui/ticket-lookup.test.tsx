// A ticket this device has not seen (made on another device, opened from a notification's tap)
// is asked of the server once before the screen calls it missing: never 'missing' when the
// server has it, even though the live query hears of the sync worker's write only later.
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { clear, set } from 'idb-keyval';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/api/user.ts';
import { database } from '../../src/data/engine/db.ts';
import type { TicketRow } from '../../src/data/engine/outbox/mutations/tickets.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/data/engine/stored-session.ts';
import { syncedKey } from '../../src/data/engine/sync/synced-key.ts';
import { setSyncClient } from '../../src/data/page-sync-client.ts';
import { getSession, restoreSession } from '../../src/data/session.ts';
import type { SyncClient } from '../../src/data/sync-client.ts';
import { useTicket } from '../../src/data/tickets.ts';

vi.mock('../../src/api/user-calls.ts', () => ({ fetchSession: () => new Promise(() => {}) }));

const ANA = { id: 7, name: 'Ana Souza', email: 'ana@example.com' } as unknown as User;
const ticket = (id: number) =>
  ({ id, userId: 7, title: `Chamado ${id}`, replies: [] }) as unknown as TicketRow;

/** Every state the lookup went through, in order. */
function Lookup({ id, seen }: { id: string; seen: string[] }) {
  const lookup = useTicket(id);
  if (seen.at(-1) !== lookup.state) seen.push(lookup.state);
  return <p>{lookup.state === 'found' ? lookup.ticket.title : lookup.state}</p>;
}

/** A sync client whose pull of the tickets brings `rows` (or nothing), and counts the pulls. */
function clientBringing(rows: TicketRow[]) {
  const pulls: string[][] = [];
  const client = {
    pull: async (only: string[]) => {
      pulls.push(only);
      await database().tickets.bulkPut(rows as never[]);
    },
  } as unknown as SyncClient;
  return { client, pulls };
}

beforeAll(async () => {
  await clear();
  await set(TOKEN_KEY, 'tok-1');
  await set(USER_KEY, ANA);
  await database().tickets.put(ticket(1) as never);
  await database().meta.put({ key: syncedKey('tickets'), value: Date.now() });
  void restoreSession();
  await waitFor(() => expect(getSession().status).toBe('authenticated'));
});

describe('useTicket for a ticket the device lacks', () => {
  it('asks the server once and shows it, never calling it missing', async () => {
    const { client, pulls } = clientBringing([ticket(41)]);
    setSyncClient(client);
    const seen: string[] = [];
    render(<Lookup id="41" seen={seen} />);
    await waitFor(() => expect(screen.getByText('Chamado 41')).toBeTruthy());
    expect(pulls).toEqual([['tickets']]);
    expect(seen).not.toContain('missing');
  });

  it('calls it missing once the server does not have it either', async () => {
    const { client, pulls } = clientBringing([]);
    setSyncClient(client);
    const seen: string[] = [];
    render(<Lookup id="99" seen={seen} />);
    await waitFor(() => expect(screen.getByText('missing')).toBeTruthy());
    expect(pulls).toEqual([['tickets']]);
  });

  it('reads a ticket the device has at once, with no request', async () => {
    const { client, pulls } = clientBringing([]);
    setSyncClient(client);
    render(<Lookup id="1" seen={[]} />);
    await waitFor(() => expect(screen.getByText('Chamado 1')).toBeTruthy());
    expect(pulls).toEqual([]);
  });
});
