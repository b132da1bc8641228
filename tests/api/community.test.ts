// Life in the building: shared areas and their bookings (no double booking, enforced by the
// database), visitors (72 h notice), community tasks (subscribe, capacity, unsubscribe), all
// scoped to the caller's Ativo contracts and owned rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placesResponse,
  SM,
  scheduleResponse,
  schedulesResponse,
  taskResponse,
  tasksResponse,
  visitorResponse,
  visitorsResponse,
} from '../../src/api/support-resident.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';
import { CANCELLED, inDays, makeContract } from './resident-fixtures.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let neighbour: Awaited<ReturnType<typeof newResident>>;
let stranger: Awaited<ReturnType<typeof newResident>>;
let enterpriseId: number;
let laundryId: number;

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api);
  neighbour = await newResident(api);
  stranger = await newResident(api); // no contract at all
  const contract = await makeContract(api, owner.id);
  enterpriseId = contract.enterprise_id;
  await makeContract(api, neighbour.id, { enterpriseId });
  laundryId = (
    await api.db
      .selectFrom('places')
      .select('id')
      .where('enterprise_id', '=', enterpriseId)
      .where('name', '=', 'Lavanderia coletiva')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await api?.close();
});

const SCHEDULES = '/api/enterprise/places/schedules';
const VISITORS = '/api/enterprise/user/visitors';

