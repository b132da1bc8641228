// The outbox's Web Lock: one drainer at a time across contexts, and a pull's requests and write
// never interleaved with an acknowledgement.

export const OUTBOX_LOCK = 'tokaas-outbox';

export interface LockLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Runs `run` under the outbox's Web Lock (the context's own when none is given; none in tests). */
export function underOutboxLock<T>(locks: LockLike | undefined, run: () => Promise<T>): Promise<T> {
  const lock = locks ?? (globalThis as { navigator?: { locks?: LockLike } }).navigator?.locks;
  return lock ? lock.request(OUTBOX_LOCK, run) : run();
}
