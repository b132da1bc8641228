// `npm run test:cluster`: a real PostgreSQL, PgBouncer in transaction mode, and two API processes
// on two data directories. A keyed write load (tickets, each with its own Idempotency-Key, resent
// with the same key until a 2xx, alternating between the nodes) runs while PostgreSQL restarts,
// while it is down for a few seconds, and while one API process is SIGKILLed and started again.
// Then: every acknowledged write exists exactly once, no process died other than the one killed
// on purpose, and a selfie written through one node is read through the other.
//
// CLUSTER_BOUNDED=1 (CI, scripts/test.sh): fewer writes, shorter phases. CLUSTER_WRITES,
// CLUSTER_SECONDS (pacing of the load), CLUSTER_DEADLINE_SECONDS (whole run) and CLUSTER_PORT_BASE (55410: PostgreSQL, +1 PgBouncer, +2 and +3 the APIs)
// override the defaults.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connect } from '../../server/db/connect.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedAll } from '../../server/seed/index.ts';
import { mailedCode, registration } from '../api/harness.ts';
import { apiNode } from './api-process.ts';
import { countWrites, selfieAcrossNodes } from './checks.ts';
import { onCleanup } from './cleanup.ts';
import { newFigures } from './keyed-client.ts';
import { type Resident, startLoad } from './load.ts';
import { startPgBouncer } from './pgbouncer.ts';
import { isRoot, startPostgres } from './postgres.ts';
import { delay, waitFor } from './wait.ts';

const bounded = process.env.CLUSTER_BOUNDED === '1';
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const settings = {
  writes: numberFrom('CLUSTER_WRITES', bounded ? 200 : 1500),
  durationMs: numberFrom('CLUSTER_SECONDS', bounded ? 16 : 60) * 1_000,
  downMs: bounded ? 2_000 : 5_000,
  residents: bounded ? 3 : 6,
  concurrency: bounded ? 8 : 16,
  portBase: numberFrom('CLUSTER_PORT_BASE', 55410),
  /** One write in this many has its first answer lost on purpose (the client cuts the send). */
  cutEvery: 5,
};
const phases: { phase: string; ms: number; 'sends in flight'?: number }[] = [];
const log = (line: string) =>
  console.info(`[cluster ${((performance.now() - t0) / 1000).toFixed(1)} s] ${line}`);
const t0 = performance.now();

// The whole run is bounded: past this, it fails (and the exit handlers stop everything it started).
const deadlineMs = numberFrom('CLUSTER_DEADLINE_SECONDS', bounded ? 240 : 540) * 1_000;
setTimeout(() => {
  console.error(`cluster test: not done after ${deadlineMs / 1000} s`);
  process.exit(1);
}, deadlineMs).unref();

