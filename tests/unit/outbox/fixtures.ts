// Test doubles for the outbox: an isolated database, a scripted server and an in-memory Web Lock.
import 'fake-indexeddb/auto';
import type { Apartment } from '../../../src/api/catalogue.ts';
import { type MirrorRow, TokaasDatabase } from '../../../src/data/engine/db.ts';
import { enqueue } from '../../../src/data/engine/outbox/enqueue.ts';
import type { LockLike } from '../../../src/data/engine/outbox/lock.ts';
import '../../../src/data/engine/outbox/mutations/index.ts';

let n = 0;
export function freshDb(): TokaasDatabase {
  n++;
  return new TokaasDatabase(`tokaas-test-${process.pid}-${n}-${Math.random()}`);
}

export interface SentRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: unknown;
  /** The client's abort signal (its deadline). */
  signal: AbortSignal | null;
}

type Reply =
  | Response
  | 'network-error'
  | ((request: SentRequest) => Response | 'network-error' | Promise<Response>);

/** A fetch that records requests and answers from a script (default: 200 with a new id). */
export function scriptedServer(replies: Reply[] = []) {
  const sent: SentRequest[] = [];
  let nextId = 100;
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url,
      idempotencyKey: headers['idempotency-key'] ?? null,
      authorization: headers.authorization ?? null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? null,
    };
    sent.push(request);
    const reply = replies.shift();
    const answer = typeof reply === 'function' ? await reply(request) : reply;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer ?? Response.json({ data: { id: nextId++ } }, { status: 201 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

/** A LockManager stand-in shared by several "contexts" of one test (FIFO, with ifAvailable). */
export function memoryLocks(): LockLike & { isHeld(name: string): boolean } {
  const tails = new Map<string, Promise<unknown>>();
  const holders = new Map<string, number>();
  return {
    isHeld: (name) => (holders.get(name) ?? 0) > 0,
    request<T>(
      name: string,
      options: { ifAvailable?: boolean },
      callback: (lock: object | null) => Promise<T>,
    ): Promise<T> {
      if (options.ifAvailable && (holders.get(name) ?? 0) > 0) return callback(null);
      holders.set(name, (holders.get(name) ?? 0) + 1);
      const held = async () => {
        try {
          return await callback({});
        } finally {
          holders.set(name, (holders.get(name) ?? 1) - 1);
        }
      };
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(held, held);
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
}

export function apartment(id: number): Apartment {
  return { id, displayName: `Tokaas - ${String(id).padStart(4, '0')}` } as Apartment;
}

export const session =
  (userId: number, token = `token-of-${userId}`) =>
  async () => ({ userId, token });

/** A database with contract `contractId` of user 1 mirrored and its check-in inspection waiting. */
export async function inspectionQueued(contractId: number): Promise<TokaasDatabase> {
  const db = freshDb();
  await db.contracts.put({ id: contractId, userId: 1, key: [] } as unknown as MirrorRow);
  await enqueue(db, {
    userId: 1,
    kind: 'inspection.submit',
    payload: { contractId, kind: 'check_in', answers: [] },
  });
  return db;
}
