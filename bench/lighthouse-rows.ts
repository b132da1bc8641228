// The Lighthouse rows (mobile): the three public pages at Lighthouse's own 4× slowdown, then at
// the slowdown that makes this host a mid-tier and a low-tier phone (issue 32), calibrated by the
// host's benchmarkIndex from the first runs. The device classes add an online start of a
// resident's page (signed in, the app opened once before).
import { median } from './browser.ts';
import { DEVICE_CLASSES, runLighthouse, slowdownFor } from './lighthouse.ts';
import { signedInReturn } from './lighthouse-sign-in.ts';
import type { PageLighthouse } from './median-run.ts';
import { ms, type Row } from './table.ts';

const FLOOR_LABEL = 'a static page with no script (the floor)';

export async function lighthouseRows(
  url: string,
  /** [label, path] of each page measured. */
  pages: [string, string][],
  {
    runs,
    log,
    resident,
    floor,
  }: {
    runs: number;
    log: (line: string) => void;
    /** [label, path] of a resident's page, opened signed in with this token. */
    resident?: { label: string; path: string; token: string };
    /** The URL of a page that does nothing, audited with the device classes as their floor. */
    floor?: string;
  },
): Promise<{ rows: Row[]; hostIndex: number }> {
  const rows: Row[] = [];
  log(`Lighthouse (mobile) on /, /buscar, /apartamento/{id}, ${runs} runs each`);
  const lh = await runLighthouse(
    pages.map(([, p]) => `${url}${p}`),
    log,
    runs,
  );
  for (const [label, p] of pages) {
    const f = lh.get(`${url}${p}`) as PageLighthouse;
    // The median run's figures; the other runs' scores beside it.
    const group = `Lighthouse ${label}`;
    const scored = f.scores.length;
    rows.push(
      {
        group,
        figure: scored > 1 ? `performance (median of ${scored} runs)` : 'performance',
        value: scored > 1 ? `${f.performance} (${f.scores.join(', ')})` : String(f.performance),
        target: '≥ 95',
        ok: f.performance >= 95,
      },
      {
        group,
        figure: 'LCP',
        value: `${(f.lcpMs / 1000).toFixed(2)} s`,
        target: '≤ 1.8 s',
        ok: f.lcpMs <= 1800,
      },
      { group, figure: 'TBT', value: ms(f.tbtMs) },
      { group, figure: 'CLS', value: f.cls.toFixed(3), target: '≤ 0.05', ok: f.cls <= 0.05 },
      {
        group,
        figure: 'accessibility',
        value: String(f.accessibility),
        target: '= 100',
        ok: f.accessibility === 100,
      },
      { group, figure: 'best-practices', value: String(f.bestPractices) },
    );
  }
  // Lighthouse slows the host's CPU down 4×, whatever the host: on a faster machine the same page
  // blocks less. Its benchmarkIndex says how fast this one was (~1000–2500 on earlier machines).
  const hostIndex = Math.round(median([...lh.values()].map((page) => page.benchmarkIndex)));
  rows.push({
    group: 'Lighthouse host',
    figure: "CPU benchmarkIndex (median of the pages' median runs; higher is faster)",
    value: String(hostIndex),
  });

  // Issue 32: the slowdown that makes this host a mid-tier and a low-tier phone.
  // [label, URL] of each page audited by device class.
  const classPages: [string, string][] = [
    ...pages.map(([label, p]): [string, string] => [label, `${url}${p}`]),
    ...(resident ? [[resident.label, `${url}${resident.path}`] as [string, string]] : []),
  ];
  if (floor) classPages.push([FLOOR_LABEL, floor]);
  const residentUrl = resident && `${url}${resident.path}`;
  const signIn = resident && signedInReturn(resident.token);
  for (const device of DEVICE_CLASSES) {
    const slowdown = slowdownFor(hostIndex, device.benchmarkIndex);
    const low = device.benchmarkIndex < 1000;
    log(`Lighthouse (mobile), ${device.label}: CPU ${slowdown.toFixed(1)}×, ${runs} runs each`);
    const byClass = await runLighthouse(
      classPages.map(([, pageUrl]) => pageUrl),
      log,
      runs,
      slowdown,
      (audited) => (audited === residentUrl ? signIn : undefined),
    );
    for (const [label, pageUrl] of classPages) {
      const f = byClass.get(pageUrl) as PageLighthouse;
      const group = `Lighthouse ${device.label}, ${device.benchmarkIndex}: CPU ${slowdown.toFixed(1)}× (${hostIndex} ÷ ${device.benchmarkIndex})`;
      if (label === FLOOR_LABEL) {
        rows.push(
          {
            group,
            figure: `${label}: performance (median of ${f.scores.length}), TBT / LCP`,
            value: `${f.performance} (${f.scores.join(', ')}), ${ms(f.tbtMs)} / ${(f.lcpMs / 1000).toFixed(2)} s`,
          },
          threadTbtRow(group, label, f),
        );
        continue;
      }
      const target = low ? 90 : 98;
      rows.push(
        {
          group,
          figure: `${label} performance (median of ${f.scores.length})`,
          value: `${f.performance} (${f.scores.join(', ')})`,
          target: `≥ ${target}`,
          ok: f.performance >= target,
        },
        {
          group,
          figure: `${label} TBT / LCP`,
          value: `${ms(f.tbtMs)} / ${(f.lcpMs / 1000).toFixed(2)} s`,
          ...(low ? { target: 'TBT ≤ 200 ms', ok: f.tbtMs <= 200 } : {}),
        },
        threadTbtRow(group, label, f),
      );
    }
  }
  return { rows, hostIndex };
}

/**
 * The page's TBT reckoned from its tasks' thread time, median of the runs and each run's: the
 * host's other work left out (thread-blocking.ts), so it says what a build costs when the host is
 * busy and Lighthouse's own TBT moves with the host. No target: Lighthouse's TBT carries it.
 */
function threadTbtRow(group: string, label: string, f: PageLighthouse): Row {
  const known = f.threadTbts.filter((v) => Number.isFinite(v));
  return {
    group,
    figure: `${label} TBT by thread time (median of ${known.length})`,
    value: known.length ? `${ms(median(known))} (${known.map((v) => Math.round(v)).join(', ')})` : 'n/a',
  };
}
