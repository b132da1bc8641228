// Lighthouse 12 (its Node API) in Debian's Chromium, headless, mobile defaults (simulated slow
// 4G and 4× CPU slowdown): performance, LCP, TBT, CLS, accessibility and best-practices per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ATTEMPTS = 4;

async function audit(url: string): Promise<LighthouseFigures> {
  // A fresh browser per page: no service worker, cache or trace state carried between pages.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    };
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(
  urls: string[],
  log: (line: string) => void,
): Promise<Map<string, LighthouseFigures>> {
  const figures = new Map<string, LighthouseFigures>();
  for (const url of urls) {
    for (let attempt = 1; ; attempt++) {
      try {
        figures.set(url, await audit(url));
        break;
      } catch (error) {
        // Lighthouse's own trace recording fails now and then on a loaded machine (NO_NAVSTART),
        // twice in a row at times: that is the tool, not the page, so it gets more goes.
        if (attempt === ATTEMPTS) throw error;
        log(`${(error as Error).message}; running it again (${attempt + 1} of ${ATTEMPTS})`);
      }
    }
  }
  return figures;
}
