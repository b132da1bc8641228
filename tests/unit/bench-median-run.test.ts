// The bench reports each page's median Lighthouse run: its figures all come from that one run.
import { describe, expect, it } from 'vitest';
import { type LighthouseFigures, medianRun } from '../../bench/median-run.ts';

const run = (performance: number, tbtMs: number): LighthouseFigures => ({
  performance,
  lcpMs: 1300,
  tbtMs,
  threadTbtMs: tbtMs / 2,
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
  benchmarkIndex: 2500,
});

describe('medianRun', () => {
  it('keeps the run with the middle score, its own TBT with it, and every score in run order', () => {
    const page = medianRun([run(88, 300), run(76, 1200), run(82, 700)]);
    expect(page.performance).toBe(82);
    expect(page.tbtMs).toBe(700);
    expect(page.scores).toEqual([88, 76, 82]);
    expect(page.threadTbts).toEqual([150, 600, 350]);
  });

  it('takes the lower middle run of an even count, and the only run of one', () => {
    expect(medianRun([run(90, 250), run(70, 1500), run(80, 800), run(85, 500)]).performance).toBe(80);
    expect(medianRun([run(77, 900)])).toMatchObject({ performance: 77, scores: [77] });
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow();
  });
});
