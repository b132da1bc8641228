// Lighthouse on one page at a fixed CPU slowdown, against servers already running, alternating
// between them run by run: to compare two builds of the same page on a busy machine (issue 32's
// low-tier rows move by a factor of two between runs, so a before/after needs alternating runs).
// Not a bench row: a tool to read before keeping a change. Prints each run's performance, TBT (also by
// thread time: bench/thread-blocking.ts) and
// LCP, then the median per server, and with DETAIL=1 each run's longest tasks and its scripts'
// main-thread time.
//
//   npm run -s build && PORT=4199 DATA_DIR=/tmp/lh-a node --import tsx server/main.ts &
//   BASES=http://127.0.0.1:4199,http://127.0.0.1:4198 P=/buscar RATE=9 RUNS=4 npx tsx bench/lighthouse-pages.ts
//
// SIGNED=1: the demo resident signed in and the page opened once before (the bench's
// `/minhas-tokaas (online start, signed in)` row). LAUNCHES=1,3: with SIGNED=1, the page opened
// that many times before the audit, alternating between the counts run by run (the code cache).

import { median } from './browser.ts';
import { auditPageAgain } from './lighthouse.ts';
import { demoToken, signedInReturn } from './lighthouse-sign-in.ts';

const bases = (process.env.BASES ?? process.env.BASE ?? 'http://127.0.0.1:4199').split(',');
const target = process.env.P ?? '/';
const rate = Number(process.env.RATE ?? 9);
const runs = Number(process.env.RUNS ?? 3);
const signed = process.env.SIGNED === '1';
const detail = process.env.DETAIL === '1';
const launchCounts = (process.env.LAUNCHES ?? '1').split(',').map(Number);

interface Item {
  url?: string;
  startTime?: number;
  duration?: number;
  total?: number;
  scripting?: number;
}

const tokens = new Map<string, string>();
for (const base of bases) if (signed) tokens.set(base, await demoToken(base));
// One series per server, and per launch count when several are asked for.
const series = bases.flatMap((base) =>
  (signed ? launchCounts : [1]).map((launches) => ({
    base,
    launches,
    label: signed && launchCounts.length > 1 ? `${base} (${launches} launches before)` : base,
  })),
);
const tbt = new Map<string, number[]>(series.map((s) => [s.label, []]));
const perf = new Map<string, number[]>(series.map((s) => [s.label, []]));
const threadTbt = new Map<string, number[]>(series.map((s) => [s.label, []]));
for (let run = 1; run <= runs; run++) {
  for (const { base, launches, label } of series) {
    const token = tokens.get(base);
    const { figures, lhr } = await auditPageAgain(
      `${base}${target}`,
      rate,
      (line) => console.error(line),
      token ? signedInReturn(token, launches) : undefined,
    );
    tbt.get(label)?.push(figures.tbtMs);
    threadTbt.get(label)?.push(figures.threadTbtMs);
    perf.get(label)?.push(figures.performance);
    console.log(
      `${label} run ${run}: performance ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms (by thread time ${Math.round(figures.threadTbtMs)} ms), LCP ${(figures.lcpMs / 1000).toFixed(2)} s, host index ${figures.benchmarkIndex}`,
    );
    if (!detail) continue;
    const items = (id: string) =>
      ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
    for (const task of items('long-tasks').slice(0, 12))
      console.log(
        `  long task ${Math.round(task.startTime ?? 0)} ms +${Math.round(task.duration ?? 0)} ms  ${task.url ?? ''}`,
      );
    for (const script of items('bootup-time').slice(0, 8))
      console.log(
        `  script ${Math.round(script.total ?? 0)} ms (scripting ${Math.round(script.scripting ?? 0)})  ${script.url ?? ''}`,
      );
  }
}
for (const { label } of series)
  console.log(
    `${label}${target} at ${rate}×: TBT median ${Math.round(median(tbt.get(label) ?? []))} ms (${(tbt.get(label) ?? []).map(Math.round).join(', ')}), by thread time ${Math.round(median(threadTbt.get(label) ?? []))} ms (${(threadTbt.get(label) ?? []).map(Math.round).join(', ')}), performance ${(perf.get(label) ?? []).join(', ')}`,
  );
