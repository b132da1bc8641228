// Pulls the resident resources (all of them, or only those an acknowledgement left stale) and
// writes the mirror; pending outbox changes are re-applied on top in the same transaction, so
// nothing done offline disappears from the screen. The caller holds the outbox lock from the
// requests to the write (engine.ts), for a partial pull as for a full one.

import { outcomeOf } from '../../../api/answer-outcome.ts';
import type { TokaasDatabase } from '../db.ts';
import { hasPending, loadOutboxRuntime, type OutboxRuntime } from '../outbox/load-runtime.ts';
import { clearRefreshDue, refreshDue } from '../outbox/refresh-due.ts';
import { OUTBOX_TX_TABLES } from '../outbox/types.ts';
import { storeEtag, usableEtags } from './etags.ts';
import type { ResourceName } from './resource-names.ts';
import { RESOURCES } from './resources.ts';
import { syncedKey } from './synced-key.ts';

class OutboxCodeNeeded extends Error {}

export type PullOutcome = 'ok' | 'offline' | 'unauthorized' | 'invalid' | 'http-error';

export interface PullEnv {
  db: TokaasDatabase;
  fetch: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}

export interface PullResult {
  outcome: PullOutcome;
  /** Resources written. */
  written: ResourceName[];
  /** Resources the server said were unchanged (304): their rows were kept as they are. */
  unchanged: ResourceName[];
}

/** One resource: its validated answer, or why there is none. */
async function fetchResource(env: PullEnv, token: string, path: string, etag: string | undefined) {
  let response: Response;
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` };
  if (etag) headers['if-none-match'] = etag;
  try {
    response = await env.fetch(`${env.baseUrl ?? ''}${path}`, {
      headers,
      signal: AbortSignal.timeout(env.timeoutMs ?? 60_000),
    });
  } catch (error) {
    // A timeout is not taken as offline (spec 4).
    return { outcome: (error as Error).name === 'TimeoutError' ? 'http-error' : 'offline' } as const;
  }
  // Only ever an answer to the tag sent: the mirror already holds this body.
  if (response.status === 304 && etag) return { outcome: 'unchanged' } as const;
  const body: unknown = await response.json().catch(() => undefined);
  const outcome = outcomeOf(response.status, body);
  if (outcome === 'ok') return { outcome: 'ok', body, etag: response.headers.get('etag') } as const;
  if (outcome === 'unauthenticated') return { outcome: 'unauthorized' } as const;
  return { outcome: outcome === 'offline' ? 'offline' : 'http-error' } as const;
}

export async function pullResident(
  env: PullEnv,
  session: { userId: number; token: string },
  /** Only these resources (after an acknowledgement); every one when absent. */
  only?: readonly ResourceName[],
): Promise<PullResult> {
  const resources = only ? RESOURCES.filter((r) => only.includes(r.name)) : RESOURCES;
  // Only a full pull asks "changed since?": a partial one follows an acknowledgement, and so does
  // a resource an acknowledgement left stale, where the rows may hold what the server refused.
  const stale = await refreshDue(env.db);
  const etags = only
    ? new Map<ResourceName, string>()
    : await usableEtags(
        env.db,
        session.userId,
        resources.map((r) => r.name).filter((name) => !stale.includes(name)),
      );
  const answers = await Promise.all(
    resources.map((r) => fetchResource(env, session.token, r.path, etags.get(r.name))),
  );
  for (const outcome of ['unauthorized', 'offline'] as const) {
    if (answers.some((a) => a.outcome === outcome)) return { outcome, written: [], unchanged: [] };
  }
  const valid: { index: number; data: unknown; etag: string | null }[] = [];
  const unchanged: ResourceName[] = [];
  let invalid = false;
  answers.forEach((answer, index) => {
    const name = resources[index]?.name;
    if (answer.outcome === 'unchanged' && name) unchanged.push(name);
    if (answer.outcome !== 'ok') return;
    const parsed = resources[index]?.schema.safeParse(answer.body);
    if (parsed?.success) valid.push({ index, data: parsed.data, etag: answer.etag });
    else invalid = true;
  });
  const tables = [
    ...new Set([...OUTBOX_TX_TABLES, 'profile', 'preBookings', 'cards', 'inspectionForms', 'cache'] as const),
  ];
  const written = valid.flatMap((v) => resources[v.index]?.name ?? []);
  const write = (outbox: OutboxRuntime | undefined) =>
    env.db.transaction('rw', tables, async () => {
      for (const { index, data, etag } of valid) {
        const resource = resources[index];
        if (!resource) continue;
        await resource.write(env.db, session.userId, data);
        await storeEtag(env.db, session.userId, resource.name, etag);
        // Screens tell "not pulled yet" from "really empty" by this mark.
        await env.db.meta.put({ key: syncedKey(resource.name), value: Date.now() });
      }
      for (const name of unchanged) await env.db.meta.put({ key: syncedKey(name), value: Date.now() });
      await clearRefreshDue(env.db, [...written, ...unchanged]);
      if (!(await hasPending(env.db, session.userId))) return;
      if (!outbox) throw new OutboxCodeNeeded();
      await outbox.reapplyPending(env.db, session.userId);
    });
  // Re-applying pending changes needs the outbox's code, loaded only when changes wait. One
  // recorded on the page after this check aborts the write (nothing is written), which is then
  // done again with the code loaded.
  const outbox = (await hasPending(env.db, session.userId)) ? await loadOutboxRuntime() : undefined;
  try {
    await write(outbox);
  } catch (error) {
    if (!(error instanceof OutboxCodeNeeded)) throw error;
    await write(await loadOutboxRuntime());
  }
  const fine = answers.every((a) => a.outcome === 'ok' || a.outcome === 'unchanged');
  return { outcome: invalid ? 'invalid' : fine ? 'ok' : 'http-error', written, unchanged };
}
