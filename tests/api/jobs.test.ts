// Jobs, called directly with a fixed "now": billing in advance, late-payment suspension (72 h after
// the due day), Pix expiry, pre-booking expiry, sandbox Pix auto-confirm, and the advisory lock
// that lets several processes run each job once.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { runBilling } from '../../server/jobs/billing.ts';
import { runJobRound } from '../../server/jobs/job-rounds.ts';
import { runPixAutoConfirm } from '../../server/jobs/pix-auto-confirm.ts';
import { runPixExpiry } from '../../server/jobs/pix-expiry.ts';
import { runPreBookingExpiry } from '../../server/jobs/pre-booking-expiry.ts';
import { jobList, startJobs } from '../../server/jobs/runner.ts';
import { runSuspension } from '../../server/jobs/suspension.ts';
import { today } from '../../src/domain/dates.ts';
import { monthlyInstallments } from '../../src/domain/pricing.ts';
import { addCard, apiWithUnits, day, hireBody, hireOk } from './contract-helpers.ts';
import { newResident } from './harness.ts';

const { api, freshUnit } = apiWithUnits(16);

async function cardContract(overrides: Record<string, unknown>) {
  const resident = await newResident(api);
  const card = await addCard(api, resident.token);
  const contract = await hireOk(
    api,
    resident.token,
    hireBody(freshUnit(), { payment_form_id: 2, user_payment_credit_card_tokens: card, ...overrides }),
  );
  return { resident, contract };
}

const billsOf = (contractId: number) =>
  api.db
    .selectFrom('bills_to_receive')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('date_competency')
    .execute();

describe('billing in advance', () => {
  it('creates each monthly invoice 10 days before its competency date, once', async () => {
    const { contract } = await cardContract({ check_in: day(0), check_out: day(100) });
    const plan = monthlyInstallments(contract.priceHosting, today(), today().add({ days: 100 }));
    expect((await billsOf(contract.id)).length).toBe(1);
    expect((await runBilling(api.db, today())).created).toBe(0);

    const second = Temporal.PlainDate.from(plan[1]!.competency);
    await runBilling(api.db, second.subtract({ days: 11 }));
    expect((await billsOf(contract.id)).length).toBe(1);
    await runBilling(api.db, second.subtract({ days: 10 }));
    await runBilling(api.db, second.subtract({ days: 10 }));
    const bills = await billsOf(contract.id);
    expect(bills.map((b) => [b.date_competency, b.date_expiration, b.value, b.received])).toEqual([
      [plan[0]!.competency, today().toString(), plan[0]!.value, true],
      [plan[1]!.competency, plan[1]!.competency, plan[1]!.value, false],
    ]);
    expect(bills[1]?.description).toMatch(/^Mensalidade 2\/4 — /);

    await runBilling(api.db, today().add({ days: 99 }));
    const all = await billsOf(contract.id);
    expect(all.map((b) => b.value)).toEqual(plan.map((i) => i.value));
    expect(all.at(-1)?.description).toMatch(/^Mensalidade proporcional/);
  });

  it('bills nothing for daily stays and for contracts that are not Ativo', async () => {
    const daily = await cardContract({ check_in: day(0), check_out: day(20) });
    const resident = await newResident(api);
    const pending = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), { check_in: day(0), check_out: day(90) }),
    );
    await runBilling(api.db, today().add({ days: 60 }));
    expect((await billsOf(daily.contract.id)).length).toBe(1);
    expect((await billsOf(pending.id)).length).toBe(1);
  });
});

