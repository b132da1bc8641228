// Requests and bytes per mutation kind: each change recorded online as a tap records it (enqueue),
// then sent by the sync worker's own engine (drainNow: the drain and whatever it pulls afterwards)
// to the bench server, counted from the tap until the network is quiet. Dexie runs on
// fake-indexeddb, the code the sync worker runs on IndexedDB. Bytes are request and answer bodies.
// The service worker's Background Sync is not part of this figure (its drain waits for the worker's).
//
// Alone: `node --import tsx bench/mutation-requests.ts` (builds nothing: uses dist/ if present).
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Apartment } from '../src/api/catalogue.ts';
import { TokaasDatabase } from '../src/data/engine/db.ts';
import { enqueue } from '../src/data/engine/outbox/enqueue.ts';
import type { MutationKind, PayloadOf } from '../src/data/engine/outbox/kinds.ts';
import '../src/data/engine/outbox/mutations/index.ts';
import { createSyncEngine } from '../src/data/engine/sync/engine.ts';

export interface KindFigures {
  kind: string;
  requests: number;
  /** Requests by method and path, in order ('POST /api/…'). */
  trail: string[];
  bytesSent: number;
  bytesReceived: number;
}

/** A network is quiet when nothing was in flight for this long (an engine may pull in the background). */
const QUIET_MS = 400;

