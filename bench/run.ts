// `npm run bench`: builds the app into a temporary directory, starts the API + app on its own port
// and its own database (never data/), and prints one table of figures with their targets. See
// docs/performance.md for what each figure means and how it is measured.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { apiRows } from './api-rows.ts';
import { firstSync, launchChromium, median, offlineWarmStart } from './browser.ts';
import { buildApp } from './build-app.ts';
import { bundleRows, measureBundle } from './bundle.ts';
import { afterRelease, firstVisit } from './bytes-per-visit.ts';
import { benchIds, interactionLatencies, PRESS_MODES } from './inp.ts';
import { LIE_FI_HOLD_MS, lieFiPages, lieFiStart } from './lie-fi-start.ts';
import { slowdownFor } from './lighthouse.ts';
import { lighthouseRows } from './lighthouse-rows.ts';
import { demoResident, describeFigures, requestsPerKind } from './mutation-requests.ts';
import { drainRate } from './outbox.ts';
import { startTempPostgres, type TempPostgres } from './postgres.ts';
import { buildOneScreenRelease } from './release.ts';
import { BENCH_CONTRACTS, BENCH_INVOICES } from './seed.ts';
import { type BenchServer, startBenchServer } from './server.ts';
import { startStaticPage } from './static-page.ts';
import { formatTable, kb, ms, type Row } from './table.ts';

const WARM_START_RUNS = 7;
const LIE_FI_RUNS = 3;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DRAIN_MUTATIONS = 500;
const INP_RUNS = Number(process.env.INP_RUNS ?? 3);
// `BENCH_ONLY=issue32`: only the rows of issue 32 (bundles, Lighthouse by device class, INP, bytes
// per visit), for before/after runs on a busy machine.
// `BENCH_ONLY=bytes`: only the bundle rows and the bytes per visit (no Lighthouse, no INP).
// `BENCH_ONLY=inp`: only the bundle rows and the INP rows, at `INP_CPU_RATE` (default 9; no
// Lighthouse to calibrate it), for `INP_ONLY`'s interactions (labels containing it) or all: to
// iterate on one interaction.
const ONLY_BYTES = process.env.BENCH_ONLY === 'bytes';
const ONLY_INP = process.env.BENCH_ONLY === 'inp';
const ONLY_ISSUE_32 = process.env.BENCH_ONLY === 'issue32' || ONLY_BYTES || ONLY_INP;
const LOAD = { seconds: Number(process.env.BENCH_SECONDS ?? 8), connections: 10 };

const began = performance.now();
const log = (line: string) =>
  console.error(`[bench ${((performance.now() - began) / 1000).toFixed(0).padStart(3)} s] ${line}`);
const work = mkdtempSync(path.join(os.tmpdir(), 'tokaas-bench-'));
const rows: Row[] = [];

