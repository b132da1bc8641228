// Notifications (issue 33): each event is recorded exactly once, however often the job rounds run
// and even when two of them run at once on the same database; the list and 'mark as read' are
// the resident's own.
import type { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markBillPaid } from '../../server/contracts/settlement.ts';
import { runInspectionNotices } from '../../server/jobs/inspection-notices.ts';
import { runInvoiceNotices } from '../../server/jobs/invoice-notices.ts';
import { runJobRound } from '../../server/jobs/job-rounds.ts';
import { runSuspension } from '../../server/jobs/suspension.ts';
import { createKey } from '../../server/keys/key-repository.ts';
import { createMessenger } from '../../server/mail/mailer.ts';
import { runEmailDelivery } from '../../server/notifications/email-delivery.ts';
import { recordNotification } from '../../server/notifications/record.ts';
import { replyAsStaff, resolveTicket } from '../../server/tickets/index.ts';
import { today } from '../../src/domain/dates.ts';
import { addCard, day, freeUnits, hireBody, hireOk } from './contract-helpers.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let units: number[];
let next = 0;
beforeAll(async () => {
  api = await startTestApi();
  units = await freeUnits(api, 4);
});
afterAll(async () => {
  await api?.close();
});

async function activeContract() {
  const resident = await newResident(api);
  const card = await addCard(api, resident.token);
  const contract = await hireOk(
    api,
    resident.token,
    hireBody(units[next++] as number, {
      check_in: day(0),
      check_out: day(60),
      payment_form_id: 2,
      user_payment_credit_card_tokens: card,
    }),
  );
  return { resident, contract };
}

