// A reply being written on a ticket created offline survives the ticket getting its server number:
// the page follows it to /tickets/{number} and the reply form is mounted again, with the text.
// (The 500-change chaos run typed a reply just as its ticket was acknowledged, and lost it.) A reply
// sent just as that happens is not in the box of the form mounted for the new number.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, set } from 'idb-keyval';
import { beforeAll, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../src/api/user.ts';
import { database } from '../../src/data/engine/db.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/data/engine/stored-session.ts';
import { syncedKey } from '../../src/data/engine/sync/synced-key.ts';
import { getSession, restoreSession } from '../../src/data/session.ts';
import type * as Tickets from '../../src/data/tickets.ts';
import type { TicketRow } from '../../src/data/tickets.ts';
import TicketScreen from '../../src/screens/support/TicketScreen.tsx';

// The session check never answers: the resident is signed in from the device.
vi.mock('../../src/api/user-calls.ts', () => ({ fetchSession: () => new Promise(() => {}) }));

// A reply's write can be held before it returns to the form, as a slow IndexedDB write would be.
const writes = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined }));
vi.mock('../../src/data/tickets.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Tickets>();
  return {
    ...real,
    replyToTicket: async (payload: Parameters<typeof real.replyToTicket>[0]) => {
      await real.replyToTicket(payload);
      await writes.held;
    },
  };
});

const ANA = { id: 7, name: 'Ana Souza', email: 'ana@example.com' } as unknown as User;
const LOCAL_ID = 'local:3f9c';
const SECOND_LOCAL_ID = 'local:7a21';

/** The outbox's answer: the server's ticket replaces the local one, and the local id maps to it. */
const acknowledge = (localId: string, serverId: number) =>
  act(async () => {
    await database().transaction('rw', database().tickets, database().idMap, async () => {
      await database().tickets.delete(localId);
      await database().tickets.put(ticket(serverId) as never);
      await database().idMap.put({ localId, serverId });
    });
  });

const ticket = (id: number | string) =>
  ({
    id,
    userId: 7,
    title: 'Chuveiro sem água quente',
    description: 'Desde ontem à noite o chuveiro não esquenta.',
    status: 'Aberto',
    enterprise_contract_id: null,
    human_contract_id: null,
    createdAt: '2026-11-26T12:00:00.000Z',
    updatedAt: '2026-11-26T12:00:00.000Z',
    replies: [],
  }) as unknown as TicketRow;

beforeAll(async () => {
  await clear();
  await set(TOKEN_KEY, 'tok-1');
  await set(USER_KEY, ANA);
  await database().tickets.bulkPut([ticket(LOCAL_ID), ticket(SECOND_LOCAL_ID)] as never[]);
  await database().meta.put({ key: syncedKey('tickets'), value: Date.now() });
  void restoreSession();
  await waitFor(() => expect(getSession().status).toBe('authenticated'));
});

/** The ticket's page at /tickets/{id}; its location keeps the addresses it went to. */
function openTicket(id: string) {
  const location = memoryLocation({ path: `/tickets/${id}`, record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/tickets/:id" component={TicketScreen} />
    </Router>,
  );
  return location;
}

it('keeps the reply being typed when the ticket gets its server number', async () => {
  const location = openTicket(LOCAL_ID);
  const user = userEvent.setup();
  const reply = await screen.findByLabelText(/Sua resposta/);
  await user.type(reply, 'Já desliguei e liguei o disjuntor.');

  await acknowledge(LOCAL_ID, 41);

  await waitFor(() => expect(location.history.at(-1)).toBe('/tickets/41'));
  await waitFor(() =>
    expect(screen.getByLabelText(/Sua resposta/)).toHaveProperty(
      'value',
      'Já desliguei e liguei o disjuntor.',
    ),
  );
});

it('does not put a reply sent as the ticket gets its number back in the box', async () => {
  const location = openTicket(SECOND_LOCAL_ID);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Sua resposta/), 'Obrigado, funcionou.');
  let release = () => {};
  writes.held = new Promise((resolve) => {
    release = resolve;
  });
  await user.click(screen.getByRole('button', { name: 'Responder' }));
  // The reply is kept; before the form hears so, the ticket is acknowledged and the page follows it.
  await acknowledge(SECOND_LOCAL_ID, 42);
  await waitFor(() => expect(location.history.at(-1)).toBe('/tickets/42'));
  await act(async () => {
    release();
    await writes.held;
  });
  // Pressing Responder again would have sent it twice.
  expect(screen.getByLabelText(/Sua resposta/)).toHaveProperty('value', '');
});
