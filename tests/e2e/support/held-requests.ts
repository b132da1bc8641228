// Requests held back until the test lets them go, to see what a screen shows while it waits.
import type { BrowserContext, Page } from '@playwright/test';

export interface HeldRequests {
  /** Settles when the first matching request has been made (and is being held). */
  requested: Promise<void>;
  /** Lets every held request (and later ones) go on to the server. */
  release(): void;
}

export async function holdRequests(
  target: Page | BrowserContext,
  url: string | RegExp,
): Promise<HeldRequests> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await target.route(url, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { requested, release };
}