const kindsOf = async (userId: number) =>
  (
    await api.db
      .selectFrom('notifications')
      .select(['kind', 'body'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((n) => n.kind);

const atSaoPauloMidnight = (date: Temporal.PlainDate, plusMs = 0) =>
  new Date(date.toZonedDateTime({ timeZone: 'America/Sao_Paulo' }).epochMilliseconds + plusMs);

describe('notification events', () => {
  it('a paid hire confirms the payment and welcomes the resident, once each', async () => {
    const { resident } = await activeContract();
    expect(await kindsOf(resident.id)).toEqual(['payment-confirmed', 'contract-active']);
  });

  it('an invoice is told issued, due in 3 days, due today, late, suspended and restored, once each, with job rounds run twice at once', async () => {
    const { resident, contract } = await activeContract();
    const due = today().add({ days: 5 });
    const bill = await api.db
      .insertInto('bills_to_receive')
      .values({
        contract_id: contract.id,
        user_id: resident.id,
        value: 1234.5,
        date_expiration: due.toString(),
        date_competency: due.toString(),
        description: 'Mensalidade',
      })
      .returning(['id', 'contract_id'])
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('contract_keys')
      .values({ contract_id: contract.id, user_id: resident.id, name: 'Porta' })
      .execute();
    const twice = async (now: Date) => {
      await Promise.all([runInvoiceNotices(api.db, now), runInvoiceNotices(api.db, now)]);
      await Promise.all([runSuspension(api.db, now), runSuspension(api.db, now)]);
      await runInvoiceNotices(api.db, now);
    };
    const before = ['payment-confirmed', 'contract-active'];

    await twice(atSaoPauloMidnight(due.subtract({ days: 5 }), 3_600_000));
    expect(await kindsOf(resident.id)).toEqual([...before, 'invoice-issued']);
    await twice(atSaoPauloMidnight(due.subtract({ days: 3 }), 3_600_000));
    await twice(atSaoPauloMidnight(due.subtract({ days: 2 }), 3_600_000));
    expect(await kindsOf(resident.id)).toEqual([...before, 'invoice-issued', 'invoice-due-soon']);
    await twice(atSaoPauloMidnight(due, 3_600_000));
    expect((await kindsOf(resident.id)).at(-1)).toBe('invoice-due-today');
    await twice(atSaoPauloMidnight(due.add({ days: 1 }), 3_600_000));
    await twice(atSaoPauloMidnight(due.add({ days: 2 }), 3_600_000));
    const overdue = await api.db
      .selectFrom('notifications')
      .select(['title', 'body', 'url'])
      .where('event_key', '=', `invoice-overdue:bill:${bill.id}`)
      .execute();
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.body).toContain('acesso será suspenso em 48 horas');
    expect(overdue[0]?.body).toContain('R$');
    expect(overdue[0]?.url).toBe(`/minhas-tokaas/${contract.id}/faturas?pagar=${bill.id}`);

    // 72 h after the due day ends: suspended, told once though two rounds ran at once.
    await twice(atSaoPauloMidnight(due.add({ days: 4 }), 60_000));
    await twice(atSaoPauloMidnight(due.add({ days: 4 }), 120_000));
    expect(await kindsOf(resident.id)).toEqual([
      ...before,
      'invoice-issued',
      'invoice-due-soon',
      'invoice-due-today',
      'invoice-overdue',
      'access-suspended',
    ]);

    const paidAt = atSaoPauloMidnight(due.add({ days: 4 }), 180_000);
    const receipt = {
      paid_at: paidAt.toISOString(),
      method: 'pix' as const,
      amount: 1234.5,
      authorization_code: 'E1',
      transaction_id: 'E1',
      pix_txid: 'tx',
      end_to_end_id: 'E1',
    };
    await api.db.transaction().execute((trx) => markBillPaid(trx, bill, receipt, 1, paidAt));
    await api.db.transaction().execute((trx) => markBillPaid(trx, bill, receipt, 1, paidAt));
    await twice(paidAt);
    expect((await kindsOf(resident.id)).slice(-2)).toEqual(['payment-confirmed', 'access-restored']);
    expect((await kindsOf(resident.id)).filter((k) => k === 'access-restored')).toHaveLength(1);
  });
});

describe('ticket, key and inspection events', () => {
  it('tells each staff reply, the resolution, a new active key and the check-out inspection window once', async () => {
    const { resident, contract } = await activeContract();
    const ticket = await api.db
      .insertInto('tickets')
      .values({ user_id: resident.id, title: 'Chuveiro frio', description: 'Sem água quente' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replyAsStaff(api.db, ticket.id, 'Vamos verificar hoje.');
    await replyAsStaff(api.db, ticket.id, 'Técnico a caminho.');
    await resolveTicket(api.db, ticket.id);
    await resolveTicket(api.db, ticket.id);
    await createKey(api.db, {
      contractId: contract.id,
      userId: resident.id,
      name: 'Maria',
      code: null,
      selfiePath: 'x.jpg',
    });

    await api.db
      .updateTable('contracts')
      .set({ check_out: day(1) })
      .where('id', '=', contract.id)
      .execute();
    await api.db.insertInto('inspections').values({ contract_id: contract.id, kind: 'check_in' }).execute();
    await Promise.all([runInspectionNotices(api.db, new Date()), runInspectionNotices(api.db, new Date())]);
    await runInspectionNotices(api.db, new Date());

    const rows = await api.db
      .selectFrom('notifications')
      .select(['kind', 'body', 'url'])
      .where('user_id', '=', resident.id)
      .where('kind', 'not in', ['payment-confirmed', 'contract-active'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        kind: 'ticket-reply',
        body: 'O prédio respondeu ao chamado "Chuveiro frio".',
        url: `/tickets/${ticket.id}`,
      },
      {
        kind: 'ticket-reply',
        body: 'O prédio respondeu ao chamado "Chuveiro frio".',
        url: `/tickets/${ticket.id}`,
      },
      {
        kind: 'ticket-resolved',
        body: 'O chamado "Chuveiro frio" foi resolvido.',
        url: `/tickets/${ticket.id}`,
      },
      {
        kind: 'key-active',
        body: 'A chave de Maria já abre o prédio.',
        url: `/minhas-tokaas/${contract.id}/chaves`,
      },
      {
        kind: 'inspection-window',
        body: 'Sua estadia está chegando ao fim. Faça a vistoria de saída pelo app.',
        url: `/minhas-tokaas/${contract.id}/vistoria`,
      },
    ]);
  });
});

describe('GET /api/notifications and POST /api/notifications/{id}/read', () => {
  it("lists the resident's own notifications with the unread count, and marks one read idempotently", async () => {
    const { resident } = await activeContract();
    const other = await newResident(api);
    const list = await json(await api.request('GET', '/api/notifications', { token: resident.token }));
    expect(list.unread).toBe(2);
    expect(list.data.map((n: { title: string }) => n.title)).toEqual([
      'Bem-vindo à Tokaas!',
      'Pagamento confirmado',
    ]);
    const id = list.data[0].id as number;

    expect((await api.request('POST', `/api/notifications/${id}/read`, { token: other.token })).status).toBe(
      404,
    );
    expect((await json(await api.request('GET', '/api/notifications', { token: other.token }))).data).toEqual(
      [],
    );
    const first = await json(
      await api.request('POST', `/api/notifications/${id}/read`, { token: resident.token }),
    );
    const again = await json(
      await api.request('POST', `/api/notifications/${id}/read`, { token: resident.token }),
    );
    expect(again.data.read_at).toBe(first.data.read_at);
    expect(
      (await json(await api.request('GET', '/api/notifications', { token: resident.token }))).unread,
    ).toBe(1);
    expect((await api.request('POST', '/api/notifications/abc/read', { token: resident.token })).status).toBe(
      404,
    );
  });
});

describe('push subscription routes', () => {
  it('stores one subscription per device endpoint, rejects a bad one with 422, and deletes only the own', async () => {
    const resident = await newResident(api);
    const other = await newResident(api);
    const key = await json(await api.request('GET', '/api/push/public-key', { token: resident.token }));
    expect(key.data.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const sub = { endpoint: 'https://push.example/device-1', keys: { p256dh: 'BNcR', auth: 'tBHI' } };
    for (let i = 0; i < 2; i++)
      expect(
        (await api.request('POST', '/api/push/subscriptions', { token: resident.token, body: sub })).status,
      ).toBe(200);
    const bad = await api.request('POST', '/api/push/subscriptions', {
      token: resident.token,
      body: { endpoint: 'http://insecure.example/x', keys: sub.keys },
    });
    expect(bad.status).toBe(422);
    expect((await json(bad)).message).toBe('Inscrição de notificações inválida.');
    const rows = () =>
      api.db
        .selectFrom('push_subscriptions')
        .select('user_id')
        .where('endpoint', '=', sub.endpoint)
        .execute();
    expect(await rows()).toEqual([{ user_id: resident.id }]);
    await api.request('DELETE', '/api/push/subscriptions', {
      token: other.token,
      body: { endpoint: sub.endpoint },
    });
    expect(await rows()).toHaveLength(1);
    await api.request('DELETE', '/api/push/subscriptions', {
      token: resident.token,
      body: { endpoint: sub.endpoint },
    });
    expect(await rows()).toEqual([]);
  });
});

describe('e-mail for the same events', () => {
  it('mails each notification once, skips a kind turned off, and always mails suspension warnings', async () => {
    const resident = await newResident(api);
    const mails: { to: string; subject: string; text: string }[] = [];
    const messenger = { sendMail: async (m: (typeof mails)[number]) => void mails.push(m) };
    await api.db
      .insertInto('notification_preferences')
      .values([
        { user_id: resident.id, kind: 'ticket-reply', channel: 'email', enabled: false },
        { user_id: resident.id, kind: 'access-suspended', channel: 'email', enabled: false },
      ])
      .execute();
    const record = (key: string, facts: Parameters<typeof recordNotification>[1]['facts']) =>
      recordNotification(api.db, { userId: resident.id, key: `${key}:${resident.id}`, facts });
    await record('t-reply', { kind: 'ticket-reply', ticketId: 3, subject: 'Porta' });
    await record('t-suspended', { kind: 'access-suspended', contractId: 9 });
    await record('t-resolved', { kind: 'ticket-resolved', ticketId: 3, subject: 'Porta' });
    await runEmailDelivery(api.db, new Date(), messenger, 'https://tokaas.example');
    await runEmailDelivery(api.db, new Date(), messenger, 'https://tokaas.example');
    const own = mails.filter((m) => m.to === resident.form.email);
    expect(own.map((m) => m.subject)).toEqual(['Acesso suspenso', 'Chamado resolvido']);
    expect(own[1]?.text).toBe('O chamado "Porta" foi resolvido.\n\nhttps://tokaas.example/tickets/3');
  });

  it('mails from its job round through the real messenger, inside the round (the embedded database has one connection)', async () => {
    const resident = await newResident(api);
    await recordNotification(api.db, {
      userId: resident.id,
      key: `round-mail:${resident.id}`,
      facts: { kind: 'ticket-resolved', ticketId: 4, subject: 'Chuveiro' },
    });
    const messenger = createMessenger(api.db, { from: 'Tokaas <t@tokaas.example>', log: false });
    const round = { name: `email-delivery-test-${resident.id}`, everyMs: 60_000 };
    await runJobRound(api.db, round, (trx) =>
      runEmailDelivery(trx, new Date(), messenger, 'https://t.example'),
    );
    const outbox = await api.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body'])
      .where('to_address', '=', resident.form.email)
      .execute();
    expect(outbox).toContainEqual({
      subject: 'Chamado resolvido',
      body: 'O chamado "Chuveiro" foi resolvido.\n\nhttps://t.example/tickets/4',
    });
  });
});
