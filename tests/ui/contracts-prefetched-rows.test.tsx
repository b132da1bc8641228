// The contracts list of an offline start: rows read early (prefetch-first-screen.ts) are on screen from the
// list's first render, only for the resident they were read for, and only until the list's own
// live query has answered.
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { clear, set } from 'idb-keyval';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/api/user.ts';
import { type ContractRow, useContracts } from '../../src/data/contracts.ts';
import { database } from '../../src/data/engine/db.ts';
import { TOKEN_KEY, USER_KEY } from '../../src/data/engine/stored-session.ts';
import { syncedKey } from '../../src/data/engine/sync/synced-key.ts';
import { dropPrefetchedRows, prefetchedRows, putPrefetchedRows } from '../../src/data/prefetched-rows.ts';
import { getSession, restoreSession } from '../../src/data/session.ts';

// The session check never answers: the resident is signed in from the device.
vi.mock('../../src/api/user-calls.ts', () => ({ fetchSession: () => new Promise(() => {}) }));

const ANA = { id: 7, name: 'Ana Souza', email: 'ana@example.com' } as unknown as User;
const row = (id: number, userId: number) => ({ id, userId }) as unknown as ContractRow;

function ContractIds() {
  const contracts = useContracts();
  return (
    <p>{contracts === undefined ? 'carregando' : `contratos ${contracts.map((c) => c.id).join(',')}`}</p>
  );
}

beforeAll(async () => {
  await clear();
  await set(TOKEN_KEY, 'tok-1');
  await set(USER_KEY, ANA);
  await database().contracts.bulkPut([row(1, 7), row(3, 7)]);
  await database().meta.put({ key: syncedKey('contracts'), value: Date.now() });
  void restoreSession();
  await waitFor(() => expect(getSession().status).toBe('authenticated'));
});

describe('useContracts on an offline start', () => {
  it("shows the early rows on the first render, then the live query's, and drops the early ones", async () => {
    putPrefetchedRows('contracts', 7, [row(3, 7), row(1, 7)]);
    render(<ContractIds />);
    // Synchronously after the first render: the live query cannot have answered yet.
    expect(screen.getByText('contratos 3,1')).toBeTruthy();
    await waitFor(() => expect(prefetchedRows('contracts', 7)).toBeUndefined());
    expect(screen.getByText('contratos 3,1')).toBeTruthy();
  });

  it('never shows rows read for someone else; waits for the mirror instead', async () => {
    putPrefetchedRows('contracts', 9, [row(5, 9)]);
    render(<ContractIds />);
    expect(screen.getByText('carregando')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('contratos 3,1')).toBeTruthy());
    expect(screen.queryByText(/5/)).toBeNull();
    dropPrefetchedRows('contracts');
  });
});