const dir = mkdtempSync(path.join(os.tmpdir(), 'tokaas-cluster-'));
let keepDir = true;
onCleanup('temp dir', () => {
  if (keepDir) console.error(`cluster test: logs kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
});
if (isRoot) execFileSync('chown', ['postgres', dir]);

log(`${bounded ? 'bounded' : 'full'} run: ${JSON.stringify(settings)}`);
const pg = await startPostgres({ dir, port: settings.portBase });
{
  const admin = connect(pg.url('postgres'), { maxConnections: 1 });
  await sql.raw('CREATE DATABASE tokaas').execute(admin);
  await admin.destroy();
  // Migrated and seeded here (the demo catalogue, no images) so that both processes start on a
  // ready database; they still migrate and seed reference data at once, under their locks.
  const db = connect(pg.url('tokaas'), { maxConnections: 2 });
  await migrate(db);
  await seedAll(db, { mediaDir: path.join(dir, 'media'), images: false, demo: true });
  await db.destroy();
}
const bouncer = await startPgBouncer({
  dir,
  port: settings.portBase + 1,
  serverPort: pg.port,
  database: 'tokaas',
});
log(`PostgreSQL on ${pg.port}, PgBouncer (transaction mode) on ${bouncer.port}`);

const [a, b] = (['A', 'B'] as const).map((name, i) =>
  apiNode({ name, dir, port: settings.portBase + 2 + i, databaseUrl: bouncer.url('tokaas') }),
) as [ReturnType<typeof apiNode>, ReturnType<typeof apiNode>];
// A run that ends early (a phase timing out, an error) still says which process died and why.
let reported = false;
onCleanup('deaths', () => {
  if (!reported) for (const death of [...a.deaths, ...b.deaths]) console.error(death);
});
const startMs = await Promise.all([a.start(), b.start()]);
log(`API A on ${a.base}, B on ${b.base} (started in ${startMs.join(' / ')} ms)`);

// Each resident signs up through one node and confirms the mailed code through the other.
const residents: Resident[] = [];
const mailbox = connect(pg.url('tokaas'), { maxConnections: 1 });
for (let i = 0; i < settings.residents; i++) {
  const [node, other] = i % 2 === 0 ? [a, b] : [b, a];
  const form = registration();
  const post = (base: string, url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const started = await post(node.base, '/api/user/register', form);
  if (started.status !== 202)
    throw new Error(`register through ${node.name}: ${started.status} ${await started.text()}`);
  const code = await mailedCode({ db: mailbox }, form.email);
  const res = await post(other.base, '/api/user/register/confirm', { email: form.email, code });
  if (res.status !== 201) throw new Error(`confirm through ${other.name}: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { access_token: string; user: { id: number } } };
  residents.push({ id: data.user.id, token: data.access_token });
}
await mailbox.destroy();

const runId = randomBytes(4).toString('hex');
const prefix = `cluster ${runId} #`;
const figures = newFigures();
const loadStarted = performance.now();
const load = startLoad({
  nodes: [a, b],
  residents,
  writes: settings.writes,
  durationMs: settings.durationMs,
  concurrency: settings.concurrency,
  runId,
  figures,
  cutEvery: settings.cutEvery,
});
log(
  `load: ${settings.writes} keyed writes over ${settings.durationMs / 1000} s, ${residents.length} residents`,
);

/** Waits until `fraction` of the load's pacing time has passed. */
const at = async (fraction: number) => {
  const wait = loadStarted + fraction * settings.durationMs - performance.now();
  if (wait > 0) await delay(wait);
};
/**
 * Waits (up to 10 s) until `node` (or any node) has a send waiting for its answer, so that the
 * fault cuts requests mid-flight; returns how many there are then.
 */
const inFlight = (node?: 'A' | 'B') =>
  node ? (figures.inFlight[node] ?? 0) : (figures.inFlight.A ?? 0) + (figures.inFlight.B ?? 0);
const mid = async (node?: 'A' | 'B') => {
  await waitFor(`a send in flight${node ? ` on ${node}` : ''}`, () => inFlight(node) > 0, {
    timeoutMs: 10_000,
    intervalMs: 1,
  }).catch(() => log(`no send in flight${node ? ` on ${node}` : ''} after 10 s; going on`));
  return inFlight(node);
};
/** ms until the next write is acknowledged (the cluster serves again). */
const recovery = async (what: string) => {
  const before = figures.acknowledged;
  return waitFor(`a write acknowledged after ${what}`, () => figures.acknowledged > before, {
    timeoutMs: 60_000,
    intervalMs: 20,
  });
};

await at(0.15);
{
  const cut = await mid();
  const started = performance.now();
  await pg.restart();
  const restartMs = Math.round(performance.now() - started);
  const recoveredMs = await recovery('the restart');
  phases.push({
    phase: 'PostgreSQL restart (pg_ctl restart -m fast)',
    ms: restartMs,
    'sends in flight': cut,
  });
  phases.push({ phase: '  then first acknowledged write', ms: recoveredMs });
  log(`PostgreSQL restarted in ${restartMs} ms; writes acknowledged again ${recoveredMs} ms later`);
}

await at(0.35);
{
  const cut = await mid();
  const started = performance.now();
  await pg.stop();
  log('PostgreSQL stopped');
  await delay(settings.downMs);
  await pg.start();
  const downMs = Math.round(performance.now() - started);
  const recoveredMs = await recovery('the database came back');
  phases.push({ phase: 'PostgreSQL down (stop, wait, start)', ms: downMs, 'sends in flight': cut });
  phases.push({ phase: '  then first acknowledged write', ms: recoveredMs });
  log(`PostgreSQL was down ${downMs} ms; writes acknowledged again ${recoveredMs} ms later`);
}

await at(0.6);
{
  const cut = await mid('A');
  const started = performance.now();
  await a.kill();
  log(`API A killed (SIGKILL) with ${cut} sends in flight`);
  const throughB = figures.ackByNode.B ?? 0;
  const enough = Math.max(5, Math.round(settings.writes * 0.05));
  await waitFor(
    `${enough} writes acknowledged by B while A is down`,
    () => (figures.ackByNode.B ?? 0) >= throughB + enough,
    {
      timeoutMs: 60_000,
      intervalMs: 20,
    },
  );
  const restartMs = await a.start();
  phases.push({
    phase: 'API A killed -9 until started again',
    ms: Math.round(performance.now() - started),
    'sends in flight': cut,
  });
  phases.push({ phase: '  of which A starting', ms: restartMs });
  log(`API A started again (${restartMs} ms)`);
}

await load.done;
const loadMs = Math.round(performance.now() - loadStarted);
log(`load done in ${loadMs} ms`);

// Both nodes still answer (A after its restart), from the database.
const problems: string[] = [];
for (const node of [a, b]) {
  try {
    await waitFor(
      `GET /city/states through ${node.name}`,
      async () => (await fetch(`${node.base}/city/states`).catch(() => undefined))?.status === 200,
      { timeoutMs: 30_000, intervalMs: 200 },
    );
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
}

const db = connect(pg.url('tokaas'), { maxConnections: 2 });
const counts = await countWrites(db, load.writes, prefix);
const selfieProblems = await selfieAcrossNodes(db, residents[0] as Resident, a, b);
await db.destroy();

const deaths = [...a.deaths, ...b.deaths];
const exitCodes = { A: await a.stop(), B: await b.stop() };
for (const [name, code] of Object.entries(exitCodes)) {
  if (code !== 0) problems.push(`API ${name} exited ${code} on SIGTERM at the end`);
}
problems.push(...figures.failures, ...counts.problems, ...selfieProblems, ...deaths);
reported = true;

const totalMs = Math.round(performance.now() - t0);
console.info('\n== Cluster test figures');
console.table({
  'writes sent': figures.sent,
  acknowledged: figures.acknowledged,
  'sends (with retries)': figures.attempts,
  retries: figures.retries,
  'network errors seen': figures.networkErrors,
  'first sends cut by the client': figures.clientCuts,
  'replays (Idempotent-Replayed)': figures.replays,
  '503s seen': figures.status503,
  'tickets stored': counts.rows,
  lost: counts.lost,
  duplicated: counts.duplicated,
  'unacknowledged (applied)': `${counts.unacknowledged} (${counts.unacknowledgedApplied})`,
  'answer id ≠ stored id': counts.wrongId,
  'processes died': deaths.length,
  'selfie A → B': selfieProblems.length === 0 ? 'ok' : 'FAILED',
  'load duration (ms)': loadMs,
  'total duration (ms)': totalMs,
});
console.info('answers by status:', JSON.stringify(figures.byStatus));
console.info('acknowledged by node:', JSON.stringify(figures.ackByNode));
console.table(phases);

if (problems.length > 0) {
  console.error(`\nCLUSTER TEST FAILED (${problems.length} problems):`);
  for (const problem of problems.slice(0, 50)) console.error(` - ${problem}`);
  process.exit(1);
}
keepDir = false;
console.info('\nCluster test passed: 0 lost, 0 duplicated, no process died, selfie served across nodes.');
process.exit(0);
