// A key created offline can be edited before it is sent. When the server acknowledges the create
// while the edit dialog is open, the dialog stays open with what the resident typed, and the
// address follows the key's server id. (The chaos run saw the dialog close under the resident's
// fingers: the list and the id map were read by two live queries, one a moment behind the other.)
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, set } from 'idb-keyval';
import { beforeAll, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '../../src/api/user.ts';
import type { KeyRow } from '../../src/data/door-keys.ts';
import { database } from '../../src/data/engine/db.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/data/engine/stored-session.ts';
import { syncedKey } from '../../src/data/engine/sync/synced-key.ts';
import { getSession, restoreSession } from '../../src/data/session.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import ContractScreen from '../../src/screens/contracts/ContractScreen.tsx';

// The session check never answers: the resident is signed in from the device.
vi.mock('../../src/api/user-calls.ts', () => ({ fetchSession: () => new Promise(() => {}) }));

const ANA = { id: 7, name: 'Ana Souza', email: 'ana@example.com' } as unknown as User;
const CONTRACT_ID = 12;
const LOCAL_ID = 'local:5d1e';
const SECOND_LOCAL_ID = 'local:9a0b';

const key = (id: number | string, name: string, pending?: KeyRow['pending']): KeyRow => ({
  id,
  name,
  code: '4321',
  selfie: null,
  active: typeof id === 'number',
  suspended: false,
  ...(pending ? { pending } : {}),
});

const contract = (keys: KeyRow[]) => ({
  id: CONTRACT_ID,
  userId: 7,
  human_contract_id: 'TK-0012',
  contract_status_id: CONTRACT_STATUS.active,
  apartment: { data: { displayName: 'Tokaas Pinheiros 305', images: [], imagesThumbnail: [] } },
  key: keys,
});

/** The outbox's answer to a create: the id map and the list change in one transaction. */
const acknowledge = (localId: string, serverId: number) =>
  act(async () => {
    const db = database();
    await db.transaction('rw', db.contracts, db.idMap, async () => {
      await db.idMap.put({ localId, serverId });
      const row = (await db.contracts.get(CONTRACT_ID)) as unknown as { key: KeyRow[] };
      const keys = row.key.map((k) => (k.id === localId ? key(serverId, k.name) : k));
      await db.contracts.put(contract(keys) as never);
    });
  });

function open(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/minhas-tokaas/:id/:page?/:itemId?" component={ContractScreen} />
    </Router>,
  );
  return location;
}

beforeAll(async () => {
  await clear();
  await set(TOKEN_KEY, 'tok-1');
  await set(USER_KEY, ANA);
  await database().contracts.put(
    contract([key(LOCAL_ID, 'Bia (diarista)', 'create'), key(SECOND_LOCAL_ID, 'Carla', 'create')]) as never,
  );
  await database().meta.put({ key: syncedKey('contracts'), value: Date.now() });
  void restoreSession();
  await waitFor(() => expect(getSession().status).toBe('authenticated'));
});

it('keeps the edit dialog and what was typed when the key gets its server id', async () => {
  const location = open(`/minhas-tokaas/${CONTRACT_ID}/chaves/${encodeURIComponent(LOCAL_ID)}`);
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Editar chave' });
  const name = await screen.findByLabelText(/^Nome/);
  expect(name).toHaveProperty('value', 'Bia (diarista)');
  await user.clear(name);
  await user.type(name, 'Bia Lima');

  await acknowledge(LOCAL_ID, 58);

  await waitFor(() => expect(location.history.at(-1)).toBe(`/minhas-tokaas/${CONTRACT_ID}/chaves/58`));
  expect(screen.getByRole('dialog', { name: 'Editar chave' })).toBe(dialog);
  expect(screen.getByLabelText(/^Nome/)).toHaveProperty('value', 'Bia Lima');
  const code = within(dialog).getByLabelText(/^Código \(opcional\)/);
  await user.type(code, '9');
  expect(code).toHaveProperty('value', '43219');
});

it('goes back to the list when the key is not in the contract', async () => {
  const location = open(`/minhas-tokaas/${CONTRACT_ID}/chaves/999`);
  await waitFor(() => expect(location.history.at(-1)).toBe(`/minhas-tokaas/${CONTRACT_ID}/chaves`));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps the delete confirmation open when the key gets its server id, and deletes that key', async () => {
  open(`/minhas-tokaas/${CONTRACT_ID}/chaves`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Deletar Carla' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Deletar chave' });

  await acknowledge(SECOND_LOCAL_ID, 59);
  await waitFor(() =>
    expect(screen.getByRole('link', { name: 'Editar Carla', hidden: true }).getAttribute('href')).toMatch(
      /\/59$/,
    ),
  );

  expect(screen.getByRole('alertdialog', { name: 'Deletar chave' })).toBe(confirm);
  await user.click(within(confirm).getByRole('button', { name: 'Deletar' }));
  await waitFor(async () => {
    const rows = await database().outbox.toArray();
    expect(rows.map((r) => [r.kind, (r.payload as { keyId: unknown }).keyId])).toEqual([['key.delete', 59]]);
  });
});
