// A first install of the service worker that fails (a file did not download on a bad network)
// is tried again once the wait is over and the device is online; an install that works is not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_INSTALL_RETRY_MS, registerServiceWorker } from '../../src/app/register-sw.ts';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage() {}
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

let workers: FakeWorker[] = [];
const register = vi.fn(async () => {
  const installing = new FakeWorker();
  workers.push(installing);
  return Object.assign(new EventTarget(), {
    installing,
    waiting: null,
    active: null,
    update: async () => {},
  });
});

beforeEach(() => {
  vi.useFakeTimers();
  workers = [];
  register.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), { register, controller: null }),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('registerServiceWorker', () => {
  it('tries a failed first install again after the wait, a bounded number of times', async () => {
    registerServiceWorker(() => {});
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
    for (const [attempt, wait] of FIRST_INSTALL_RETRY_MS.entries()) {
      workers[attempt]?.become('redundant');
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(register).toHaveBeenCalledTimes(attempt + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(register).toHaveBeenCalledTimes(attempt + 2);
    }
    // The last try failed too: the next launch of the app tries again.
    workers.at(-1)?.become('redundant');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(register).toHaveBeenCalledTimes(FIRST_INSTALL_RETRY_MS.length + 1);
  });

  it('offline when the wait is over, it tries once the device is online again', async () => {
    registerServiceWorker(() => {});
    await settle();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    workers[0]?.become('redundant');
    await vi.advanceTimersByTimeAsync(FIRST_INSTALL_RETRY_MS[0] ?? 0);
    expect(register).toHaveBeenCalledTimes(1);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('an install that works is not tried again', async () => {
    registerServiceWorker(() => {});
    await settle();
    workers[0]?.become('installed');
    workers[0]?.become('activated');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
