/// <reference lib="WebWorker" />
// The sync worker: owns resident-data network I/O off the main thread. Its API type is derived
// from this module (`SyncWorkerApi`), so the page never declares it twice.
import { database } from '../src/data/engine/db.ts';
import { readStoredSession } from '../src/data/engine/stored-session.ts';
import { createSyncEngine } from '../src/data/engine/sync/engine.ts';
import type { SyncEvent, SyncReason } from '../src/data/engine/sync/events.ts';
import type { ResourceName } from '../src/data/engine/sync/resource-names.ts';
import { answerCalls, type WorkerMessage } from '../src/data/engine/sync/worker-calls.ts';

const db = database();
const emit = (event: SyncEvent) => self.postMessage({ event } satisfies WorkerMessage<SyncEvent>);

// What the page says of the network (navigator.onLine, its online and offline events): a dedicated
// worker hears no such events, and its own navigator.onLine may stay false after an offline start.
let deviceOnline = true;

const engine = createSyncEngine({
  db,
  fetch: (input, init) => fetch(input, init),
  readSession: readStoredSession,
  emit,
  locks: navigator.locks,
  online: () => deviceOnline,
});

// A newer app version upgraded the database: this (old) worker must not reopen it.
db.on('versionchange', () => {
  db.close();
  emit({ type: 'reload-required' });
  return false;
});

const api = {
  ping: () => 'pong' as const,
  setOnline(online: boolean): void {
    deviceOnline = online;
  },
  sync: (reason: SyncReason) => engine.syncNow(reason),
  drain: () => engine.drainNow(),
  pull: (only: ResourceName[]) => engine.pullNow(only),
  isOffline: () => engine.isOffline(),
};

export type SyncWorkerApi = typeof api;
answerCalls(self, api);
