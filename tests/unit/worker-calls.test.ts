// The page's calls into the sync worker and its events (src/data/engine/sync/worker-calls.ts), over
// a MessageChannel standing in for the worker's postMessage.
import { afterEach, describe, expect, it } from 'vitest';
import { answerCalls, callsInto } from '../../src/data/engine/sync/worker-calls.ts';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

function connect<Api extends Record<string, (...args: never[]) => unknown>>(api: Api, events: string[]) {
  const channel = new MessageChannel();
  channels.push(channel);
  answerCalls(channel.port1, api);
  const calls = callsInto<Api, string>(channel.port2, (event) => events.push(event));
  channel.port1.start();
  channel.port2.start();
  return { calls, worker: channel.port1 };
}

describe('calls into the sync worker', () => {
  it("answers each call with its method's value, awaited, to the call that asked", async () => {
    const api = {
      ping: () => 'pong' as const,
      sum: async (a: number, b: number) => a + b,
      only: (names: string[]) => names.length,
    };
    const { calls } = connect(api, []);
    const [sum, ping, only] = await Promise.all([calls.sum(2, 3), calls.ping(), calls.only(['a', 'b'])]);
    expect([sum, ping, only]).toEqual([5, 'pong', 2]);
  });

  it("rejects with the worker's error message, and the next call still answers", async () => {
    const api = {
      fail: async () => {
        throw new Error('sem sessão');
      },
      ping: () => 'pong' as const,
    };
    const { calls } = connect(api, []);
    await expect(calls.fail()).rejects.toThrow('sem sessão');
    await expect(calls.ping()).resolves.toBe('pong');
  });

  it("hands the worker's events to the page, and is not taken for a promise", async () => {
    const events: string[] = [];
    const { calls, worker } = connect({ ping: () => 'pong' as const }, events);
    worker.postMessage({ event: 'sync-start' });
    // An async function may return it: awaiting it must not call the worker.
    expect(await Promise.resolve(calls)).toBe(calls);
    await calls.ping();
    expect(events).toEqual(['sync-start']);
  });
});
