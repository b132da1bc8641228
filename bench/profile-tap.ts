// Where one tap's time goes, for the INP work of issue 32: a `devtools.timeline` trace of one of
// bench/inp.ts's interactions at a CPU slowdown in the Moto G4 context, summed by trace event over
// the interaction (from its first input event to the end of the frame that follows the last), and
// the Event Timing entries the page saw, and a CPU profile of the same taps (self time by source and
// by function, mapped by the build's source maps). Not a bench row: a tool to read before changing
// anything. Tracing and profiling slow the tap: its figures are longer than bench/inp.ts's, and
// are read against each other (before and after a change), not against the bench's rows.
//
//   npm run -s build && PORT=4199 DATA_DIR=/tmp/profile-data node --import tsx server/main.ts &
//   BASE=http://127.0.0.1:4199 TAP=answer RATE=9 npx tsx bench/profile-tap.ts
//
// TAP: a part of the interaction's label in bench/inp.ts; PRESS: click (default) or touch; RUNS:
// how many taps (default 3); DIST: where the source maps are; EVENT: one input event (pointerdown,
// click…) whose dispatch the inclusive times cover, instead of the whole interaction.
import { chromium, devices } from '@playwright/test';
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { type CpuProfile, profileNamer, sourceGroup } from './cpu-profile-names.ts';
import { demoSession, INTERACTIONS, pressModeOf, pressWith, readEvents, readyForTap } from './inp.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { type?: string; frame?: string }; beginData?: unknown; elementCount?: number };
}

const base = process.env.BASE ?? 'http://127.0.0.1:4199';
const rate = Number(process.env.RATE ?? 9);
const mode = pressModeOf(process.env.PRESS);
const runs = Number(process.env.RUNS ?? 3);
const dist = process.env.DIST ?? 'dist';
const interaction = INTERACTIONS.find((i) => i.label.includes(process.env.TAP ?? 'answer'));
if (!interaction) throw new Error(`no interaction matches TAP=${process.env.TAP}`);

/** Self time of each event: its duration less its complete children's, on one thread. */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const sorted = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const stack: { end: number; key: string; child: number; dur: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= upTo) {
      const done = stack.pop();
      if (!done) break;
      totals.set(done.key, (totals.get(done.key) ?? 0) + done.dur - done.child);
    }
  };
  for (const e of sorted) {
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) parent.child += e.dur ?? 0;
    const type = e.args?.data?.type;
    stack.push({
      end: e.ts + (e.dur ?? 0),
      key: type ? `${e.name} (${type})` : e.name,
      child: 0,
      dur: e.dur ?? 0,
    });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

const { token, ids } = await demoSession(base);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: BENCH_CHROMIUM_ARGS,
});
const profiles: CpuProfile[] = [];
/** Each run's interaction window (trace clock, µs), matched with its profile. */
const windows: { start: number; end: number }[] = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ ...devices['Moto G4'], baseURL: base, locale: 'pt-BR' });
    const page = await readyForTap(context, interaction, token, ids);
    const cdp = await context.newCDPSession(page);
    const chunks: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await interaction.tap(
      page,
      pressWith(mode, async () => {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await cdp.send('Profiler.start');
      }),
    );
    await page.waitForTimeout(1_500);
    profiles.push((await cdp.send('Profiler.stop')).profile as CpuProfile);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Tracing.end');
    await done;
    const entries = await readEvents(page);
    await context.close();

    // The renderer's main thread: the one that dispatched the input events.
    const inputs = chunks.filter(
      (e) =>
        e.name === 'EventDispatch' && /^(pointer|mouse|click|keydown|focus)/.test(e.args?.data?.type ?? ''),
    );
    const first = inputs[0];
    if (!first) {
      console.log(`run ${run + 1}: no input event in the trace`);
      continue;
    }
    const main = chunks.filter((e) => e.pid === first.pid && e.tid === first.tid);
    const lastInput = inputs.at(-1) ?? first;
    // The window: the first input to the end of the first paint after the last input's end.
    const lastEnd = lastInput.ts + (lastInput.dur ?? 0);
    const paint = main.find((e) => (e.name === 'Paint' || e.name === 'Commit') && e.ts > lastEnd);
    const windowEnd = paint ? paint.ts + (paint.dur ?? 0) : lastEnd;
    const inWindow = main.filter((e) => e.ts >= first.ts && e.ts <= windowEnd);
    // EVENT=pointerdown (say): the inclusive times below cover that event's dispatch only.
    const only = inputs.find((e) => e.args?.data?.type === process.env.EVENT);
    windows[run] = only
      ? { start: only.ts, end: only.ts + (only.dur ?? 0) }
      : { start: first.ts, end: windowEnd };
    const totals = [...selfTimes(inWindow).entries()].sort((a, b) => b[1] - a[1]).slice(0, 14);
    console.log(
      `\nrun ${run + 1}: window ${((windowEnd - first.ts) / 1000).toFixed(0)} ms (input to paint); ` +
        `Event Timing: ${entries.map((e) => `${e.name} ${e.duration}`).join(', ')}`,
    );
    for (const e of inputs)
      console.log(
        `  ${e.args?.data?.type} at +${((e.ts - first.ts) / 1000).toFixed(0)} ms, ${((e.dur ?? 0) / 1000).toFixed(0)} ms`,
      );
    for (const [name, us] of totals) console.log(`  ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`);
    if (process.env.FRAMES === '1')
      for (const e of inWindow.filter((e) =>
        /^(UpdateLayoutTree|Layout|Paint|PrePaint|HitTest)$/.test(e.name),
      ))
        console.log(
          `    +${((e.ts - first.ts) / 1000).toFixed(0)} ms ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${JSON.stringify(e.args?.beginData ?? e.args?.elementCount ?? e.args?.data ?? {}).slice(0, 160)}`,
        );
  }
} finally {
  await browser.close();
}

// Every run's profile together: where the JavaScript of the taps goes (idle left out).
const bySource = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
// The app's own functions, inclusive, within the interaction's window (input to paint).
const appInclusive = new Map<string, number>();
for (const [run, profile] of profiles.entries()) {
  const nameOf = profileNamer(profile, base, dist);
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const deltas = profile.timeDeltas ?? [];
  const window = windows[run];
  let time = profile.startTime;
  for (const [i, id] of (profile.samples ?? []).entries()) {
    time += deltas[i] ?? 0;
    const us = deltas[i + 1] ?? 0;
    const { fn, source } = await nameOf(id);
    if (fn === '(idle)') continue;
    add(bySource, sourceGroup(source), us);
    add(byFunction, fn, us);
    if (!window || time < window.start || time > window.end) continue;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = await nameOf(at);
      const key = name.fn.startsWith('(')
        ? name.fn
        : name.source.startsWith('src/')
          ? name.fn
          : sourceGroup(name.source);
      if (seen.has(key)) continue;
      seen.add(key);
      add(appInclusive, key, us);
    }
  }
}
const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${(us / 1000 / profiles.length).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');
console.log(`\n## CPU self time by source, per tap (${profiles.length} taps)\n${top(bySource, 25)}`);
console.log(`## CPU self time by function, per tap\n${top(byFunction, 40)}`);
console.log(
  `## within the window (input to paint), inclusive: the app's functions, packages, buckets\n${top(appInclusive, 40)}`,
);
