// The client side of exactly-once: each write carries one Idempotency-Key for all its sends and
// is resent with that SAME key, alternating between the nodes, until an answer is 2xx: after a
// network error, a 5xx, a 408, 409 or 429 (waiting Retry-After when the answer has one). Any other
// answer is a failure of the test. Counts everything it sees.
//
// Like a phone losing its network, the client can also give up on a first send after a few
// milliseconds (`cutFirstSendAfterMs`): the server may then commit a write whose answer nobody
// reads, and the retry must replay it, not apply it again.
import { delay } from './wait.ts';

export interface Figures {
  sent: number;
  acknowledged: number;
  attempts: number;
  retries: number;
  networkErrors: number;
  /** First sends the client gave up on itself (answer lost on purpose). */
  clientCuts: number;
  /** 2xx that replayed a stored answer: the write had committed on an earlier send. */
  replays: number;
  status503: number;
  byStatus: Record<string, number>;
  ackByNode: Record<string, number>;
  /** Sends waiting for an answer, per node (how many a kill cuts). */
  inFlight: Record<string, number>;
  failures: string[];
}

export const newFigures = (): Figures => ({
  sent: 0,
  acknowledged: 0,
  attempts: 0,
  retries: 0,
  networkErrors: 0,
  clientCuts: 0,
  replays: 0,
  status503: 0,
  byStatus: {},
  ackByNode: {},
  inFlight: {},
  failures: [],
});

export interface KeyedWrite {
  index: number;
  key: string;
  token: string;
  userId: number;
  title: string;
  /** Set once a 2xx came back: the id in its answer, and the node that gave it. */
  ackedId?: number;
  ackNode?: string;
}

export interface Node {
  name: string;
  base: string;
}

const RETRYABLE = new Set([408, 409, 429]);

export async function sendUntilAcknowledged(
  nodes: readonly Node[],
  write: KeyedWrite,
  figures: Figures,
  request: { method: string; path: string; body: unknown },
  {
    deadlineMs,
    attemptTimeoutMs,
    cutFirstSendAfterMs,
  }: { deadlineMs: number; attemptTimeoutMs: number; cutFirstSendAfterMs?: number },
): Promise<boolean> {
  const started = performance.now();
  figures.sent++;
  for (let attempt = 0; ; attempt++) {
    if (performance.now() - started > deadlineMs) {
      figures.failures.push(`write ${write.index} (${write.title}): no 2xx within ${deadlineMs} ms`);
      return false;
    }
    if (attempt > 0) figures.retries++;
    figures.attempts++;
    const node = nodes[(write.index + attempt) % nodes.length] as Node;
    let res: Response;
    const cut = attempt === 0 && cutFirstSendAfterMs !== undefined;
    count(figures.inFlight, node.name);
    try {
      res = await fetch(`${node.base}${request.path}`, {
        method: request.method,
        headers: {
          authorization: `Bearer ${write.token}`,
          'content-type': 'application/json',
          'idempotency-key': write.key,
        },
        body: JSON.stringify(request.body),
        signal: cut ? AbortSignal.timeout(cutFirstSendAfterMs) : AbortSignal.timeout(attemptTimeoutMs),
      });
      // An answer that arrived before the cut still counts as lost: the client gave up on it.
      if (cut) {
        await res.body?.cancel();
        throw new Error('cut by the client');
      }
    } catch {
      count(figures.inFlight, node.name, -1);
      if (cut) {
        figures.clientCuts++;
        count(figures.byStatus, 'cut by the client');
        continue;
      }
      figures.networkErrors++;
      count(figures.byStatus, 'network error');
      // The other node is tried next; back off a little only after a full round of failures.
      if (attempt % nodes.length === nodes.length - 1)
        await delay(Math.min(100 * 2 ** (attempt >> 1), 1_000));
      continue;
    }
    count(figures.inFlight, node.name, -1);
    count(figures.byStatus, String(res.status));
    if (res.ok) {
      const body = (await res.json()) as { data?: { id?: number } };
      write.ackedId = body.data?.id;
      write.ackNode = node.name;
      figures.acknowledged++;
      if (res.headers.get('idempotent-replayed') === 'true') figures.replays++;
      count(figures.ackByNode, node.name);
      return true;
    }
    const text = await res.text();
    if (res.status === 503) figures.status503++;
    if (res.status >= 500 || RETRYABLE.has(res.status)) {
      const retryAfter = Number(res.headers.get('retry-after'));
      await delay(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1_000 : 200);
      continue;
    }
    figures.failures.push(
      `write ${write.index} (${write.title}) on ${node.name}: ${res.status} ${text.slice(0, 300)}`,
    );
    return false;
  }
}

function count(into: Record<string, number>, key: string, by = 1): void {
  into[key] = (into[key] ?? 0) + by;
}
