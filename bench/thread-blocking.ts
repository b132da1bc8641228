// Total blocking time reckoned from the threads' own time (issue 32). Lighthouse simulates a slow
// phone by multiplying each main-thread task it recorded at full speed by the CPU slowdown, and
// reads the tasks' wall time: on a shared host a task that waited for the CPU counts as work, so
// the same build's low-tier TBT moved from 256 to 1,532 ms between runs. A trace event also carries
// the thread's own time (`tdur`): the same sum over it leaves the host's other work out. Not what
// Lighthouse reports, and not a target: a column to compare builds and spells by.

/** A trace event as the bench's tools read it (here and bench/trace-start.ts); the rest is ignored. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own time in the event: what it costs without the host's other work. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } };
}

/** A task blocks for what it lasts beyond this on the emulated phone. */
const BLOCKING_FROM_MS = 50;

/**
 * The blocking time of the page loaded from `url` at `slowdown`: each of its main thread's tasks
 * from the first contentful paint on, its thread time times the slowdown, less 50 ms. Undefined
 * when the trace does not show the page's navigation or its first contentful paint.
 */
export function threadBlockingMs(
  events: readonly TraceEvent[],
  url: string,
  slowdown: number,
): number | undefined {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(url))
    .at(-1);
  if (!navigation) return undefined;
  const paint = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === navigation.pid && e.ts >= navigation.ts,
  );
  if (!paint) return undefined;
  const tasks = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid);
  return blockingAfter(tasks, paint.ts, slowdown, 'thread');
}

/**
 * The blocking time of `tasks` (one thread's events: its RunTasks are read) from `from` on at
 * `slowdown`: each task's time, thread or wall, times the slowdown, less 50 ms.
 */
export function blockingAfter(
  tasks: readonly TraceEvent[],
  from: number,
  slowdown: number,
  clock: 'thread' | 'wall',
): number {
  let blocking = 0;
  for (const task of tasks) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.ts < from) continue;
    const ms = ((clock === 'thread' ? task.tdur : undefined) ?? task.dur ?? 0) / 1000;
    blocking += Math.max(0, ms * slowdown - BLOCKING_FROM_MS);
  }
  return blocking;
}
