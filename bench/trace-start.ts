// What the browser itself does in a page start's long tasks, for the low-tier work of issue 32:
// a `devtools.timeline` trace of one visitor's first visit at a CPU slowdown in the Moto G4
// context, each long task (over 50 ms, throttled) split by the trace events' self time (layout,
// style, text shaping, V8's parsing and compiling, the document's parse...), then the self time of
// each event summed over all of them. bench/profile-start.ts names the JavaScript, but counts this
// work as one '(program)' bucket, and Lighthouse as 'Other': read both before changing anything.
// Not a bench row: tracing slows the page, so read its figures against each other.
//
//   npm run -s build && PORT=4199 DATA_DIR=/tmp/trace-data node --import tsx server/main.ts &
//   BASE=http://127.0.0.1:4199 P=/ RATE=10.4 npx tsx bench/trace-start.ts
//
// HOLD: how long it records after the load (ms, default 6000). BASE and P may name any page: a
// static page with no script shows the host's own share. LONG: the tasks it lists, over this many
// ms as recorded (default 50); RATE=1 LONG=5 lists what Lighthouse's simulated throttling (which
// records at full speed) counts as long at 10x. JS=1: a CPU profile is taken with the trace and
// each long task also lists the app's functions under it (inclusive, by the source maps in DIST);
// JS=all: every function, the libraries' too. UNDER=name: only the samples under that function
// (performSyncWorkOnRoot: what React renders synchronously). SIGNED=1: the demo resident's return
// (signed in, the page opened once before, as bench/lighthouse-sign-in.ts prepares Lighthouse's).
// EST=slowdown: the blocking time after the first paint at that slowdown, by wall and thread time.
// COMPILE=1: V8's parse and compile events too (V8.ParseFunction, V8.CompileCode…), split out of
// the script's time. Off by default: recording them makes V8 collect every lazily compiled
// function's source positions, work the page does not do otherwise (V8.CollectSourcePositions,
// 9–10 ms of /buscar's start at full speed; none in Lighthouse's own trace), so EST overstates.
// JS=1 does too (the profiler needs the positions): read its figures against each other.
import { chromium, devices } from '@playwright/test';
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { type CpuProfile, profileNamer } from './cpu-profile-names.ts';
import { demoToken, openSignedIn } from './lighthouse-sign-in.ts';
import { blockingAfter, type TraceEvent } from './thread-blocking.ts';

type Timed = TraceEvent & { dur: number };

const base = process.env.BASE ?? 'http://127.0.0.1:4199';
const target = process.env.P ?? '/';
const rate = Number(process.env.RATE ?? 10.4);
const LONG_TASK_US = Number(process.env.LONG ?? 50) * 1000;
const withProfile = process.env.JS === '1' || process.env.JS === 'all';
const allFunctions = process.env.JS === 'all';
const under = process.env.UNDER;
const signed = process.env.SIGNED === '1';
const compileEvents = process.env.COMPILE === '1';
const dist = process.env.DIST ?? 'dist';
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'loading',
  'v8',
  ...(compileEvents ? ['disabled-by-default-v8.compile'] : []),
];

async function recordStart(): Promise<{ events: TraceEvent[]; profile?: CpuProfile }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Moto G4'], baseURL: base, locale: 'pt-BR' });
    if (signed) await openSignedIn(context, `${base}${target}`, await demoToken(base));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (withProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(target, { waitUntil: 'load' });
    await page.waitForTimeout(Number(process.env.HOLD ?? 6000));
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const profile = withProfile ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : undefined;
    return { events: trace.traceEvents, profile };
  } finally {
    await browser.close();
  }
}

