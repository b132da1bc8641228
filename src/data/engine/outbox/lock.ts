// The outbox's Web Lock: one drainer at a time across contexts, and a pull's requests and write
// never interleaved with an acknowledgement.

export const OUTBOX_LOCK = 'tokaas-outbox';

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockLike {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: object | null) => Promise<T>,
  ): Promise<T>;
}

function lockOf(locks: LockLike | undefined): LockLike | undefined {
  return locks ?? (globalThis as { navigator?: { locks?: LockLike } }).navigator?.locks;
}

/** Runs `run` under the outbox's Web Lock (the context's own when none is given; none in tests). */
export function underOutboxLock<T>(locks: LockLike | undefined, run: () => Promise<T>): Promise<T> {
  const lock = lockOf(locks);
  return lock ? lock.request(OUTBOX_LOCK, {}, run) : run();
}

/** Runs `run` under the lock if nobody holds it now; otherwise resolves to `busy` at once. */
export function underOutboxLockIfFree<T, B>(
  locks: LockLike | undefined,
  run: () => Promise<T>,
  busy: B,
): Promise<T | B> {
  const lock = lockOf(locks);
  if (!lock) return run();
  return lock.request<T | B>(OUTBOX_LOCK, { ifAvailable: true }, (held) =>
    held ? run() : Promise.resolve(busy),
  );
}
