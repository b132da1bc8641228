// The connection indicator's rule: offline from outcomes, 'slow' only once a change has waited
// SLOW_AFTER_MS while the connection was up, and the words it shows.
import { describe, expect, it } from 'vitest';
import {
  type ConnectionFacts,
  connectionLabel,
  connectionView,
  SLOW_AFTER_MS,
  slowAt,
} from '../../src/app/connection-status/connection-rule.ts';

const NOW = 1_000_000;
const facts = (over: Partial<ConnectionFacts> = {}): ConnectionFacts => ({
  offline: false,
  pending: 0,
  oldestPendingAt: null,
  onlineSince: NOW - 60_000,
  now: NOW,
  ...over,
});

describe('connectionView', () => {
  it('is online with nothing waiting', () => {
    expect(connectionView(facts())).toEqual({ state: 'online' });
  });

  it('is offline when known offline, with the count, waiting or not', () => {
    expect(connectionView(facts({ offline: true }))).toEqual({ state: 'offline', pending: 0 });
    expect(connectionView(facts({ offline: true, pending: 2, oldestPendingAt: NOW - 1 }))).toEqual({
      state: 'offline',
      pending: 2,
    });
  });

  it('is online while a fresh change is being sent', () => {
    expect(connectionView(facts({ pending: 1, oldestPendingAt: NOW - SLOW_AFTER_MS + 1 }))).toEqual({
      state: 'online',
    });
  });

  it('is slow once a change has waited SLOW_AFTER_MS with the connection up', () => {
    expect(connectionView(facts({ pending: 3, oldestPendingAt: NOW - SLOW_AFTER_MS }))).toEqual({
      state: 'slow',
      pending: 3,
    });
  });

  it('counts the wait from the return of the connection, not from a change made offline', () => {
    const madeOffline = facts({ pending: 1, oldestPendingAt: NOW - 3_600_000, onlineSince: NOW - 1_000 });
    expect(connectionView(madeOffline)).toEqual({ state: 'online' });
    expect(connectionView({ ...madeOffline, now: NOW - 1_000 + SLOW_AFTER_MS })).toEqual({
      state: 'slow',
      pending: 1,
    });
  });

  it('ignores an age with no pending change (refused ones do not wait for the network)', () => {
    expect(connectionView(facts({ pending: 0, oldestPendingAt: NOW - 60_000 }))).toEqual({ state: 'online' });
  });
});

describe('slowAt', () => {
  it('is when the oldest waiting change turns the view slow', () => {
    expect(slowAt(facts({ pending: 1, oldestPendingAt: NOW - 1_000 }))).toBe(NOW - 1_000 + SLOW_AFTER_MS);
  });

  it('is null when the clock can change nothing', () => {
    expect(slowAt(facts())).toBeNull();
    expect(slowAt(facts({ offline: true, pending: 1, oldestPendingAt: NOW }))).toBeNull();
    expect(slowAt(facts({ pending: 1, oldestPendingAt: NOW - SLOW_AFTER_MS }))).toBeNull();
  });
});

describe('connectionLabel', () => {
  it("says 'Sem conexão' and how many changes wait", () => {
    expect(connectionLabel({ state: 'offline', pending: 0 })).toBe('Sem conexão');
    expect(connectionLabel({ state: 'offline', pending: 1 })).toBe(
      'Sem conexão · 1 alteração aguardando envio',
    );
    expect(connectionLabel({ state: 'slow', pending: 2 })).toBe(
      'Sem conexão · 2 alterações aguardando envio',
    );
  });
});
