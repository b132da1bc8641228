// The phases of one of bench/inp.ts's taps, untraced (issue 32): for each Event Timing entry of
// the interaction, its input delay (waiting behind the events before it), its handlers' time and
// the wait from their end to the frame that showed it. A test click comes as pointerdown,
// pointerup and click with no time between them, so when none of them paints a frame of its own
// they share one presentation and the interaction's figure is the sum of all their work: this
// says which event to make cheaper. Not a bench row: a tool to read before and after a change.
//
//   npm run -s build && PORT=4199 DATA_DIR=/tmp/phases-data node --import tsx server/main.ts &
//   BASE=http://127.0.0.1:4199 TAP=pay RATE=12 RUNS=5 npx tsx bench/tap-phases.ts
//
// TAP: a part of the interaction's label in bench/inp.ts; RATE: the CPU slowdown; RUNS: taps;
// PRESS: click (default) or touch (bench/inp.ts's two ways to press).
import { chromium, devices } from '@playwright/test';
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import {
  demoSession,
  type EventEntry,
  INTERACTIONS,
  pressModeOf,
  pressWith,
  readEvents,
  readyForTap,
} from './inp.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:4199';
const rate = Number(process.env.RATE ?? 12);
const mode = pressModeOf(process.env.PRESS);
const runs = Number(process.env.RUNS ?? 5);
const interaction = INTERACTIONS.find((i) => i.label.includes(process.env.TAP ?? 'pay'));
if (!interaction) throw new Error(`no interaction matches TAP=${process.env.TAP}`);

/** One line per entry: when it came (after the first), delay, handlers, then the frame. */
function phases(entries: EventEntry[]): string[] {
  const first = Math.min(...entries.map((e) => e.startTime));
  const ms = (n: number) => `${Math.round(n)}`.padStart(4);
  return entries.map(
    (e) =>
      `  ${e.name.padEnd(12)} at +${ms(e.startTime - first)}  delay ${ms(e.processingStart - e.startTime)}` +
      `  handlers ${ms(e.processingEnd - e.processingStart)}` +
      `  to the frame ${ms(e.startTime + e.duration - e.processingEnd)}  = ${ms(e.duration)} ms`,
  );
}

const { token, ids } = await demoSession(base);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: BENCH_CHROMIUM_ARGS,
});
try {
  console.log(`${interaction.label}, CPU ${rate}×, ${mode}`);
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ ...devices['Moto G4'], baseURL: base, locale: 'pt-BR' });
    try {
      const page = await readyForTap(context, interaction, token, ids);
      const cdp = await context.newCDPSession(page);
      await interaction.tap(
        page,
        pressWith(mode, () => cdp.send('Emulation.setCPUThrottlingRate', { rate })),
      );
      // Entries come after the frame that shows the tap.
      await page.waitForFunction(
        () => (window as unknown as { __tokaasEvents: unknown[] }).__tokaasEvents.length > 0,
        undefined,
        { timeout: 5_000 },
      );
      const entries = await readEvents(page);
      const firstId = entries[0]?.id;
      console.log(`run ${run + 1}:`);
      for (const line of phases(entries.filter((e) => e.id === firstId))) console.log(line);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
}
