// Lighthouse 12 (its Node API) in Debian's Chromium, headless, mobile defaults (simulated slow
// 4G and 4× CPU slowdown, or the slowdown that emulates a device class on this host): performance, LCP, TBT, CLS, accessibility and best-practices per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr.js';
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium.ts';
import type { BeforeAudit } from './lighthouse-sign-in.ts';
import { type LighthouseFigures, medianRun, type PageLighthouse } from './median-run.ts';
import { type TraceEvent, threadBlockingMs } from './thread-blocking.ts';

const ATTEMPTS = 4;

/** One Lighthouse run of `url`: its figures and the whole report (for tools that read more of it). */
export async function auditPage(
  url: string,
  cpuSlowdown: number,
  before?: BeforeAudit,
): Promise<{ figures: LighthouseFigures; lhr: Result }> {
  // A fresh browser per page: no service worker, cache or trace state carried between pages.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...BENCH_CHROMIUM_ARGS],
  });
  try {
    await before?.(chrome.port, url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Merged into the mobile defaults: the simulated slow 4G stays, only the CPU slowdown is ours
      // (4 is Lighthouse's default).
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      // A page prepared before the audit (a signed-in resident) keeps what was prepared.
      ...(before ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const figures = {
      performance: score('performance'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      threadTbtMs:
        threadBlockingMs(
          (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? [],
          url,
          cpuSlowdown,
        ) ?? Number.NaN,
      cls: value('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
    return { figures, lhr: result.lhr };
  } finally {
    chrome.kill();
  }
}

/** Chrome DevTools' calibration of device classes, in Lighthouse's benchmarkIndex (issue 32). */
export const DEVICE_CLASSES = [
  { label: 'mid-tier (Pixel 5)', benchmarkIndex: 1000 },
  { label: 'low-tier (Moto G Power 2022)', benchmarkIndex: 264 },
] as const;

/** The CPU slowdown that makes this host (its benchmarkIndex) as fast as the device class. */
export const slowdownFor = (hostIndex: number, targetIndex: number) => Math.max(1, hostIndex / targetIndex);

/**
 * `auditPage`, run again when Lighthouse's own trace recording fails, as it does now and then on a
 * loaded machine (NO_NAVSTART), twice in a row at times: that is the tool, not the page.
 */
export async function auditPageAgain(
  url: string,
  cpuSlowdown: number,
  log: (line: string) => void,
  before?: BeforeAudit,
): ReturnType<typeof auditPage> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(url, cpuSlowdown, before);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      log(`${(error as Error).message}; running it again (${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

/**
 * Audits each page `runs` times, round by round (a busy spell of the machine then falls on every
 * page, not on one), and keeps each page's median run: one run's score moves by ±10 here.
 */
export async function runLighthouse(
  urls: string[],
  log: (line: string) => void,
  runs: number,
  cpuSlowdown = 4,
  /** What to do before auditing a given URL (sign in); none for most pages. */
  beforeAudit?: (url: string) => BeforeAudit | undefined,
): Promise<Map<string, PageLighthouse>> {
  const all = new Map<string, LighthouseFigures[]>(urls.map((url) => [url, []]));
  for (let round = 0; round < runs; round++) {
    for (const url of urls) {
      all.get(url)?.push((await auditPageAgain(url, cpuSlowdown, log, beforeAudit?.(url))).figures);
    }
  }
  return new Map([...all].map(([url, figures]) => [url, medianRun(figures)]));
}
