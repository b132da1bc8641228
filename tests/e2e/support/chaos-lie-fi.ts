// Lie-fi for the outbox chaos test (issue 28): connected, and the answer takes long or comes after
// the app gave up. Mutating requests are held at the browser's edge (context routes, as
// held-requests.ts does), so the page, its sync worker and the service worker are held alike.
//
// - 'hold': the next mutating request is held while the resident goes on, then goes to the server
//   and its answer to the app (or nowhere, if the app gave up meanwhile);
// - 'late': the next mutating request is held until the app, past its deadline, sends it again
//   with the same Idempotency-Key: then the held one reaches the server together with the retry.
// The server must apply each change once either way.
import type { Page, Route } from '@playwright/test';

/** The client deadline in the chaos run (the app's is 20 s): read by the drainer from the device. */
export const CHAOS_SEND_DEADLINE_MS = 2_000;

export type LieFiMode = 'hold' | 'late';

interface Held {
  route: Route;
  key: string;
  mode: LieFiMode;
}

export class LieFi {
  private armed: LieFiMode | null = null;
  private held: Held[] = [];
  /** Requests held, by mode. */
  readonly heldCount: Record<LieFiMode, number> = { hold: 0, late: 0 };
  /** Held requests that reached the server after the app had sent their retry (their answer lost). */
  lateDeliveries = 0;

  /** Holds the next mutating request. */
  arm(mode: LieFiMode): void {
    this.armed = mode;
  }

  get holding(): number {
    return this.held.length;
  }

  /** Whether this route was taken (held); a retry of a held request releases that one with it. */
  take(route: Route, key: string): boolean {
    const earlier = this.held.find((h) => h.key === key);
    if (earlier) {
      // The app gave up on it and sends it again: both reach the server now.
      this.held = this.held.filter((h) => h !== earlier);
      void this.deliver(earlier, true);
      return false;
    }
    if (!this.armed) return false;
    this.heldCount[this.armed]++;
    this.held.push({ route, key, mode: this.armed });
    this.armed = null;
    return true;
  }

  /** Lets the held requests of `mode` (every one when absent) go on to the server. */
  async release(mode?: LieFiMode): Promise<void> {
    const going = this.held.filter((h) => !mode || h.mode === mode);
    this.held = this.held.filter((h) => !going.includes(h));
    if (!mode) this.armed = null;
    await Promise.all(going.map((h) => this.deliver(h, false)));
  }

  private async deliver(held: Held, afterRetry: boolean): Promise<void> {
    try {
      const response = await held.route.fetch();
      if (afterRetry && response.status() < 500) this.lateDeliveries++;
      await held.route.fulfill({ response });
    } catch {
      // The app gave up on this request (its deadline), or the page that sent it is gone: the
      // answer has nowhere to go, which is the point.
    }
  }
}

/** Sets the drainer's deadline on this device (src/data/engine/outbox/drain.ts, SEND_DEADLINE_OVERRIDE_KEY). */
export async function shortenSendDeadline(page: Page, ms = CHAOS_SEND_DEADLINE_MS): Promise<void> {
  await page.evaluate(async (value) => {
    const open = indexedDB.open('tokaas');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ key: 'test:outbox-send-deadline-ms', value });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, ms);
}
