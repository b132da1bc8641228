// The Idempotency-Key of a hiring intent and what a press of 'Finalizar' comes to: the same intent
// keeps its key across retries until the server answers for good; another intent (other card,
// other period, other person) gets its own; a lost answer is followed by a check with the server,
// so a hire that went through is shown as hired and a retry never hires twice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CONNECTION_ERROR } from '../../src/api/client.ts';
import {
  attemptKey,
  hireIntent,
  isUnsettled,
  runAttempt,
  settleAttempt,
  settleAttemptsFor,
} from '../../src/screens/booking/hire-attempt.ts';

const intent = (fields: Record<string, string | number | undefined> = {}) =>
  hireIntent({
    user: 7,
    unit: 42,
    checkin: '2026-04-01',
    checkout: '2026-05-06',
    guests: 1,
    pay: 'pix',
    ...fields,
  });

const lost = () => new ApiError('network', CONNECTION_ERROR);
const online = () => true;

/** A server that, like the real one, runs each Idempotency-Key once and replays its answer. */
function fakeServer() {
  const contracts: { id: number; key: string }[] = [];
  const answers = new Map<string, { id: number }>();
  let dropNext = 0;
  return {
    contracts,
    dropAnswers(n: number) {
      dropNext = n;
    },
    async send(key: string) {
      let answer = answers.get(key);
      if (!answer) {
        answer = { id: contracts.length + 1 };
        contracts.push({ ...answer, key });
        answers.set(key, answer);
      }
      if (dropNext > 0) {
        dropNext--;
        throw lost();
      }
      return answer;
    },
  };
}

afterEach(() => {
  settleAttemptsFor({ user: 7 });
});

describe('hire attempts: keys', () => {
  it('reuses the key of an intent until it is settled, then makes a new one', () => {
    const first = attemptKey(intent());
    expect(first).toMatch(/^hire-/);
    expect(attemptKey(intent())).toBe(first);
    settleAttempt(intent());
    const second = attemptKey(intent());
    expect(second).not.toBe(first);
  });

  it('gives another intent its own key; field order does not matter', () => {
    const pix = attemptKey(intent());
    expect(attemptKey(intent({ pay: 12 }))).not.toBe(pix);
    expect(attemptKey(intent({ user: 8 }))).not.toBe(pix);
    expect(attemptKey(intent({ checkout: '2026-05-07' }))).not.toBe(pix);
    expect(hireIntent({ b: 1, a: 2 })).toBe(hireIntent({ a: 2, b: 1 }));
    expect(hireIntent({ renew: undefined, a: 1 })).toBe('a=1&renew=');
    settleAttemptsFor({ user: 8 });
  });

  it('settles every intent of a unit and period once its hire is shown, and only those', () => {
    const pix = attemptKey(intent());
    const card = attemptKey(intent({ pay: 12 }));
    const other = attemptKey(intent({ unit: 43 }));
    settleAttemptsFor({ user: 7, unit: 42, checkin: '2026-04-01', checkout: '2026-05-06' });
    expect(attemptKey(intent())).not.toBe(pix);
    expect(attemptKey(intent({ pay: 12 }))).not.toBe(card);
    expect(attemptKey(intent({ unit: 43 }))).toBe(other);
  });

  it('keeps the key when the attempt may have been applied or may change on a retry', () => {
    expect(isUnsettled(new ApiError('network', 'x'))).toBe(true);
    expect(isUnsettled(new ApiError('timeout', 'x'))).toBe(true);
    expect(isUnsettled(new ApiError('invalid-response', 'x', 201))).toBe(true);
    expect(isUnsettled(new ApiError('http', 'em andamento', 409, {}, 'IdempotencyInFlight'))).toBe(true);
    expect(isUnsettled(new ApiError('http', 'conflito de um proxy', 409))).toBe(true);
    expect(isUnsettled(new ApiError('http', 'falha', 502))).toBe(true);
    expect(isUnsettled(new TypeError('boom'))).toBe(true);
  });

  it('lets the key go after a final answer (a refusal)', () => {
    expect(isUnsettled(new ApiError('validation', 'Pagamento recusado', 422))).toBe(false);
    expect(isUnsettled(new ApiError('http', 'Período ocupado', 409, {}, 'PeriodTaken'))).toBe(false);
    expect(isUnsettled(new ApiError('not-found', 'x', 404))).toBe(false);
    expect(isUnsettled(new ApiError('unauthenticated', 'Unauthenticated.', 401))).toBe(false);
  });
});

