// A first registration of the service worker that fails on a bad network (/sw.js itself, or a file
// of its install, did not download) is tried again once the wait is over and the device is online;
// one that works is not.
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
  register.mockReset(); // back to the working register (a test may make it reject)
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

  it('tries again when /sw.js itself did not download, then sets up the registration that worked', async () => {
    register.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    register.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    registerServiceWorker(() => {});
    await settle();
    expect(register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FIRST_INSTALL_RETRY_MS[0] ?? 0);
    expect(register).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(FIRST_INSTALL_RETRY_MS[1] ?? 0);
    expect(register).toHaveBeenCalledTimes(3);
    // The third try worked: its registration is the one watched for updates.
    const registration = await register.mock.results[2]?.value;
    const update = vi.spyOn(registration, 'update');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(register).toHaveBeenCalledTimes(3);
  });

  it('stops after the last try when /sw.js never downloads', async () => {
    register.mockRejectedValue(new TypeError('Failed to fetch'));
    registerServiceWorker(() => {});
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(register).toHaveBeenCalledTimes(FIRST_INSTALL_RETRY_MS.length + 1);
    expect(console.warn).toHaveBeenLastCalledWith('[sw] registro falhou', expect.any(TypeError));
  });
});
