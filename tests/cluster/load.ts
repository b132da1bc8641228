// The keyed write load: `writes` tickets, each with a unique title, spread over the residents and
// released at an even pace over `durationMs` (so the faults land in the middle of it), sent by
// `concurrency` workers through sendUntilAcknowledged; one write in `cutEvery` loses its first
// answer on purpose.
import { randomUUID } from 'node:crypto';
import { type Figures, type KeyedWrite, type Node, sendUntilAcknowledged } from './keyed-client.ts';
import { delay } from './wait.ts';

export interface Resident {
  id: number;
  token: string;
}

export interface Load {
  writes: KeyedWrite[];
  done: Promise<void>;
}

export function startLoad(options: {
  nodes: readonly Node[];
  residents: readonly Resident[];
  writes: number;
  durationMs: number;
  concurrency: number;
  runId: string;
  figures: Figures;
  /** One write in this many has its first send cut by the client (0: none). */
  cutEvery?: number;
}): Load {
  const writes: KeyedWrite[] = Array.from({ length: options.writes }, (_, index) => {
    const resident = options.residents[index % options.residents.length] as Resident;
    return {
      index,
      key: randomUUID(),
      token: resident.token,
      userId: resident.id,
      title: `cluster ${options.runId} #${index}`,
    };
  });
  const started = performance.now();
  const interval = options.durationMs / Math.max(1, options.writes);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const write = writes[next++];
      if (!write) return;
      const due = started + write.index * interval - performance.now();
      if (due > 0) await delay(due);
      await sendUntilAcknowledged(
        options.nodes,
        write,
        options.figures,
        {
          method: 'POST',
          path: '/api/enterprise/tickets',
          body: { title: write.title, description: `Carga do teste de cluster, escrita ${write.index}.` },
        },
        {
          deadlineMs: 120_000,
          attemptTimeoutMs: 40_000,
          // One write in `cutEvery` loses its first answer: cut after 1 to 80 ms, spread so
          // that some cuts land before the commit and some after.
          ...(options.cutEvery && write.index % options.cutEvery === 0
            ? { cutFirstSendAfterMs: 1 + ((write.index * 7) % 80) }
            : {}),
        },
      );
    }
  };
  const done = Promise.all(Array.from({ length: options.concurrency }, worker)).then(() => undefined);
  return { writes, done };
}