/** The page's main thread: the renderer main thread with the most events. */
function mainThreadEvents(events: TraceEvent[]): Timed[] {
  const count = new Map<string, number>();
  for (const e of events) count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => (count.get(b) ?? 0) - (count.get(a) ?? 0))[0];
  return events
    .filter((e): e is Timed => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** Each event's self time within a task: its duration less its direct children's. */
function selfTimes(task: Timed, inside: Timed[]): Map<Timed, number> {
  const self = new Map<Timed, number>([[task, task.dur]]);
  const stack: Timed[] = [task];
  for (const event of inside) {
    // Events come sorted by start: pop the enclosing events that ended before this one began.
    let parent = stack.at(-1) as Timed;
    while (stack.length > 1 && parent.ts + parent.dur <= event.ts) {
      stack.pop();
      parent = stack.at(-1) as Timed;
    }
    self.set(parent, (self.get(parent) ?? 0) - event.dur);
    self.set(event, event.dur);
    stack.push(event);
  }
  return self;
}

const label = (e: TraceEvent) =>
  e.args?.data?.url ? `${e.name} (${new URL(e.args.data.url).pathname})` : e.name;
const ms = (us: number) => `${(us / 1000).toFixed(0)}`.padStart(5);

const recorded = await recordStart();
const events = mainThreadEvents(recorded.events);
const appFunctionsIn = recorded.profile ? await profileReader(recorded.profile) : undefined;
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_US);
if (process.env.EST) blockingEstimate(Number(process.env.EST));
const origin = events[0]?.ts ?? 0;
const total = new Map<string, number>();
console.log(
  `${target} at CPU ${rate}× (${signed ? 'the demo resident, opened once before' : "a visitor's first visit"}): ${tasks.length} long tasks, ${ms(tasks.reduce((sum, t) => sum + t.dur, 0)).trim()} ms`,
);
for (const task of tasks) {
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const self = [...selfTimes(task, inside)];
  for (const [event, us] of self) total.set(event.name, (total.get(event.name) ?? 0) + us);
  const top = self
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([event, us]) => `${label(event)} ${ms(us).trim()}`);
  const thread = task.tdur === undefined ? '' : ` (thread ${ms(task.tdur).trim()})`;
  console.log(`# task at ${ms(task.ts - origin)} ms: ${ms(task.dur).trim()} ms${thread}  ${top.join(' | ')}`);
  if (appFunctionsIn) console.log(`      ${(await appFunctionsIn(task.ts, task.ts + task.dur)).join(' | ')}`);
}
console.log('## self time by trace event, over the long tasks');
for (const [name, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${ms(us)} ms  ${name}`);

/**
 * The app's functions (the build's sources through their maps) under the profile's samples
 * between two trace times, inclusive time, the largest first: the profiler and the trace share
 * one clock (microseconds).
 */
async function profileReader(profile: CpuProfile) {
  const nameOf = profileNamer(profile, base, dist);
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const samples: { at: number; id: number; us: number }[] = [];
  let time = profile.startTime;
  const deltas = profile.timeDeltas ?? [];
  for (const [i, id] of (profile.samples ?? []).entries()) {
    time += deltas[i] ?? 0;
    samples.push({ at: time, id, us: deltas[i + 1] ?? 0 });
  }
  const stackOf = async (leaf: number) => {
    const names: string[] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id))
      names.push((await nameOf(id)).fn);
    return names;
  };
  return async (from: number, to: number): Promise<string[]> => {
    const inclusive = new Map<string, number>();
    for (const sample of samples.filter((s) => s.at >= from && s.at < to)) {
      if (under && !(await stackOf(sample.id)).some((fn) => fn.startsWith(under))) continue;
      const seen = new Set<string>();
      for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
        const { fn } = await nameOf(id);
        if (!(allFunctions || fn.includes('@src/')) || seen.has(fn)) continue;
        seen.add(fn);
        inclusive.set(fn, (inclusive.get(fn) ?? 0) + sample.us);
      }
    }
    return [...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, allFunctions ? 14 : 6)
      .map(([fn, us]) => `${fn.replace(/@src\//, ' ')} ${(us / 1000).toFixed(1)}`);
  };
}

/**
 * EST=10: the blocking time a 10x slower phone would have from this full-speed start (RATE=1), as
 * Lighthouse's simulation reckons it (each task after the first contentful paint, times 10, less
 * 50 ms), from the tasks' wall time and from their thread time: the second leaves out the time the
 * host gave other work, so it compares two builds on a busy machine better than Lighthouse does.
 */
function blockingEstimate(slowdown: number): void {
  const fcp = recorded.events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) {
    console.log('no first contentful paint in the trace');
    return;
  }
  const blocking = (clock: 'thread' | 'wall') => blockingAfter(events, fcp.ts, slowdown, clock).toFixed(0);
  console.log(
    `blocking at ${slowdown}x after FCP: ${blocking('wall')} ms by wall time, ${blocking('thread')} ms by thread time`,
  );
}
