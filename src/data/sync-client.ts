// The page's handle on the sync worker. Every call has a timeout (a dead worker never answers);
// a worker that errors or times out is replaced. The page forwards `online`,
// `offline` (with navigator.onLine at start) and visibility, which dedicated workers do not receive.
import type { SyncWorkerApi } from '../../workers/sync.ts';
import type { SyncEvent, SyncReason } from './engine/sync/events.ts';
import type { ResourceName } from './engine/sync/resource-names.ts';
import { callsInto, type WorkerCalls } from './engine/sync/worker-calls.ts';

const CALL_TIMEOUT_MS = 90_000;
const PING_TIMEOUT_MS = 5_000;

class WorkerTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new WorkerTimeout('O sincronizador não respondeu.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface SyncClient {
  sync(reason: SyncReason): Promise<void>;
  drain(): Promise<void>;
  /** Pulls only these resources (the server told of news in them). */
  pull(only: ResourceName[]): Promise<void>;
  dispose(): void;
}

export function startSyncClient(onEvent: (event: SyncEvent) => void): SyncClient {
  let worker: Worker | undefined;
  let remote: WorkerCalls<SyncWorkerApi> | undefined;

  const spawn = () => {
    worker?.terminate();
    worker = new Worker(new URL('../../workers/sync.ts', import.meta.url), {
      type: 'module',
      name: 'tokaas-sync',
    });
    worker.addEventListener('error', () => restart());
    remote = callsInto<SyncWorkerApi, SyncEvent>(worker, onEvent);
    void remote.setOnline(navigator.onLine);
    return remote;
  };
  const restart = () => spawn();

  async function callWorker<T>(
    run: (api: WorkerCalls<SyncWorkerApi>) => Promise<T>,
    ms: number,
  ): Promise<T | undefined> {
    const api = remote ?? spawn();
    try {
      return await withTimeout(run(api), ms);
    } catch (error) {
      if (error instanceof WorkerTimeout) {
        // Alive but busy (a slow network) or dead? Ask; replace it only if it is dead.
        const alive = await withTimeout(api.ping(), PING_TIMEOUT_MS).catch(() => undefined);
        if (!alive) restart();
      }
      return undefined;
    }
  }

  const onOnline = () =>
    void callWorker(async (api) => {
      await api.setOnline(true);
      return api.sync('online');
    }, CALL_TIMEOUT_MS);
  const onOffline = () => void callWorker((api) => api.setOnline(false), CALL_TIMEOUT_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible')
      void callWorker((api) => api.sync('visible'), CALL_TIMEOUT_MS);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  spawn();

  return {
    sync: async (reason) => {
      await callWorker((api) => api.sync(reason), CALL_TIMEOUT_MS);
    },
    drain: async () => {
      await callWorker((api) => api.drain(), CALL_TIMEOUT_MS);
    },
    pull: async (only) => {
      await callWorker((api) => api.pull(only), CALL_TIMEOUT_MS);
    },
    dispose() {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
      worker?.terminate();
    },
  };
}
