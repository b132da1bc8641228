// Notification preferences (issue 33): each resident reads and changes their own switches per kind
// and channel; the suspension warnings are reported locked and cannot be turned off; what is
// turned off is what the push and e-mail deliveries skip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnedOff } from '../../server/notifications/preferences.ts';
import { MANDATORY_KINDS, NOTIFICATION_KINDS } from '../../src/domain/notification-texts.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const PATH = '/api/notifications/preferences';
type Pref = { kind: string; push: boolean; email: boolean; locked: boolean };
const byKind = (list: Pref[]) => Object.fromEntries(list.map((p) => [p.kind, p]));

describe('GET/PUT /api/notifications/preferences', () => {
  it('lists every kind on, the suspension warnings locked', async () => {
    const ana = await newResident(api);
    const res = await api.request('GET', PATH, { token: ana.token });
    expect(res.status).toBe(200);
    const list = (await json(res)).data as Pref[];
    expect(list.map((p) => p.kind)).toEqual([...NOTIFICATION_KINDS]);
    expect(list.every((p) => p.push && p.email)).toBe(true);
    expect(list.filter((p) => p.locked).map((p) => p.kind)).toEqual([...MANDATORY_KINDS]);
  });

  it('turns one channel of a kind off and back on, keeping the other channel and the other kinds', async () => {
    const ana = await newResident(api);
    const off = await api.request('PUT', PATH, {
      token: ana.token,
      body: { preferences: [{ kind: 'ticket-reply', email: false }] },
    });
    expect(off.status).toBe(200);
    const after = byKind((await json(off)).data as Pref[]);
    expect(after['ticket-reply']).toMatchObject({ push: true, email: false, locked: false });
    expect(after['invoice-issued']).toMatchObject({ push: true, email: true });
    expect(await turnedOff(api.db, ana.id)).toEqual([{ kind: 'ticket-reply', channel: 'email' }]);

    const read = byKind((await json(await api.request('GET', PATH, { token: ana.token }))).data as Pref[]);
    expect(read['ticket-reply']).toMatchObject({ push: true, email: false });

    await api.request('PUT', PATH, {
      token: ana.token,
      body: { preferences: [{ kind: 'ticket-reply', email: true, push: false }] },
    });
    expect(await turnedOff(api.db, ana.id)).toEqual([{ kind: 'ticket-reply', channel: 'push' }]);
  });

  it('refuses turning a suspension warning off with a pt-BR 422, changing nothing', async () => {
    const ana = await newResident(api);
    const res = await api.request('PUT', PATH, {
      token: ana.token,
      body: {
        preferences: [
          { kind: 'payment-confirmed', push: false },
          { kind: 'access-suspended', email: false },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe('Avisos de suspensão de acesso não podem ser desativados.');
    expect(await turnedOff(api.db, ana.id)).toEqual([]);
    // Saying they stay on is fine.
    const on = await api.request('PUT', PATH, {
      token: ana.token,
      body: { preferences: [{ kind: 'invoice-overdue', push: true, email: true }] },
    });
    expect(on.status).toBe(200);
  });

  it('answers bad input with a clear 422 and no session with 401', async () => {
    const ana = await newResident(api);
    for (const body of [
      {},
      { preferences: [] },
      { preferences: [{ kind: 'no-such-kind', push: false }] },
      { preferences: [{ kind: 'ticket-reply', push: 'no' }] },
      { preferences: 'all' },
    ]) {
      const res = await api.request('PUT', PATH, { token: ana.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await json(res)).message).toBe('Preferência de notificação inválida.');
    }
    expect((await api.request('GET', PATH)).status).toBe(401);
    expect((await api.request('PUT', PATH, { body: { preferences: [] } })).status).toBe(401);
  });
});
