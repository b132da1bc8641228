// Requests held back until the test lets them go, to see what a screen shows while it waits.
import type { BrowserContext, Page } from '@playwright/test';

export interface HeldRequests {
  /** Settles when the first matching request has been made (and is being held). */
  requested: Promise<void>;
  /** Lets every held request (and later ones) go on to the server. */
  release(): void;
  /** How many matching requests the page has made. */
  count(): number;
}

export interface HoldOptions {
  /** Only the first request is held, and answered with this status when released (a download
   *  that fails once); later ones go on to the server. */
  failFirstWith?: number;
}

export async function holdRequests(
  target: Page | BrowserContext,
  url: string | RegExp,
  options: HoldOptions = {},
): Promise<HeldRequests> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let count = 0;
  await target.route(url, async (route) => {
    count++;
    const first = count === 1;
    if (options.failFirstWith !== undefined && !first) return route.continue();
    asked();
    await held;
    if (options.failFirstWith !== undefined) await route.fulfill({ status: options.failFirstWith, body: '' });
    else await route.continue();
  });
  return { requested, release, count: () => count };
}