function countingFetch(baseUrl: string) {
  let log: { line: string; sent: number; received: number }[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  const bodySize = async (body: BodyInit | null | undefined) =>
    body ? (await new Response(body).arrayBuffer()).byteLength : 0;
  const wrapped = (async (input: string, init: RequestInit = {}) => {
    inFlight++;
    lastActivity = performance.now();
    try {
      const response = await fetch(input, init);
      const received = (await response.clone().arrayBuffer()).byteLength;
      const url = new URL(input, baseUrl);
      log.push({
        line: `${init.method ?? 'GET'} ${url.pathname}`,
        sent: await bodySize(init.body),
        received,
      });
      return response;
    } finally {
      inFlight--;
      lastActivity = performance.now();
    }
  }) as unknown as typeof fetch;
  return {
    fetch: wrapped,
    reset() {
      log = [];
    },
    async quiet(): Promise<void> {
      while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    figures(kind: string): KindFigures {
      return {
        kind,
        requests: log.length,
        trail: log.map((l) => l.line),
        bytesSent: log.reduce((sum, l) => sum + l.sent, 0),
        bytesReceived: log.reduce((sum, l) => sum + l.received, 0),
      };
    },
  };
}

async function api<T>(baseUrl: string, token: string, pathname: string): Promise<T> {
  const res = await fetch(`${baseUrl}${pathname}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function requestsPerKind(
  baseUrl: string,
  user: { userId: number; token: string },
): Promise<KindFigures[]> {
  const name = `tokaas-bench-kinds-${process.pid}`;
  const db = new TokaasDatabase(name);
  const wire = countingFetch(baseUrl);
  const engine = createSyncEngine({
    db,
    fetch: wire.fetch,
    baseUrl,
    readSession: async () => user,
    emit: () => {},
  });
  const figures: KindFigures[] = [];
  const tap = async <K extends MutationKind>(kind: K, payload: PayloadOf<K>) => {
    await wire.quiet();
    wire.reset();
    if (process.env.BENCH_TRACE) console.error(`[kinds] ${kind}`);
    const row = await enqueue(db, { userId: user.userId, kind, payload });
    await engine.drainNow();
    await wire.quiet();
    const left = await db.outbox.get(row.seq ?? -1);
    if (left) throw new Error(`${kind} not sent: ${JSON.stringify(left.error ?? left.lastFailure)}`);
    figures.push(wire.figures(kind));
    return row;
  };
  try {
    // The mirror as a signed-in resident has it (not counted).
    await engine.syncNow('start');
    if (process.env.BENCH_TRACE) console.error('[kinds] mirror pulled');

    const { data: units } = await api<{ data: Apartment[] }>(
      baseUrl,
      user.token,
      '/enterprise/apartment/list?perPage=5&order=price_asc',
    );
    const unit = units.find((u) => !u.favorited) ?? units[0];
    if (!unit) throw new Error('no unit to favourite');
    await tap('favorite.add', { apartmentId: unit.id, apartment: unit });
    const favourite = await db.favorites.where('apartment_id').equals(unit.id).first();
    if (!favourite) throw new Error('the favourite is not in the mirror');
    await tap('favorite.remove', { apartmentId: unit.id, favoriteId: favourite.id, snapshot: favourite });

    const ticket = await tap('ticket.create', {
      title: 'Bench: chamado',
      description: 'Um chamado do bench.',
      enterprise_contract_id: null,
    });
    const ticketId = (await db.idMap.get(`local:${ticket.id}`))?.serverId;
    if (ticketId === undefined) throw new Error('the ticket got no server id');
    await tap('ticket.reply', { ticketId, description: 'Uma resposta do bench.', authorName: 'Bench' });

    const contracts = (await db.contracts.where('userId').equals(user.userId).toArray()) as unknown as {
      id: number;
      status?: { id?: number };
      key: { id: number | string }[];
    }[];
    const selfie = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 320, height: 320, channels: 3, background: '#d6aa8c' } })
            .jpeg()
            .toBuffer(),
        ),
      ],
      { type: 'image/jpeg' },
    );
    // A contract that takes keys (active): the first whose key.create is accepted.
    for (const contract of contracts) {
      try {
        const created = await tap('key.create', {
          contractId: contract.id,
          name: 'Chave do bench',
          code: '1234',
          selfie,
        });
        const keyId = (await db.idMap.get(`local:${created.id}`))?.serverId;
        const mirror = (await db.contracts.get(contract.id)) as unknown as {
          key: PayloadOf<'key.update'>['before'][];
        };
        const before = mirror.key.find((k) => k.id === keyId);
        if (keyId === undefined || !before) throw new Error('the key is not in the mirror');
        await tap('key.update', {
          contractId: contract.id,
          keyId,
          name: 'Chave do bench 2',
          code: '4321',
          before,
        });
        await tap('key.delete', { contractId: contract.id, keyId, before });
        break;
      } catch (error) {
        // Refused for this contract (not active): its row is dropped, the next contract tried.
        if (process.env.BENCH_TRACE) console.error(`[kinds] contract ${contract.id}: ${error}`);
        await db.outbox.clear();
      }
    }
    // An inspection: one photo of a problem, then the answers naming it (each contract in turn,
    // until one whose check-in inspection is open).
    const form = (await db.inspectionForms.get(1)) as unknown as
      | { questions: Record<string, { id: number }[]> }
      | undefined;
    const questions = Object.values(form?.questions ?? {}).flat();
    const [problem] = questions;
    for (const contract of problem ? contracts : []) {
      if (!problem) break;
      const photoRowId = `${contract.id}:check_in:photo:bench`;
      try {
        await db.inspectionDrafts.put({
          id: photoRowId,
          type: 'photo',
          userId: user.userId,
          contractId: contract.id,
          kind: 'check_in',
          questionId: problem?.id,
          blob: selfie,
          createdAt: Date.now(),
        } as never);
        await tap('inspection.photo', {
          contractId: contract.id,
          kind: 'check_in',
          questionId: problem.id,
          photoRowId,
          label: 'Bench',
        });
        await tap('inspection.submit', {
          contractId: contract.id,
          kind: 'check_in',
          answers: questions.map((q) =>
            q === problem
              ? { id: q.id, option: false, observation: 'Um problema do bench.', photoRowIds: [photoRowId] }
              : { id: q.id, option: true, observation: null, photoRowIds: [] },
          ),
        });
        break;
      } catch (error) {
        if (process.env.BENCH_TRACE) console.error(`[kinds] inspection of ${contract.id}: ${error}`);
        await db.outbox.clear();
        const last = figures.at(-1);
        if (last?.kind === 'inspection.photo') figures.pop();
      }
    }
    return figures;
  } finally {
    engine.stop();
    db.close();
    await TokaasDatabase.delete(name);
  }
}

/** The demo resident (an active contract, so keys can be made): their id from their token. */
export async function demoResident(
  baseUrl: string,
  token: string,
): Promise<{ userId: number; token: string }> {
  const { data } = await api<{ data: { id: number } }>(baseUrl, token, '/user/session');
  return { userId: data.id, token };
}

export function describeFigures(figures: KindFigures): string {
  const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
  const counts = new Map<string, number>();
  for (const line of figures.trail) {
    const method = line.split(' ')[0] ?? '';
    counts.set(method, (counts.get(method) ?? 0) + 1);
  }
  const byMethod = [...counts].map(([method, n]) => `${n} ${method}`).join(' + ');
  return `${figures.requests} (${byMethod}), sent ${kb(figures.bytesSent)}, received ${kb(figures.bytesReceived)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startBenchServer } = await import('./server.ts');
  const work = mkdtempSync(path.join(os.tmpdir(), 'tokaas-bench-kinds-'));
  const server = await startBenchServer({
    dataDir: path.join(work, 'pglite'),
    staticDir: path.resolve('dist'),
    log: (line) => console.error(`[bench] ${line}`),
  });
  try {
    const figures = await requestsPerKind(server.url, await demoResident(server.url, server.data.demoToken));
    for (const f of figures)
      console.log(`${f.kind.padEnd(18)} ${describeFigures(f)}  [${f.trail.join(', ')}]`);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