describe('without a token', () => {
  it('every call answers 401 Unauthenticated.', async () => {
    for (const [method, url] of [
      ['GET', '/api/enterprise/places'],
      ['GET', SCHEDULES],
      ['POST', SCHEDULES],
      ['DELETE', `${SCHEDULES}/1`],
      ['GET', VISITORS],
      ['POST', `${VISITORS}/add`],
      ['POST', `${VISITORS}/delete/1`],
      ['POST', `${VISITORS}/release`],
      ['GET', '/api/enterprise/tasks'],
      ['POST', '/api/enterprise/tasks/subscribe'],
      ['POST', '/api/enterprise/tasks/unsubscribe/1'],
    ] as const) {
      const res = await api.request(method, url, method === 'POST' ? { body: {} } : {});
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });
});

describe('places', () => {
  it('lists the shared areas of the caller’s enterprises with the slots of a day', async () => {
    const res = await api.request('GET', `/api/enterprise/places?date=${inDays(1)}`, { token: owner.token });
    expect(res.status).toBe(200);
    const places = placesResponse.parse(await res.json()).data;
    expect(places.length).toBeGreaterThanOrEqual(2);
    expect(places.every((p) => p.enterprise_id === enterpriseId)).toBe(true);
    const laundry = places.find((p) => p.id === laundryId);
    expect(laundry).toMatchObject({
      name: 'Lavanderia coletiva',
      opens_at: '07:00',
      closes_at: '22:00',
      date: inDays(1),
    });
    expect(laundry?.slots[0]).toEqual({ start_time: '07:00', end_time: '08:00', available: true });
    expect(laundry?.slots).toHaveLength(15);

    const none = placesResponse.parse(
      await (await api.request('GET', '/api/enterprise/places', { token: stranger.token })).json(),
    );
    expect(none.data).toEqual([]);
    expect(
      (await api.request('GET', '/api/enterprise/places?date=ontem', { token: owner.token })).status,
    ).toBe(422);
  });

  it('books a slot (201); the same or an overlapping slot is refused for anyone (422)', async () => {
    const slot = { place_id: laundryId, date: inDays(2), start_time: '10:00', end_time: '11:00' };
    const res = await api.request('POST', SCHEDULES, { token: owner.token, body: slot });
    expect(res.status).toBe(201);
    const booked = scheduleResponse.parse(await res.json()).data;
    expect(booked).toMatchObject({ place: 'Lavanderia coletiva', start_time: '10:00', end_time: '11:00' });

    for (const attempt of [slot, { ...slot, start_time: '10:30', end_time: '11:30' }]) {
      const again = await api.request('POST', SCHEDULES, { token: neighbour.token, body: attempt });
      expect(again.status).toBe(422);
      expect((await json(again)).errors.start_time).toEqual([SM.slotTaken]);
    }
    const next = await api.request('POST', SCHEDULES, {
      token: neighbour.token,
      body: { ...slot, start_time: '11:00', end_time: '12:00' },
    });
    expect(next.status).toBe(201);

    const day = placesResponse
      .parse(
        await (
          await api.request('GET', `/api/enterprise/places?date=${inDays(2)}`, { token: neighbour.token })
        ).json(),
      )
      .data.find((p) => p.id === laundryId);
    expect(day?.slots.find((s) => s.start_time === '10:00')?.available).toBe(false);

    const mine = schedulesResponse.parse(
      await (await api.request('GET', SCHEDULES, { token: owner.token })).json(),
    );
    expect(mine.data.map((s) => s.id)).toEqual([booked.id]);
  });

  it('the database refuses overlapping live bookings even when they arrive together', async () => {
    const slot = { place_id: laundryId, date: inDays(3), start_time: '15:00', end_time: '16:00' };
    const results = await Promise.all(
      [owner, neighbour, owner, neighbour].map((r) =>
        api.request('POST', SCHEDULES, { token: r.token, body: slot }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    // Even a direct insert meets the exclusion constraint.
    await expect(
      sql`INSERT INTO place_schedules (place_id, user_id, contract_id, date, start_time, end_time)
          SELECT ${laundryId}, user_id, contract_id, date, '15:30', '16:30' FROM place_schedules
          WHERE place_id = ${laundryId} AND date = ${inDays(3)} LIMIT 1`.execute(api.db),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('validates the slot against opening hours, length, past, order and the contract', async () => {
    const base = { place_id: laundryId, date: inDays(4), start_time: '08:00', end_time: '09:00' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start_time: '06:00', end_time: '07:00' }, 'start_time', SM.slotHours],
      [{ start_time: '21:30', end_time: '22:30' }, 'start_time', SM.slotHours],
      [{ start_time: '08:00', end_time: '10:00' }, 'end_time', SM.slotLength],
      [{ start_time: '09:00', end_time: '08:00' }, 'end_time', SM.slotOrder],
      [{ date: inDays(-1) }, 'start_time', SM.slotPast],
      [{ date: inDays(61) }, 'date', SM.slotTooFar],
      [{ start_time: '25:00' }, 'start_time', SM.startInvalid],
      [{ end_time: undefined }, 'end_time', SM.endRequired],
      [{ date: 'amanhã' }, 'date', SM.dateInvalid],
    ];
    for (const [patch, field, message] of cases) {
      const res = await api.request('POST', SCHEDULES, { token: owner.token, body: { ...base, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(422);
      expect((await json(res)).errors[field], JSON.stringify(patch)).toEqual([message]);
    }
    const leaving = await newResident(api);
    await makeContract(api, leaving.id, { enterpriseId, checkIn: inDays(-30), checkOut: inDays(3) });
    const after = await api.request('POST', SCHEDULES, {
      token: leaving.token,
      body: { ...base, date: inDays(5) },
    });
    expect(after.status).toBe(422);
    expect((await json(after)).errors.date).toEqual([SM.dateOutsideContract]);
  });

  it('limits upcoming bookings per place, and cancelling frees the slot; others cannot cancel it', async () => {
    const resident = await newResident(api);
    await makeContract(api, resident.id, { enterpriseId });
    const ids: number[] = [];
    for (const hour of ['07', '08', '09']) {
      const res = await api.request('POST', SCHEDULES, {
        token: resident.token,
        body: { place_id: laundryId, date: inDays(5), start_time: `${hour}:00`, end_time: `${hour}:59` },
      });
      expect(res.status).toBe(201);
      ids.push(scheduleResponse.parse(await res.json()).data.id);
    }
    const fourth = await api.request('POST', SCHEDULES, {
      token: resident.token,
      body: { place_id: laundryId, date: inDays(5), start_time: '12:00', end_time: '13:00' },
    });
    expect(fourth.status).toBe(422);

    expect((await api.request('DELETE', `${SCHEDULES}/${ids[0]}`, { token: owner.token })).status).toBe(404);
    expect((await api.request('DELETE', `${SCHEDULES}/${ids[0]}`, { token: resident.token })).status).toBe(
      200,
    );
    expect((await api.request('DELETE', `${SCHEDULES}/${ids[0]}`, { token: resident.token })).status).toBe(
      404,
    );
    expect((await api.request('DELETE', `${SCHEDULES}/abc`, { token: resident.token })).status).toBe(404);
    const rebook = await api.request('POST', SCHEDULES, {
      token: owner.token,
      body: { place_id: laundryId, date: inDays(5), start_time: '07:00', end_time: '07:59' },
    });
    expect(rebook.status).toBe(201);
  });

  it('a place of another enterprise, or any place for a resident without an Ativo contract, is 404', async () => {
    const elsewhere = await api.db
      .selectFrom('places')
      .select('id')
      .where('enterprise_id', '!=', enterpriseId)
      .executeTakeFirstOrThrow();
    const body = { place_id: elsewhere.id, date: inDays(2), start_time: '10:00', end_time: '11:00' };
    expect((await api.request('POST', SCHEDULES, { token: owner.token, body })).status).toBe(404);
    expect(
      (
        await api.request('POST', SCHEDULES, {
          token: stranger.token,
          body: { ...body, place_id: laundryId },
        })
      ).status,
    ).toBe(404);
  });
});

describe('visitors', () => {
  it('adds a visit announced 72 h ahead (201), lists, releases and deletes it for the owner only', async () => {
    const res = await api.request('POST', `${VISITORS}/add`, {
      token: owner.token,
      body: { name: 'Ana Paula Souza', document: '12.345.678-9', date: inDays(3) },
    });
    expect(res.status).toBe(201);
    const visitor = visitorResponse.parse(await res.json()).data;
    expect(visitor).toMatchObject({
      name: 'Ana Paula Souza',
      date: inDays(3),
      released: false,
      released_at: null,
    });

    const list = visitorsResponse.parse(
      await (await api.request('GET', VISITORS, { token: owner.token })).json(),
    );
    expect(list.data.map((v) => v.id)).toContain(visitor.id);
    const theirs = visitorsResponse.parse(
      await (await api.request('GET', VISITORS, { token: neighbour.token })).json(),
    );
    expect(theirs.data.map((v) => v.id)).not.toContain(visitor.id);

    const foreignRelease = await api.request('POST', `${VISITORS}/release`, {
      token: neighbour.token,
      body: { visitor_id: visitor.id },
    });
    expect(foreignRelease.status).toBe(404);
    const released = await api.request('POST', `${VISITORS}/release`, {
      token: owner.token,
      body: { visitor_id: visitor.id },
    });
    expect(released.status).toBe(200);
    const first = visitorResponse.parse(await released.json()).data;
    expect(first.released).toBe(true);
    const again = visitorResponse.parse(
      await (
        await api.request('POST', `${VISITORS}/release`, {
          token: owner.token,
          body: { visitor_id: visitor.id },
        })
      ).json(),
    ).data;
    expect(again.released_at).toBe(first.released_at);

    expect(
      (await api.request('POST', `${VISITORS}/delete/${visitor.id}`, { token: neighbour.token })).status,
    ).toBe(404);
    expect(
      (await api.request('POST', `${VISITORS}/delete/${visitor.id}`, { token: owner.token })).status,
    ).toBe(200);
    expect(
      (await api.request('POST', `${VISITORS}/delete/${visitor.id}`, { token: owner.token })).status,
    ).toBe(404);
    expect((await api.request('POST', `${VISITORS}/delete/abc`, { token: owner.token })).status).toBe(404);
    const after = visitorsResponse.parse(
      await (await api.request('GET', VISITORS, { token: owner.token })).json(),
    );
    expect(after.data.map((v) => v.id)).not.toContain(visitor.id);
  });

  it('refuses visits with less than 72 hours of notice, with the spec message', async () => {
    for (const days of [0, 1, 2]) {
      const res = await api.request('POST', `${VISITORS}/add`, {
        token: owner.token,
        body: { name: 'João', document: '123', date: inDays(days) },
      });
      expect(res.status, String(days)).toBe(422);
      expect((await json(res)).errors.date).toEqual([
        'Visitas precisam ser informadas com 72 horas de antecedência.',
      ]);
    }
  });

  it('validates fields and the contract', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['owner', { name: '' }, 'name', SM.visitorNameRequired],
      ['owner', { document: '' }, 'document', SM.documentRequired],
      ['owner', { document: 'x'.repeat(31) }, 'document', SM.documentLong],
      ['owner', { date: undefined }, 'date', SM.dateRequired],
      ['owner', { date: inDays(70) }, 'date', SM.dateOutsideContract],
      ['stranger', {}, 'contract_id', SM.noActiveContract],
    ];
    for (const [who, patch, field, message] of cases) {
      const res = await api.request('POST', `${VISITORS}/add`, {
        token: who === 'owner' ? owner.token : stranger.token,
        body: { name: 'João', document: '123', date: inDays(4), ...patch },
      });
      expect(res.status, field).toBe(422);
      expect((await json(res)).errors[field]).toEqual([message]);
    }
    const cancelled = await makeContract(api, owner.id, { status: CANCELLED });
    const notActive = await api.request('POST', `${VISITORS}/add`, {
      token: owner.token,
      body: { name: 'João', document: '123', date: inDays(4), contract_id: cancelled.id },
    });
    expect(notActive.status).toBe(422);
    const foreign = await makeContract(api, neighbour.id);
    const res = await api.request('POST', `${VISITORS}/add`, {
      token: owner.token,
      body: { name: 'João', document: '123', date: inDays(4), contract_id: foreign.id },
    });
    expect(res.status).toBe(404);
  });
});

describe('tasks', () => {
  async function tasksOf(token: string) {
    return tasksResponse.parse(await (await api.request('GET', '/api/enterprise/tasks', { token })).json())
      .data;
  }

  it('lists upcoming tasks of the caller’s enterprise and general ones; none without an Ativo contract', async () => {
    const tasks = await tasksOf(owner.token);
    expect(tasks.length).toBeGreaterThanOrEqual(3);
    expect(tasks.every((t) => t.enterprise_id === null || t.enterprise_id === enterpriseId)).toBe(true);
    const starts = tasks.map((t) => t.starts_at);
    expect([...starts].sort()).toEqual(starts);
    expect(await tasksOf(stranger.token)).toEqual([]);
  });

  it('subscribes (201, then 200 again), respects capacity, and unsubscribes by task id', async () => {
    const [task] = await api.db
      .insertInto('tasks')
      .values({
        enterprise_id: enterpriseId,
        title: 'Aula de ioga',
        description: 'No terraço',
        starts_at: new Date(Date.now() + 2 * 86400_000),
        capacity: 1,
      })
      .returning('id')
      .execute();
    const taskId = (task as { id: number }).id;
    const res = await api.request('POST', '/api/enterprise/tasks/subscribe', {
      token: owner.token,
      body: { task_id: taskId },
    });
    expect(res.status).toBe(201);
    expect(taskResponse.parse(await res.json()).data).toMatchObject({
      id: taskId,
      subscribed: true,
      subscribers: 1,
    });
    const twice = await api.request('POST', '/api/enterprise/tasks/subscribe', {
      token: owner.token,
      body: { task_id: taskId },
    });
    expect(twice.status).toBe(200);

    const full = await api.request('POST', '/api/enterprise/tasks/subscribe', {
      token: neighbour.token,
      body: { task_id: taskId },
    });
    expect(full.status).toBe(422);
    expect((await json(full)).message).toBe(SM.taskFull);

    expect(
      (await api.request('POST', `/api/enterprise/tasks/unsubscribe/${taskId}`, { token: neighbour.token }))
        .status,
    ).toBe(404);
    const out = await api.request('POST', `/api/enterprise/tasks/unsubscribe/${taskId}`, {
      token: owner.token,
    });
    expect(out.status).toBe(200);
    expect(taskResponse.parse(await out.json()).data).toMatchObject({ subscribed: false, subscribers: 0 });
    expect(
      (await api.request('POST', `/api/enterprise/tasks/unsubscribe/${taskId}`, { token: owner.token }))
        .status,
    ).toBe(404);
  });

  it('refuses tasks of other enterprises (404), past tasks (422) and bad ids', async () => {
    const [elsewhere, past] = await api.db
      .insertInto('tasks')
      .values([
        {
          enterprise_id: (
            await api.db
              .selectFrom('enterprises')
              .select('id')
              .where('id', '!=', enterpriseId)
              .executeTakeFirstOrThrow()
          ).id,
          title: 'Outro prédio',
          description: '-',
          starts_at: new Date(Date.now() + 86400_000),
        },
        {
          enterprise_id: enterpriseId,
          title: 'Já foi',
          description: '-',
          starts_at: new Date(Date.now() - 86400_000),
        },
      ])
      .returning('id')
      .execute();
    const subscribe = (task_id: unknown, token = owner.token) =>
      api.request('POST', '/api/enterprise/tasks/subscribe', { token, body: { task_id } });
    expect((await subscribe(elsewhere?.id)).status).toBe(404);
    expect((await subscribe(past?.id)).status).toBe(422);
    expect((await subscribe('abc')).status).toBe(422);
    expect((await subscribe(undefined)).status).toBe(422);
    expect((await subscribe(past?.id, stranger.token)).status).toBe(404);
  });
});