describe('hire attempts: a press of Finalizar', () => {
  it('an answered hire is hired and settles the key', async () => {
    const server = fakeServer();
    const outcome = await runAttempt(intent(), { send: server.send, online });
    expect(outcome).toEqual({ kind: 'hired', value: { id: 1 }, found: false });
    expect(attemptKey(intent())).not.toBe(server.contracts[0]?.key);
  });

  it('a lost answer whose hire went through: the check finds it, shown as hired, no second contract', async () => {
    const server = fakeServer();
    server.dropAnswers(1);
    const check = vi.fn(async () => (server.contracts.length ? server.contracts[0] : undefined));
    const outcome = await runAttempt(intent(), { send: server.send, check, online });
    expect(outcome).toMatchObject({ kind: 'hired', found: true, value: { id: 1 } });
    expect(check).toHaveBeenCalledOnce();
    expect(server.contracts).toHaveLength(1);
    // Found: the key is done with.
    expect(attemptKey(intent())).not.toBe(server.contracts[0]?.key);
  });

  it('a lost answer the check cannot confirm: unknown, and pressing again replays the same key', async () => {
    const server = fakeServer();
    server.dropAnswers(1);
    const failing = async () => {
      throw lost();
    };
    expect(await runAttempt(intent(), { send: server.send, check: failing, online })).toEqual({
      kind: 'unknown',
      offline: false,
    });
    const retry = await runAttempt(intent(), { send: server.send, check: failing, online });
    expect(retry).toEqual({ kind: 'hired', value: { id: 1 }, found: false });
    expect(server.contracts).toHaveLength(1);
  });

  it('a lost answer with nothing hired yet: not-hired, and the retry keeps the key', async () => {
    const sent: string[] = [];
    const outcome = await runAttempt(intent(), {
      send: async (key) => {
        sent.push(key);
        throw lost();
      },
      check: async () => undefined,
      online,
    });
    expect(outcome).toEqual({ kind: 'not-hired' });
    expect(attemptKey(intent())).toBe(sent[0]);
  });

  it('offline after sending: unknown without checking (nothing to ask), key kept', async () => {
    const check = vi.fn(async () => undefined);
    let key = '';
    const outcome = await runAttempt(intent(), {
      send: async (k) => {
        key = k;
        throw lost();
      },
      check,
      online: () => false,
    });
    expect(outcome).toEqual({ kind: 'unknown', offline: true });
    expect(check).not.toHaveBeenCalled();
    expect(attemptKey(intent())).toBe(key);
  });

  it("a refusal (declined card) is final: the server's error, no check, a new key next time", async () => {
    const declined = new ApiError('validation', 'Pagamento recusado pelo banco emissor do cartão.', 422, {
      payment: ['Pagamento recusado pelo banco emissor do cartão.'],
    });
    const check = vi.fn(async () => undefined);
    let key = '';
    const outcome = await runAttempt(intent({ pay: 12 }), {
      send: async (k) => {
        key = k;
        throw declined;
      },
      check,
      online,
    });
    expect(outcome).toEqual({ kind: 'refused', error: declined });
    expect(check).not.toHaveBeenCalled();
    expect(attemptKey(intent({ pay: 12 }))).not.toBe(key);
  });

  it('409 (period held) or 5xx: the check decides — the own hire is shown, else the server message', async () => {
    const taken = new ApiError('http', 'Este período já foi reservado.', 409);
    const mine = { id: 9 };
    expect(
      await runAttempt(intent(), {
        send: async () => {
          throw taken;
        },
        check: async () => mine,
        online,
      }),
    ).toEqual({ kind: 'hired', value: mine, found: true });
    const fault = new ApiError('http', 'Erro interno', 500);
    expect(
      await runAttempt(intent(), {
        send: async () => {
          throw fault;
        },
        check: async () => undefined,
        online,
      }),
    ).toEqual({ kind: 'refused', error: fault });
  });

  it('401: signed out, nothing else to say', async () => {
    const outcome = await runAttempt(intent(), {
      send: async () => {
        throw new ApiError('unauthenticated', 'Unauthenticated.', 401);
      },
      check: async () => undefined,
      online,
    });
    expect(outcome).toEqual({ kind: 'signed-out' });
  });
});
