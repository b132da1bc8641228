// INP of the interactions residents make, on low-tier emulation (issue 32): a phone viewport
// (Playwright's Moto G4 profile) and the CPU slowed by CDP's Emulation.setCPUThrottlingRate at the
// calibrated rate (host benchmarkIndex ÷ 264). The latency of one interaction is what INP takes
// from it: the longest Event Timing entry of that interaction (input delay + processing +
// presentation), read with a PerformanceObserver (`type: 'event'`, entries of 16 ms or more).
// The throttling starts once the page has loaded and gone quiet: the figure is the tap, not the load.
// Two ways to press (`PressMode`): Playwright's click (the rows since round 20), which moves a mouse
// over the target first (hover events a phone never sends) and runs its own actionability and
// hit-target checks in the page inside the measured interaction; and a touch tap, what a resident's
// finger sends: the target's centre found before the CPU is slowed, then one raw touchstart/touchend
// (CDP Input.dispatchTouchEvent), no mouse and no checks (Playwright's injected script, there since
// the page was opened with locators, still runs its idle capture listeners).
import { type Browser, type BrowserContext, devices, type Locator, type Page } from '@playwright/test';
import { DEMO_USER } from '../server/seed/demo-user.ts';
import { storeToken } from '../tests/e2e/support/session.ts';
import { median } from './browser.ts';

const PHONE = devices['Moto G4'];

export interface Interaction {
  label: string;
  /** Signed in as the demo resident. */
  resident: boolean;
  /** Opens the page and gets it ready for the tap (not measured). */
  open(page: Page, ids: BenchIds): Promise<void>;
  /** The tap (`press` on the target), and what shows it was answered. */
  tap(page: Page, press: Press): Promise<void>;
}

/** Presses a target: slows the CPU (`ready`) right before the input, then sends it. */
export type Press = (target: Locator) => Promise<void>;
export type PressMode = 'click' | 'touch';
export const PRESS_MODES: readonly PressMode[] = ['click', 'touch'];
/** The tools' `PRESS` variable: touch, or click by default. */
export const pressModeOf = (value: string | undefined): PressMode => (value === 'touch' ? 'touch' : 'click');

export function pressWith(mode: PressMode, ready: () => Promise<unknown>): Press {
  if (mode === 'click')
    return async (target) => {
      await ready();
      await target.click();
    };
  return async (target) => {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('the target has no box to tap');
    await ready();
    await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  };
}

/** The demo resident's contracts the interactions open. */
export interface BenchIds {
  /** One with invoices. */
  contract: number;
  /** One whose entry inspection is due (Ativo, none sent). */
  inspection: number;
}

