// Where a page start spends its main thread, for the low-tier work of issue 32: a CPU profile
// (CDP Profiler, 200 µs samples) of one start at a CPU slowdown, in a phone context, mapped to
// the original sources by the build's source maps. Prints self time by source and by function,
// then each long task (over 50 ms, throttled) with the app functions under it. Not a bench row:
// a tool to read before changing anything.
//
//   npm run -s build && PORT=4199 DATA_DIR=/tmp/profile-data node --import tsx server/main.ts &
//   BASE=http://127.0.0.1:4199 P=/minhas-tokaas RATE=6.7 npx tsx bench/profile-start.ts
//
// SIGNED=0: a visitor's first visit instead of the demo resident's return (signed in, the page
// opened once before, the service worker ready). WAIT_SEL: a selector the start waits for;
// HOLD: how long it records after the load (ms, default 6000); DIST: where the source maps are;
// LONG: the tasks it lists, over this many ms as recorded (default 50). RATE=1 LONG=5 lists what
// Lighthouse's simulated throttling (which records at full speed) counts as long at 10x.
import { chromium, devices } from '@playwright/test';
import { DEMO_USER } from '../server/seed/demo-user.ts';
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import { storeToken } from '../tests/e2e/support/session.ts';
import { type CpuProfile, profileNamer, sourceGroup } from './cpu-profile-names.ts';

interface Task {
  start: number;
  end: number;
  samples: { id: number; us: number }[];
}

const base = process.env.BASE ?? 'http://127.0.0.1:4199';
const target = process.env.P ?? '/minhas-tokaas';
const rate = Number(process.env.RATE ?? 6.7);
const dist = process.env.DIST ?? 'dist';
const LONG_TASK_US = Number(process.env.LONG ?? 50) * 1000;

async function recordStart(): Promise<CpuProfile> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: BENCH_CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ ...devices['Moto G4'], baseURL: base, locale: 'pt-BR' });
    if (process.env.SIGNED !== '0') {
      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
      });
      const { data } = (await login.json()) as { data: { access_token: string } };
      const first = await context.newPage();
      await first.goto('/');
      await storeToken(first, data.access_token);
      await first.goto(target, { waitUntil: 'networkidle' });
      await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await first.waitForLoadState('networkidle');
      await first.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.start');
    await page.goto(target, { waitUntil: 'load' });
    if (process.env.WAIT_SEL) await page.locator(process.env.WAIT_SEL).first().waitFor();
    await page.waitForTimeout(Number(process.env.HOLD ?? 6000));
    return (await cdp.send('Profiler.stop')).profile as CpuProfile;
  } finally {
    await browser.close();
  }
}

const profile = await recordStart();
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const samples = profile.samples ?? [];
const deltas = profile.timeDeltas ?? [];

const nameOf = profileNamer(profile, base, dist);

const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
const top = (map: Map<string, number>, count: number, indent = '') =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${indent}${(us / 1000).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');

// Self time, and the tasks: runs of samples between idle ones.
const bySource = new Map<string, number>();
const byFunction = new Map<string, number>();
const tasks: Task[] = [];
let task: Task | undefined;
let time = profile.startTime;
for (const [i, id] of samples.entries()) {
  time += deltas[i] ?? 0;
  const us = deltas[i + 1] ?? 0;
  const { fn, source } = await nameOf(id);
  add(bySource, sourceGroup(source), us);
  add(byFunction, fn, us);
  if (fn === '(idle)') {
    if (task) tasks.push(task);
    task = undefined;
    continue;
  }
  task ??= { start: time, end: time, samples: [] };
  task.end = time + us;
  task.samples.push({ id, us });
}
if (task) tasks.push(task);

console.log(
  `${target} at CPU ${rate}× (${process.env.SIGNED === '0' ? 'a first visit' : 'the demo resident, a return'})`,
);
console.log(`## self time by source\n${top(bySource, 30)}`);
console.log(`## self time by function\n${top(byFunction, 40)}`);
for (const long of tasks.filter((t) => t.end - t.start > LONG_TASK_US)) {
  // Inclusive time of the app's own functions (and the profiler's buckets) under this task.
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  for (const sample of long.samples) {
    add(self, (await nameOf(sample.id)).fn, sample.us);
    const seen = new Set<string>();
    for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
      const { fn } = await nameOf(id);
      if (!/@src\/|^\((program|garbage collector)\)$/.test(fn) || seen.has(fn)) continue;
      seen.add(fn);
      add(inclusive, fn, sample.us);
    }
  }
  const at = ((long.start - profile.startTime) / 1000).toFixed(0);
  console.log(`\n# task at ${at} ms: ${((long.end - long.start) / 1000).toFixed(0)} ms`);
  console.log(`  app functions (inclusive)\n${top(inclusive, 8, '  ')}`);
  console.log(`  self\n${top(self, 8, '  ')}`);
}