let server: BenchServer | undefined;
let postgres: TempPostgres | undefined;
async function cleanUp(): Promise<void> {
  await server?.stop().catch(() => {});
  server = undefined;
  postgres?.stop();
  postgres = undefined;
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  const cpus = os.cpus();
  const machine = `${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ${os.platform()} ${os.release()}, load ${os.loadavg()[0]?.toFixed(1)}`;
  log(machine);

  // 1. Bundle
  const dist = path.join(work, 'dist');
  log('building the app');
  buildApp(dist);
  // Build B: the same app with one screen's source changed, for the "after a release" row.
  log('building a one-screen release (build B)');
  const distB = path.join(work, 'dist-b');
  if (!ONLY_INP) await buildOneScreenRelease(distB);
  rows.push(...bundleRows(measureBundle(dist)));

  // 2. The app and API on embedded PGlite
  log('starting the API on embedded PGlite (own data directory) and seeding it');
  server = await startBenchServer({ dataDir: path.join(work, 'pglite'), staticDir: dist, log });
  const first = await sql<{ id: number }>`SELECT min(id)::int AS id FROM apartments`.execute(server.db);
  const unitId = first.rows[0]?.id ?? 1;

  const pages: [string, string][] = [
    ['/', '/'],
    ['/buscar', '/buscar'],
    ['/apartamento/{id}', `/apartamento/${unitId}`],
  ];
  // The device classes also audit a page with no script: the floor of their TBT (the browser's
  // own start and Lighthouse's probes, slowed down as much as the app).
  const floor = ONLY_BYTES || ONLY_INP ? undefined : await startStaticPage();
  const lighthouse = await (floor
    ? lighthouseRows(server.url, pages, {
        floor: floor.url,
        runs: LIGHTHOUSE_RUNS,
        log,
        resident: {
          label: '/minhas-tokaas (online start, signed in)',
          path: '/minhas-tokaas',
          token: server.data.demoToken,
        },
      }).finally(() => floor.stop())
    : undefined);
  if (lighthouse) rows.push(...lighthouse.rows);
  const lowTierRate = ONLY_INP
    ? Number(process.env.INP_CPU_RATE ?? 9)
    : lighthouse
      ? slowdownFor(lighthouse.hostIndex, 264)
      : 0;

  // The demo resident's contract with invoices (INP and lie-fi rows) and its due inspection.
  const ids = await benchIds(server.url, server.data.demoToken);

  {
    const browser = await launchChromium();
    try {
      if (!ONLY_BYTES)
        log(`INP on low-tier emulation (CPU ${lowTierRate.toFixed(1)}×, ${INP_RUNS} runs each)`);
      const interactions = ONLY_BYTES
        ? []
        : await interactionLatencies(browser, server.url, {
            token: server.data.demoToken,
            contract: ids.contract,
            inspection: ids.inspection,
            cpuRate: lowTierRate,
            runs: INP_RUNS,
            only: process.env.INP_ONLY,
            modes: PRESS_MODES,
          });
      for (const figure of interactions) {
        rows.push({
          group: `INP, low-tier (CPU ${lowTierRate.toFixed(1)}×, Moto G4 viewport), ${figure.mode === 'click' ? "Playwright's click" : 'touch tap'}`,
          figure: `${figure.label} (median of ${figure.runs.length})`,
          value:
            figure.ms === undefined
              ? `failed: ${figure.error ?? '?'}`
              : `${ms(figure.ms)} (${figure.runs.map((r) => Math.round(r)).join(', ')})${figure.error ? `; a run failed: ${figure.error}` : ''}`,
          target: '≤ 200 ms',
          ok: figure.ms !== undefined && figure.ms <= 200,
        });
      }

      if (!ONLY_INP) log('bytes per first anonymous visit, at the server, until the network is quiet');
      for (const [label, p] of ONLY_INP ? [] : pages) {
        const answered = server.answers().length;
        const visit = await firstVisit(browser, server.url, server.traffic, label, p);
        // `BENCH_ANSWERS=1`: the visit answer by answer, to see where its bytes go.
        if (process.env.BENCH_ANSWERS === '1') {
          for (const answer of server.answers().slice(answered)) log(`  ${kb(answer.bytes)} ${answer.path}`);
        }
        rows.push({
          group: 'Bytes per visit (at the server, service worker install included)',
          figure: `first anonymous visit ${label}: by load / until quiet`,
          value: `${kb(visit.atLoad.bytes)} in ${visit.atLoad.requests} req / ${kb(visit.quiet.bytes)} in ${visit.quiet.requests} req`,
          ...(label === '/' ? { target: '≤ 250 KB', ok: visit.quiet.bytes <= 250 * 1024 } : {}),
        });
      }
    } finally {
      await browser.close();
    }
  }

  if (!ONLY_ISSUE_32) {
    log(`offline warm start of /minhas-tokaas (${WARM_START_RUNS} runs) and first sync`);
    const browser = await launchChromium();
    try {
      const warm = await offlineWarmStart(browser, server.url, WARM_START_RUNS);
      for (const [where, starts] of [
        ['again in the same tab', warm.sameTab],
        ['in a new tab (a launch)', warm.newTab],
      ] as const) {
        const drawn = median(starts.map((start) => start.drawn));
        const app = median(starts.map((start) => start.app));
        rows.push(
          {
            group: 'Offline warm start',
            figure: `/minhas-tokaas list drawn, ${where} (median of ${WARM_START_RUNS})`,
            value: ms(drawn),
            target: '≤ 300 ms',
            ok: drawn <= 300,
          },
          {
            group: 'Offline warm start',
            figure: `  the app's own list in its place, ${where}`,
            value: ms(app),
          },
        );
      }
      log(`lie-fi start: every answer held ${LIE_FI_HOLD_MS / 1000} s (${LIE_FI_RUNS} runs per page)`);
      const lieFi = await lieFiStart(
        browser,
        server.url,
        lieFiPages({ contract: ids.contract, unit: unitId }),
        LIE_FI_RUNS,
      );
      for (const { page, ms: drawn } of lieFi) {
        const limit = page.resident ? 1_000 : 3_500;
        rows.push({
          group: `Lie-fi start (answers held ${LIE_FI_HOLD_MS / 1000} s)`,
          figure: `${page.label} content drawn (median of ${LIE_FI_RUNS}, a new tab)`,
          value: drawn === undefined ? 'never' : ms(drawn),
          target: `≤ ${(limit / 1000).toFixed(1)} s`,
          ok: drawn !== undefined && drawn <= limit,
        });
      }

      const syncMs = await firstSync(browser, server.url, server.data.benchToken, BENCH_CONTRACTS);
      rows.push({
        group: 'Sync',
        figure: `first sync: ${BENCH_CONTRACTS} contracts, ${BENCH_INVOICES} invoices into Dexie`,
        value: ms(syncMs),
      });
    } finally {
      await browser.close();
    }

    log(`outbox drain of ${DRAIN_MUTATIONS} queued changes`);
    const drain = await drainRate(
      server.url,
      { userId: server.data.benchUserId, token: server.data.benchToken },
      DRAIN_MUTATIONS,
    );
    rows.push({
      group: 'Sync',
      figure: `outbox drain (${drain.mutations} mutations in ${drain.seconds.toFixed(1)} s)`,
      value: `${drain.perSecond.toFixed(0)} mutations/s`,
    });

    log('requests and bytes per mutation kind (one change online, from the tap to quiet)');
    for (const kind of await requestsPerKind(
      server.url,
      await demoResident(server.url, server.data.demoToken),
    )) {
      rows.push({
        group: 'Requests per mutation kind (demo resident, online)',
        figure: kind.kind,
        value: describeFigures(kind),
        // Issue 28: a favourite tap is one request; no kind sends more than one plus one refresh.
        target: kind.kind.startsWith('favorite.') ? '= 1' : '≤ 2',
        ok: kind.requests <= (kind.kind.startsWith('favorite.') ? 1 : 2),
      });
    }
  }

  if (!ONLY_INP) {
    log('bytes a returning resident downloads after a one-screen release');
    const browser = await launchChromium();
    try {
      let answered = 0;
      const traffic = await afterRelease(browser, server.url, server.traffic, server.data.demoToken, () => {
        // Published in place, as a deploy does: B's files beside A's (hashed names differ).
        cpSync(distB, dist, { recursive: true, force: true });
        cpSync(`${distB}-ssr`, `${dist}-ssr`, { recursive: true, force: true });
        answered = server?.answers().length ?? 0;
      });
      // What the release cost, answer by answer (the row is their sum, headers included).
      for (const answer of server.answers().slice(answered)) log(`  ${kb(answer.bytes)} ${answer.path}`);
      rows.push({
        group: 'Bytes per visit (at the server, service worker install included)',
        figure: 'returning resident after a release changing one screen (until quiet)',
        value: `${kb(traffic.bytes)} in ${traffic.requests} req`,
        target: '≤ 60 KB',
        ok: traffic.bytes <= 60 * 1024,
      });
    } finally {
      await browser.close();
    }
  }

  if (!ONLY_ISSUE_32) rows.push(...(await apiRows(server, 'PGlite', LOAD, log)));
  await server.stop();
  server = undefined;

  // 3. The API on a PostgreSQL server, when one is installed
  postgres = ONLY_ISSUE_32 ? undefined : await startTempPostgres();
  if (postgres) {
    log(`starting the API on ${postgres.version} (temporary cluster) and seeding it`);
    server = await startBenchServer({
      dataDir: path.join(work, 'pg-media'),
      staticDir: dist,
      databaseUrl: postgres.url,
      log,
    });
    rows.push(...(await apiRows(server, 'PostgreSQL', LOAD, log)));
  } else if (!ONLY_ISSUE_32) {
    rows.push({ group: 'API on PostgreSQL', figure: 'all', value: 'n/a (PostgreSQL not installed)' });
  }

  console.log(`\nTokaas bench — ${machine}`);
  console.log(formatTable(rows));
  console.log(`\nTotal time: ${((performance.now() - began) / 1000).toFixed(0)} s`);
} finally {
  await cleanUp();
}