/** The demo resident's contracts the interactions open, read from the API with its token. */
export async function benchIds(baseUrl: string, token: string): Promise<BenchIds> {
  const list = await fetch(`${baseUrl}/user/contract`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const { data } = (await list.json()) as {
    data: { id: number; billToReceive: unknown[]; status: { name: string }; entryInspection: unknown }[];
  };
  const contract = data.find((c) => c.billToReceive.length > 0) ?? data[0];
  if (!contract) throw new Error('the demo resident has no contract');
  // Its entry inspection due (the INP rows answer and submit it offline; never sent, the page closes).
  const inspection = data.find((c) => c.status.name === 'Ativo' && !c.entryInspection);
  if (!inspection) throw new Error('the demo resident has no inspection due');
  return { contract: contract.id, inspection: inspection.id };
}

/** The demo resident's token and bench contracts, signed in against a running server. */
export async function demoSession(baseUrl: string): Promise<{ token: string; ids: BenchIds }> {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return { token, ids: await benchIds(baseUrl, token) };
}

/** The inspection's first question in the first room ('Sala'), as a resident sees it. */
const firstQuestion = (page: Page) =>
  page.getByRole('region', { name: 'Sala' }).getByRole('listitem').first();

/** Opens the due inspection online with the service worker ready, then cuts the connection. */
async function openInspectionOffline(page: Page, ids: BenchIds): Promise<void> {
  await page.goto(`/minhas-tokaas/${ids.inspection}/vistoria`, { waitUntil: 'networkidle' });
  await firstQuestion(page).getByText('Não', { exact: true }).waitFor();
  await page.evaluate(() => navigator.serviceWorker?.ready);
  await page.context().setOffline(true);
}

export const INTERACTIONS: Interaction[] = [
  {
    label: 'open the date range picker on the home',
    resident: false,
    open: (page) => page.goto('/', { waitUntil: 'networkidle' }).then(() => undefined),
    async tap(page, press) {
      await press(
        page.getByRole('search', { name: 'Buscar uma Tokaas' }).getByRole('button', { name: /calendário/i }),
      );
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    label: 'change the sort on /buscar',
    resident: false,
    async open(page) {
      await page.goto('/buscar', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /Ordenar por: Relevantes/ }).click();
      await page
        .getByRole('menuitemradio', { name: 'Menor Preço' })
        .or(page.getByRole('menuitem', { name: 'Menor Preço' }))
        .waitFor();
    },
    async tap(page, press) {
      await press(
        page
          .getByRole('menuitemradio', { name: 'Menor Preço' })
          .or(page.getByRole('menuitem', { name: 'Menor Preço' })),
      );
      await page.getByRole('button', { name: /Ordenar por: Menor Preço/ }).waitFor();
    },
  },
  {
    label: 'tap a heart (signed in, /buscar)',
    resident: true,
    open: (page) => page.goto('/buscar', { waitUntil: 'networkidle' }).then(() => undefined),
    async tap(page, press) {
      const heart = page.getByRole('button', { name: /^Favoritar/ }).first();
      const before = await heart.getAttribute('aria-pressed');
      await press(heart);
      await page.waitForFunction(
        ([was]) =>
          document.querySelector('button[aria-label^="Favoritar"]')?.getAttribute('aria-pressed') !== was,
        [before],
      );
    },
  },
  {
    label: 'open a contract from /minhas-tokaas',
    resident: true,
    async open(page) {
      await page.goto('/minhas-tokaas', { waitUntil: 'networkidle' });
      await page.locator('ul[aria-label="Seus contratos"] > li a').first().waitFor();
    },
    async tap(page, press) {
      await press(page.locator('ul[aria-label="Seus contratos"] > li a').first());
      await page.waitForURL(/\/minhas-tokaas\/\d+/);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    label: 'answer a question of an inspection (Não, offline)',
    resident: true,
    open: openInspectionOffline,
    async tap(page, press) {
      await press(firstQuestion(page).getByText('Não', { exact: true }));
      await firstQuestion(page).getByLabel('Observação').waitFor();
    },
  },
  {
    label: 'submit an inspection offline',
    resident: true,
    open: openInspectionOffline,
    async tap(page, press) {
      await press(page.getByRole('button', { name: 'Enviar vistoria' }));
      await page.getByRole('status').filter({ hasText: 'pronta para envio' }).first().waitFor();
    },
  },
  {
    label: 'open the pay modal of an invoice',
    resident: true,
    async open(page, { contract }) {
      await page.goto(`/minhas-tokaas/${contract}/faturas`, { waitUntil: 'networkidle' });
      await page
        .getByRole('button', { name: /Pagar fatura/ })
        .first()
        .waitFor();
    },
    async tap(page, press) {
      await press(page.getByRole('button', { name: /Pagar fatura/ }).first());
      await page.getByRole('dialog', { name: 'Pagar fatura' }).waitFor();
    },
  },
];

/** Records every Event Timing entry of an interaction in `window.__tokaasEvents`. */
export function observeEvents() {
  const events: EventEntry[] = [];
  Object.assign(window, { __tokaasEvents: events });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        events.push({
          id: entry.interactionId,
          name: entry.name,
          duration: entry.duration,
          startTime: entry.startTime,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** An Event Timing entry as the page recorded it (ms, the page's clock). */
export interface EventEntry {
  id: number;
  name: string;
  duration: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
}
type Events = EventEntry[];
export const readEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tokaasEvents: Events }).__tokaasEvents);

/** The tap's latency: its longest entry; under 16 ms when the browser reported none. */
async function latency(page: Page): Promise<number> {
  // Entries are reported after the next paint; wait for one, or conclude it was under 16 ms.
  const deadline = Date.now() + 3_000;
  let events = await readEvents(page);
  while (events.length === 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    events = await readEvents(page);
  }
  return Math.max(15, ...events.map((e) => e.duration));
}

/**
 * A page of `context` opened for `interaction`'s tap: Event Timing observed from the start, the
 * demo resident signed in when it needs one, the page opened, and the entries of the opening dropped.
 */
export async function readyForTap(
  context: BrowserContext,
  interaction: Interaction,
  token: string,
  ids: BenchIds,
): Promise<Page> {
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  if (interaction.resident) {
    await page.goto('/');
    await storeToken(page, token);
  }
  await interaction.open(page, ids);
  await page.evaluate(() => {
    (window as unknown as { __tokaasEvents: Events }).__tokaasEvents.length = 0;
  });
  return page;
}

export interface InteractionFigure {
  label: string;
  mode: PressMode;
  /** Median of the runs; undefined when every run failed. */
  ms: number | undefined;
  runs: number[];
  error?: string;
}

interface LatencyOptions extends BenchIds {
  token: string;
  cpuRate: number;
  runs: number;
}

/** `options.runs` taps of `interaction` pressed as `mode`, each in a fresh context. */
async function interactionFigure(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
  mode: PressMode,
  options: LatencyOptions,
): Promise<InteractionFigure> {
  const runs: number[] = [];
  let error: string | undefined;
  for (let run = 0; run < options.runs; run++) {
    const context: BrowserContext = await browser.newContext({
      ...PHONE,
      baseURL: baseUrl,
      locale: 'pt-BR',
    });
    try {
      const page = await readyForTap(context, interaction, options.token, {
        contract: options.contract,
        inspection: options.inspection,
      });
      const cdp = await context.newCDPSession(page);
      await interaction.tap(
        page,
        pressWith(mode, () => cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate })),
      );
      runs.push(await latency(page));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    } catch (caught) {
      error = (caught as Error).message.split('\n')[0];
    } finally {
      await context.close();
    }
  }
  return {
    label: interaction.label,
    mode,
    ms: runs.length ? median(runs) : undefined,
    runs,
    ...(error ? { error } : {}),
  };
}

export async function interactionLatencies(
  browser: Browser,
  baseUrl: string,
  options: LatencyOptions & {
    /** Labels containing it. */
    only?: string | undefined;
    /** Each interaction is measured with each, in turn. */
    modes: readonly PressMode[];
  },
): Promise<InteractionFigure[]> {
  const figures: InteractionFigure[] = [];
  for (const interaction of INTERACTIONS.filter((i) => !options.only || i.label.includes(options.only)))
    for (const mode of options.modes)
      figures.push(await interactionFigure(browser, baseUrl, interaction, mode, options));
  return figures;
}
