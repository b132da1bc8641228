// A 409 is told apart by its code (src/api/error-codes.ts), never by its words: an inspection
// whose first send is still running on the server ('IdempotencyInFlight') is kept and sent again,
// since that first send may yet fail; one the server already has ('InspectionAlreadySent') is done.
import { describe, expect, it } from 'vitest';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import { inspectionQueued, session } from './fixtures.ts';

const CONTRACT = 5;

/** Answers the inspection sends in order; GETs (the pull after an acknowledgement) get nothing. */
function scripted(answers: Response[]) {
  const keys: (string | null)[] = [];
  const fetch = (async (_url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') return Response.json({ data: [] });
    keys.push(new Headers(init.headers).get('idempotency-key'));
    const next = answers.shift();
    if (!next) throw new Error('no answer scripted');
    return next;
  }) as unknown as typeof globalThis.fetch;
  return { fetch, keys };
}

const inFlight = () =>
  Response.json(
    { message: 'Requisição em andamento. Tente novamente em instantes.', code: 'IdempotencyInFlight' },
    { status: 409, headers: { 'retry-after': '5' } },
  );
const alreadySent = () =>
  Response.json({ message: 'Esta vistoria já foi enviada.', code: 'InspectionAlreadySent' }, { status: 409 });

describe('an inspection answered 409', () => {
  it('while its first send still runs is kept, then sent again with the same key', async () => {
    const db = await inspectionQueued(CONTRACT);
    const server = scripted([
      inFlight(),
      Response.json({ data: { id: 31, submitted_at: '2026-11-28T12:00:00Z' } }, { status: 201 }),
    ]);
    const at = (now: number) =>
      createDrainer({ db, fetch: server.fetch, session: session(1), now: () => now, random: () => 0.5 });
    expect(await at(1_000_000)()).toMatchObject({ stoppedBy: 'server', sent: 0, rejected: 0 });
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'inspection.submit', status: 'pending' }]);
    expect(await at(1_000_000 + 600_000)()).toMatchObject({ sent: 1, rejected: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect(server.keys).toHaveLength(2);
    expect(server.keys[1]).toBe(server.keys[0]);
  });

  it('because the server has this form already is done, not refused', async () => {
    const db = await inspectionQueued(CONTRACT);
    const server = scripted([alreadySent()]);
    const drain = createDrainer({ db, fetch: server.fetch, session: session(1) });
    expect(await drain()).toMatchObject({ sent: 1, rejected: 0 });
    expect(await db.outbox.count()).toBe(0);
  });
});
