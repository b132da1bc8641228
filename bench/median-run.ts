// Which of a page's Lighthouse runs the bench reports: one run's score moves by ±10 on this machine.

/** One Lighthouse run of a page. */
export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** TBT from the tasks' thread time, the host's other work left out (thread-blocking.ts). */
  threadTbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  /** Lighthouse's measure of the host's CPU speed for this run (higher is faster). */
  benchmarkIndex: number;
}

/** A page's figures from its median run by performance score, with the scores of all its runs. */
export interface PageLighthouse extends LighthouseFigures {
  scores: number[];
  /** Every run's TBT by thread time, in run order. */
  threadTbts: number[];
}

/** The run whose performance score is the median (the lower middle one for an even count). */
export function medianRun(runs: readonly LighthouseFigures[]): PageLighthouse {
  if (runs.length === 0) throw new Error('no Lighthouse run');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseFigures;
  return {
    ...median,
    scores: runs.map((run) => run.performance),
    threadTbts: runs.map((run) => run.threadTbtMs),
  };
}