describe('late-payment suspension', () => {
  it('suspends the keys more than 72 h after the due day ends, and reactivates them once paid', async () => {
    const { resident, contract } = await cardContract({ check_in: day(0), check_out: day(60) });
    const due = today().add({ days: 2 });
    const bill = await api.db
      .insertInto('bills_to_receive')
      .values({
        contract_id: contract.id,
        user_id: resident.id,
        value: 50,
        date_expiration: due.toString(),
        date_competency: due.toString(),
        description: 'Serviço',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const keys = await api.db
      .insertInto('contract_keys')
      .values([
        { contract_id: contract.id, user_id: resident.id, name: 'Porta' },
        { contract_id: contract.id, user_id: resident.id, name: 'Antiga', deleted_at: new Date() },
      ])
      .returning('id')
      .execute();
    const dueEnds = due.add({ days: 1 }).toZonedDateTime({ timeZone: 'America/Sao_Paulo' }).epochMilliseconds;
    const graceEnds = dueEnds + 72 * 3_600_000;
    const keyState = async () =>
      (
        await api.db
          .selectFrom('contract_keys')
          .select(['id', 'suspended'])
          .where('contract_id', '=', contract.id)
          .orderBy('id')
          .execute()
      ).map((k) => k.suspended);

    expect(await runSuspension(api.db, new Date(graceEnds - 60_000))).toEqual({
      suspended: 0,
      reactivated: 0,
    });
    expect(await keyState()).toEqual([false, false]);
    const late = await runSuspension(api.db, new Date(graceEnds + 60_000));
    expect(late.suspended).toBe(1);
    expect(await keyState()).toEqual([true, false]);
    expect((await runSuspension(api.db, new Date(graceEnds + 120_000))).suspended).toBe(0);

    await api.db
      .updateTable('bills_to_receive')
      .set({ received: true, received_at: new Date() })
      .where('id', '=', bill.id)
      .execute();
    expect((await runSuspension(api.db, new Date(graceEnds + 180_000))).reactivated).toBe(1);
    expect(await keyState()).toEqual([false, false]);
    expect(keys).toHaveLength(2);
  });

  it('leaves the keys of a cancelled contract suspended', async () => {
    const { resident, contract } = await cardContract({ check_in: day(20), check_out: day(25) });
    await api.db
      .insertInto('contract_keys')
      .values({ contract_id: contract.id, user_id: resident.id, name: 'Porta' })
      .execute();
    await api.request('PUT', `/api/enterprise/user/contracts/${contract.id}/cancel`, {
      token: resident.token,
    });
    await runSuspension(api.db, new Date());
    const [key] = await api.db
      .selectFrom('contract_keys')
      .select('suspended')
      .where('contract_id', '=', contract.id)
      .execute();
    expect(key?.suspended).toBe(true);
  });
});

describe('Pix expiry', () => {
  it('cancels a hire whose Pix charge expired (30 min), freeing the unit; not before', async () => {
    const resident = await newResident(api);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), { check_in: day(3), check_out: day(6) }),
    );
    const now = Date.now();
    await runPixExpiry(api.db, new Date(now + 29 * 60_000));
    expect(
      (
        await api.db
          .selectFrom('contracts')
          .select('contract_status_id')
          .where('id', '=', contract.id)
          .executeTakeFirstOrThrow()
      ).contract_status_id,
    ).toBe(3);
    expect((await runPixExpiry(api.db, new Date(now + 31 * 60_000))).cancelled).toBeGreaterThanOrEqual(1);
    const row = await api.db
      .selectFrom('contracts')
      .select(['contract_status_id', 'cancel_reason', 'cancelled_at'])
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ contract_status_id: 5, cancel_reason: 'pix_expired' });
    expect(await billsOf(contract.id)).toEqual([]);
    const other = await newResident(api);
    await hireOk(api, other.token, hireBody(contract.apartment_id, { check_in: day(3), check_out: day(6) }));
  });

  it('cancels a card hire left awaiting its charge for more than 30 minutes', async () => {
    const resident = await newResident(api);
    const { id } = await api.db
      .insertInto('contracts')
      .values({
        human_contract_id: 'TKS-TEST-STALE',
        user_id: resident.id,
        apartment_id: freshUnit(),
        contract_status_id: 2,
        payment_form_id: 2,
        check_in: day(5),
        check_out: day(7),
        price_hosting: 1,
        price_per_day: 1,
        price_entry_cost: 0,
        total: 2,
        created_at: new Date(Date.now() - 31 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await runPixExpiry(api.db, new Date());
    const row = await api.db
      .selectFrom('contracts')
      .select(['contract_status_id', 'cancel_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ contract_status_id: 5, cancel_reason: 'card_declined' });
  });
});

describe('sandbox Pix auto-confirm', () => {
  it('confirms a pending Pix N seconds after it was issued, through the webhook’s function', async () => {
    const resident = await newResident(api);
    const contract = await hireOk(
      api,
      resident.token,
      hireBody(freshUnit(), { check_in: day(3), check_out: day(5) }),
    );
    const now = Date.now();
    expect((await runPixAutoConfirm(api.db, new Date(now + 25_000), 0)).confirmed).toBe(0);
    expect((await runPixAutoConfirm(api.db, new Date(now + 5_000), 20)).confirmed).toBe(0);
    expect((await runPixAutoConfirm(api.db, new Date(now + 25_000), 20)).confirmed).toBeGreaterThanOrEqual(1);
    const row = await api.db
      .selectFrom('contracts')
      .select('contract_status_id')
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    expect(row.contract_status_id).toBe(4);
    const [bill] = await billsOf(contract.id);
    expect(bill?.receipt).toMatchObject({ method: 'pix' });
  });

  it('is in the runner only when the delay is above 0', () => {
    expect(jobList({ pixAutoConfirmSeconds: 0 }).map((j) => j.name)).toEqual([
      'billing',
      'suspension',
      'invoice-notices',
      'inspection-notices',
      'push-delivery',
      'pix-expiry',
      'pre-booking-expiry',
    ]);
    expect(jobList({ pixAutoConfirmSeconds: 20 }).map((j) => j.name)).toContain('pix-auto-confirm');
  });
});

describe('pre-booking expiry', () => {
  it('deletes expired pre-bookings only', async () => {
    const resident = await newResident(api);
    const [a, b] = [freshUnit(), freshUnit()];
    await api.db
      .insertInto('pre_bookings')
      .values([
        {
          user_id: resident.id,
          apartment_id: a,
          checkin: day(10),
          checkout: null,
          plan: 'Mensal',
          expires_at: new Date(Date.now() - 1000),
        },
        {
          user_id: resident.id,
          apartment_id: b,
          checkin: day(10),
          checkout: null,
          plan: 'Mensal',
          expires_at: new Date(Date.now() + 3_600_000),
        },
      ])
      .execute();
    expect((await runPreBookingExpiry(api.db, new Date())).deleted).toBeGreaterThanOrEqual(1);
    const left = await api.db
      .selectFrom('pre_bookings')
      .select('apartment_id')
      .where('user_id', '=', resident.id)
      .execute();
    expect(left).toEqual([{ apartment_id: b }]);
  });
});

describe('job rounds', () => {
  const round = (name: string, fn: () => Promise<string>) =>
    runJobRound(api.db, { name, everyMs: 60_000 }, fn);

  it('runs a round once, however many processes tick, and again once it is due', async () => {
    let runs = 0;
    const job = async () => `run ${++runs}`;
    expect(await round('test-once', job)).toBe('run 1');
    // Other ticks (other processes, or this one's next timer too early) find the round not due.
    expect(await Promise.all([round('test-once', job), round('test-once', job)])).toEqual([
      undefined,
      undefined,
    ]);
    expect(runs).toBe(1);
    // Due again (as an interval later):
    await api.db
      .updateTable('job_rounds')
      .set({ next_run_at: new Date(Date.now() - 1000) })
      .where('name', '=', 'test-once')
      .execute();
    expect(await round('test-once', job)).toBe('run 2');
    // Another job's round is independent.
    expect(await round('test-other', async () => 'c')).toBe('c');
  });

  it('never runs one round twice at the same time', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = 0;
    let maxRunning = 0;
    const job = async (label: string) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      if (label === 'a') await gate;
      running--;
      return label;
    };
    const a = round('test-overlap', () => job('a'));
    await new Promise((r) => setTimeout(r, 100));
    const b = round('test-overlap', () => job('b'));
    if (api.engine === 'postgres') {
      // Another connection: the round's row is locked, so this tick skips it.
      expect(await b).toBeUndefined();
      release();
      expect(await a).toBe('a');
    } else {
      // PGlite has one connection: the second tick waits for the first transaction, then finds
      // the round no longer due.
      release();
      expect(await a).toBe('a');
      expect(await b).toBeUndefined();
    }
    expect(maxRunning).toBe(1);
  });

  it('a round whose job fails stays due', async () => {
    await expect(round('test-fails', async () => Promise.reject(new Error('falhou')))).rejects.toThrow(
      'falhou',
    );
    expect(await round('test-fails', async () => 'ok')).toBe('ok');
  });

  it('the runner starts and stops cleanly', async () => {
    const stop = startJobs(api.db, { pixAutoConfirmSeconds: 0, log: () => {} });
    await stop();
  });
});
