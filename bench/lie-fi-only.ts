// `npm run bench:lie-fi`: only the lie-fi start group of `npm run bench`, on the
// current build (dist/), for re-measuring it on a quiet machine without the whole bench.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { launchChromium } from './browser.ts';
import { LIE_FI_HOLD_MS, lieFiPages, lieFiStart } from './lie-fi-start.ts';
import { startBenchServer } from './server.ts';

const RUNS = Number(process.env.LIE_FI_RUNS ?? 5);
const work = await mkdtemp(path.join(os.tmpdir(), 'tokaas-lie-fi-'));
const server = await startBenchServer({
  dataDir: path.join(work, 'pglite'),
  staticDir: path.resolve('dist'),
  log: (line) => console.error(line),
});
const browser = await launchChromium();
try {
  const first = await sql<{ id: number }>`SELECT min(id)::int AS id FROM apartments`.execute(server.db);
  const contracts = await fetch(`${server.url}/user/contract`, {
    headers: { authorization: `Bearer ${server.data.demoToken}`, accept: 'application/json' },
  });
  const { data } = (await contracts.json()) as { data: { id: number; billToReceive: unknown[] }[] };
  const contract = data.find((c) => c.billToReceive.length > 0) ?? data[0];
  if (!contract) throw new Error('the demo resident has no contract');
  const results = await lieFiStart(
    browser,
    server.url,
    lieFiPages({ contract: contract.id, unit: first.rows[0]?.id ?? 1 }),
    RUNS,
  );
  console.log(
    `lie-fi start, answers held ${LIE_FI_HOLD_MS / 1000} s, median of ${RUNS}, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const { page, ms } of results)
    console.log(`${page.label.padEnd(40)} ${ms === undefined ? 'never' : `${Math.round(ms)} ms`}`);
} finally {
  await browser.close();
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
