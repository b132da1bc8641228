// The outbox under chaos, in real Chromium against the real server (issue 9): a resident makes
// hundreds of random changes of every outbox kind through the app's screens while the network
// drops, answers are lost after the server applied the request, the page reloads (online and
// offline), is closed and reopened, the service worker is stopped, Background Sync sends with no
// page open, and on lie-fi answers are held, or delivered after the app gave up on them (its send
// deadline, shortened here to 2 s) and sent them again. Afterwards, online, the outbox drains and
// the server must hold exactly what the resident meant: nothing lost, nothing twice, replies in
// the order written.
//
// CHAOS_SEED picks the script (which actions, which disturbances, which answers are lost);
// network timing still varies from run to run. CHAOS_MUTATIONS sets the size: `npm test` runs 30,
// `npm run test:chaos` runs 500.
import { expect, type Page } from '@playwright/test';
import { serviceWorkerDevtools } from './support/background-sync.ts';
import { LieFi, shortenSendDeadline } from './support/chaos-lie-fi.ts';
import {
  CHAOS_EVENTS,
  CHAOS_KINDS,
  type ChaosEvent,
  ChaosStats,
  IntendedState,
  seededRandom,
} from './support/chaos-model.ts';
import { ChaosResident, type ResidentAction } from './support/chaos-resident.ts';
import { countPhotosAfter, photoMark, readServerState } from './support/chaos-server.ts';
import { waitUntilKeptForOffline } from './support/kept-answers.ts';
import { changesThroughSwitch, goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { formatOutboxRows, readOutboxRows } from './support/outbox-rows.ts';
import { hireActive, selfieJpeg } from './support/resident-contracts.ts';
import { registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const SEED = Number(process.env.CHAOS_SEED ?? 20_261_122);
const MUTATIONS = Number(process.env.CHAOS_MUTATIONS ?? 30);
/** Share of sent changes whose answer is dropped after the server applied them. */
const LOST_RESPONSE_RATE = 0.2;
/** Chance of a disturbance before each action. */
const EVENT_RATE = 0.22;
/** The resident API and its mutating routes (the only requests carrying an Idempotency-Key). */
const API_PATH = /^\/(api|contract|user)\//;
/** How long a lie-fi event waits for the app to send the change it holds. */
const SENT_SOON = { timeout: 90_000, intervals: [500, 1_000, 2_000, 5_000] };

const ACTION_WEIGHTS: Record<Exclude<ResidentAction, 'inspection'>, number> = {
  'favorite.add': 12,
  'favorite.remove': 8,
  'ticket.create': 10,
  'ticket.reply': 24,
  'key.create': 12,
  'key.update': 10,
  'key.delete': 6,
};

/** Where a reopened app lands. */
const START_PATHS = (contractIds: number[]) => [
  '/tickets',
  '/buscar',
  '/favoritos',
  ...contractIds.map((id) => `/minhas-tokaas/${id}/chaves`),
];

const NEEDS_OFFLINE = new Set<ChaosEvent>([
  'reconnect',
  'reload-offline',
  'close-offline',
  'background-sync',
]);

test('hundreds of offline-first changes under chaos reach the server exactly once, in order', async ({
  page: firstPage,
  context,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the outbox, the workers and the network do not depend on the screen size; one run on desktop',
  );
  // A bound, not a measure: 2 shared cores run the 500-mutation run in 30 to 45 minutes.
  test.setTimeout(180_000 + MUTATIONS * 6_000);
  const started = Date.now();
  const script = seededRandom(SEED);
  // A separate stream for the wire, so the number of requests does not shift the script.
  const wire = seededRandom(SEED ^ 0x9e3779b9);
  const stats = new ChaosStats();
  const intended = new IntendedState();
  console.log(`[chaos] seed=${SEED} mutations=${MUTATIONS} (CHAOS_SEED / CHAOS_MUTATIONS)`);

  // A resident with active contracts whose check-in inspection is due (keys and inspections).
  const resident = await registerResident(firstPage.request);
  const contracts = MUTATIONS >= 200 ? 3 : 1;
  const contractIds: number[] = [];
  for (let i = 0; i < contracts; i++) {
    contractIds.push((await hireActive(firstPage.request, resident.token, { checkIn: 0, nights: 40 })).id);
  }
  const photosFrom = await photoMark(
    firstPage.request,
    resident.token,
    contractIds[0] as number,
    await selfieJpeg(),
  );

  await signInWithToken(firstPage, resident.token, resident.user);
  await waitForServiceWorker(firstPage);
  await expect(firstPage.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  const origin = new URL(firstPage.url()).origin;
  await shortenSendDeadline(firstPage);

  const devtools = await serviceWorkerDevtools(context, origin);

  // One online visit of each screen: the mirror, the search results and the inspection form.
  let page: Page = firstPage;
  await page.goto('/buscar');
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitUntilKeptForOffline(page, '/enterprise/apartment/list');
  for (const id of contractIds) {
    await page.goto(`/minhas-tokaas/${id}/vistoria`);
    await expect(page.getByRole('button', { name: 'Enviar vistoria' })).toBeVisible({ timeout: 30_000 });
    await page.goto(`/minhas-tokaas/${id}/chaves`);
    await expect(page.getByText('Nenhuma chave cadastrada ainda.')).toBeVisible();
  }
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { name: 'Meus chamados', level: 1 })).toBeVisible();

  // Lost answers: the request reaches the server and is applied, the app only sees a reset.
  // Context routes cover the page, its sync worker and the service worker alike.
  const setupSeconds = (Date.now() - started) / 1000;
  let losing = true;
  const lieFi = new LieFi();
  await context.route(
    (url) => url.origin === origin && API_PATH.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.method() === 'GET' || !(await request.headerValue('idempotency-key')))
        return route.fallback();
      stats.requests++;
      if (request.serviceWorker()) stats.serviceWorkerRequests++;
      if (lieFi.take(route, (await request.headerValue('idempotency-key')) ?? '')) {
        if (process.env.CHAOS_TRACE)
          console.log(`[wire] ${request.method()} ${new URL(request.url()).pathname} held`);
        return;
      }
      const trace = (what: string) =>
        process.env.CHAOS_TRACE &&
        console.log(
          `[wire] ${request.serviceWorker() ? 'sw' : 'page'} ${request.method()} ${new URL(request.url()).pathname} ${what}`,
        );
      if (!losing || !wire.chance(LOST_RESPONSE_RATE)) {
        trace('sent');
        return route.fallback();
      }
      try {
        const response = await route.fetch();
        trace(`applied ${response.status()}, answer lost`);
        if (response.status() < 500) stats.lostResponses++;
        await route.abort('connectionreset');
      } catch {
        // The page or worker that sent it went away meanwhile: the request is lost either way.
      }
    },
  );

  const person = new ChaosResident(
    page,
    context,
    script,
    intended,
    contractIds,
    String(SEED % 10_000),
    (kind, n = 1) => {
      stats.mutations[kind] += n;
    },
  );

  let offline = false;
  let sinceDrop = 0;

  const pendingLabel = () => page.getByRole('link', { name: /\d+ alteraç(ão|ões) pendentes?$/ });

  async function reopen(): Promise<void> {
    page = await context.newPage();
    person.page = page;
    await page.goto(script.pick(START_PATHS(contractIds)));
    await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible({ timeout: 30_000 });
  }

  /**
   * Reads `value` after a connectivity signal (as the app opened again would give): the change to
   * hold may wait behind one whose retry is spaced out by backoff after lost answers, and a signal
   * sends what waited for the network at once.
   */
  async function nudged(value: () => number): Promise<number> {
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    return value();
  }

  async function disturb(event: ChaosEvent): Promise<void> {
    stats.events[event]++;
    if (process.env.CHAOS_TRACE) console.log(`[event] ${event}`);
    switch (event) {
      case 'drop':
        await goOffline(context);
        offline = true;
        sinceDrop = 0;
        return;
      case 'reconnect':
        await goOnline(context);
        offline = false;
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        return;
      case 'reload-online':
      case 'reload-offline':
        await page.reload();
        await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible({ timeout: 30_000 });
        return;
      case 'close-online':
      case 'close-offline':
        await page.close();
        return reopen();
      case 'sw-restart':
        await devtools.stopAllWorkers();
        return;
      case 'held-answer': {
        // A change is sent and its answer held; the resident goes on meanwhile (the held change
        // is in flight: a press on it is queued after it, never coalesced away).
        // Counted when taken: the held request may already be gone again by the time the action
        // ends, if the app's deadline passed and it sent the same key again (then both go on).
        const heldBefore = lieFi.heldCount.hold;
        lieFi.arm('hold');
        await person.act('ticket.create');
        try {
          await expect.poll(() => nudged(() => lieFi.heldCount.hold), SENT_SOON).toBeGreaterThan(heldBefore);
        } catch (error) {
          // Seen once in CI (no request held within 90 s): what the device held, for the next one.
          console.log(`[chaos] held-answer: nothing sent; on the device: ${await person.deviceState()}`);
          throw error;
        }
        await person.act(script.weighted(ACTION_WEIGHTS));
        await lieFi.release('hold');
        return;
      }
      case 'late-answer': {
        // A change's answer is held until the app gives up and sends it again: then the held
        // request reaches the server with the retry (same Idempotency-Key).
        const before = lieFi.lateDeliveries;
        lieFi.arm('late');
        await person.act('ticket.create');
        await expect.poll(() => nudged(() => lieFi.lateDeliveries), SENT_SOON).toBeGreaterThan(before);
        return;
      }
      case 'background-sync': {
        // Changes wait (made offline); the resident closes the app; the signal returns and only
        // the service worker is there to send them when the browser fires 'sync'.
        await expect(pendingLabel()).toBeVisible();
        const waiting = await readOutboxRows(page);
        // The harness, not the app: after a 'sw-restart' the worker is stopped, and Playwright
        // hangs on one woken by DevTools' sync with no page open (the dispatch and setOffline never
        // return). A message wakes it while the page is there, so Playwright has attached to it.
        await waitForServiceWorker(page);
        await expect.poll(() => context.serviceWorkers().length).toBeGreaterThan(0);
        await page.close();
        await goOnline(context);
        offline = false;
        // Counted at the net switch: a service worker woken by the event may send before
        // Playwright attaches to it, and then its requests never reach context.route.
        const before = await changesThroughSwitch();
        try {
          await devtools.dispatchOutboxSync();
          await expect.poll(changesThroughSwitch, { timeout: 30_000 }).toBeGreaterThan(before);
        } catch (error) {
          // Seen once in CI with a single sync: the service worker sent nothing within 30 s.
          console.log(`[chaos] background-sync: nothing sent; before closing, ${formatOutboxRows(waiting)}`);
          throw error;
        }
        return reopen();
      }
    }
  }

  /** Each disturbance happens at least once, even in a short run: by this share of the run. */
  const dueBy = Object.fromEntries(
    CHAOS_EVENTS.map((e, i) => [e, (i + 1) / (CHAOS_EVENTS.length + 2)]),
  ) as Record<ChaosEvent, number>;
  const inspectAt = contractIds.map((_, i) =>
    Math.floor(((i + 0.3 + script.next() * 0.4) / contracts) * MUTATIONS),
  );

  function nextEvent(): ChaosEvent | null {
    const progress = stats.totalMutations / MUTATIONS;
    const feasible = (e: ChaosEvent) =>
      e === 'drop'
        ? !offline
        : NEEDS_OFFLINE.has(e)
          ? offline && (e !== 'background-sync' || sinceDrop > 0)
          : e === 'sw-restart' || !offline;
    const overdue = CHAOS_EVENTS.find((e) => stats.events[e] === 0 && progress >= dueBy[e]);
    if (overdue) {
      if (feasible(overdue)) return overdue;
      // Get into the state it needs first (a reconnect is a chaos event like any other).
      if (NEEDS_OFFLINE.has(overdue) && !offline) return 'drop';
      if (!NEEDS_OFFLINE.has(overdue) && offline) return 'reconnect';
      return null;
    }
    if (!script.chance(EVENT_RATE)) return null;
    const weights: Record<ChaosEvent, number> = offline
      ? {
          drop: 0,
          reconnect: 8,
          'reload-online': 0,
          'reload-offline': 3,
          'close-online': 0,
          'close-offline': 2,
          'sw-restart': 2,
          'background-sync': sinceDrop > 0 ? 2 : 0,
          'held-answer': 0,
          'late-answer': 0,
        }
      : {
          drop: 6,
          reconnect: 0,
          'reload-online': 3,
          'reload-offline': 0,
          'close-online': 2,
          'close-offline': 0,
          'sw-restart': 3,
          'background-sync': 0,
          'held-answer': 2,
          'late-answer': 1,
        };
    return script.weighted(weights);
  }

  /** Likewise each kind of action, by a share of the run (a short run still has them all). */
  const actions = Object.keys(ACTION_WEIGHTS) as (keyof typeof ACTION_WEIGHTS)[];
  const overdueAction = () =>
    actions.find(
      (a, i) =>
        stats.mutations[a] === 0 && stats.totalMutations / MUTATIONS >= 0.05 + (0.6 * i) / actions.length,
    );

  while (stats.totalMutations < MUTATIONS) {
    const event = nextEvent();
    if (event) await disturb(event);
    const inspectionDue = inspectAt.some(
      (at, i) => stats.totalMutations >= at && !intended.inspections.has(contractIds[i] as number),
    );
    await person.act(inspectionDue ? 'inspection' : (overdueAction() ?? script.weighted(ACTION_WEIGHTS)));
    sinceDrop++;
  }

  // The storm ends: online for good, every answer delivered; the outbox drains to empty.
  losing = false;
  await lieFi.release();
  if (offline) await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // On any failure below, the device's outbox goes into the report: a change the server refused
  // waits there as 'rejected', and must never pass for a change that was lost.
  try {
    await page.goto('/alteracoes-pendentes');
    await expect(page.getByText('Tudo em dia: nenhuma alteração aguardando envio.')).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByText('Recusada', { exact: true })).toHaveCount(0);
    const seconds = (Date.now() - started) / 1000;
    stats.heldRequests = lieFi.heldCount.hold + lieFi.heldCount.late;
    stats.lateDeliveries = lieFi.lateDeliveries;
    const summary = stats.summary(SEED, setupSeconds, seconds);
    console.log(summary);
    await testInfo.attach('chaos-summary', { body: summary, contentType: 'text/plain' });

    // Every outbox kind and every disturbance happened.
    for (const kind of CHAOS_KINDS) expect(stats.mutations[kind], kind).toBeGreaterThan(0);
    for (const event of CHAOS_EVENTS) expect(stats.events[event], event).toBeGreaterThan(0);
    expect(stats.totalMutations).toBeGreaterThanOrEqual(MUTATIONS);
    expect(stats.lostResponses).toBeGreaterThan(0);
    // A held request reached the server after the app had sent it again (and both were applied once).
    expect(stats.lateDeliveries).toBeGreaterThan(0);

    // The server holds exactly what the resident meant.
    const server = await readServerState(page.request, resident.token, contractIds);
    const ascending = (a: number, b: number) => a - b;
    expect(server.favorites.toSorted(ascending), 'favourites').toEqual(
      [...intended.favorites].sort(ascending),
    );
    expect(server.tickets.map((t) => t.title).toSorted(), 'tickets: each once, none lost').toEqual(
      [...intended.tickets.keys()].sort(),
    );
    for (const ticket of server.tickets) {
      const meant = intended.tickets.get(ticket.title);
      expect(ticket.description, ticket.title).toBe(meant?.description);
      expect(ticket.replies, `replies of ${ticket.title}, in order`).toEqual(meant?.replies);
    }
    for (const id of contractIds) {
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      expect(server.keys.get(id)?.toSorted(byName), `keys of contract ${id}`).toEqual(
        [...intended.keysOf(id).values()].sort(byName),
      );
    }
    expect(server.inspected.toSorted(), 'check-in inspections').toEqual(
      [...intended.inspections.keys()].sort(),
    );
    expect(
      await countPhotosAfter(page.request, resident.token, photosFrom, intended.photos),
      'inspection photos stored once each',
    ).toBe(intended.photos);
  } catch (error) {
    const outbox = await readOutboxRows(page).then(
      formatOutboxRows,
      (e: unknown) => `outbox unreadable: ${e}`,
    );
    console.log(outbox);
    await testInfo.attach('outbox-at-failure', { body: outbox, contentType: 'text/plain' });
    throw error;
  }
});
