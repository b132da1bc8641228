// Bytes per visit, counted at the server (issue 32): what a phone's data plan pays.
// - A first anonymous visit: a new browser profile opens the page and stays until the network is
//   quiet, the service worker's install (its precache) included. Also what had come by `load`.
// - A returning resident after a release that changed one screen: signed in, synced and precached
//   on build A; build B (A with one screen's source changed, built again) is published in place,
//   as a deploy does; the resident comes back to the app, which finds the new service worker; the
//   bytes until the network is quiet again.
import { type Browser, devices } from '@playwright/test';
import { storeToken } from '../tests/e2e/support/session.ts';
import type { Traffic } from './server.ts';

const QUIET_MS = 3_000;
const LONGEST_MS = 60_000;

export interface Visit {
  label: string;
  atLoad: Traffic;
  quiet: Traffic;
}

/** Waits until no byte has been written for QUIET_MS (or LONGEST_MS in all); the traffic since `from`. */
async function untilQuiet(traffic: () => Traffic, from: Traffic): Promise<Traffic> {
  const began = Date.now();
  let last = traffic();
  let still = Date.now();
  while (Date.now() - still < QUIET_MS && Date.now() - began < LONGEST_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = traffic();
    if (now.bytes !== last.bytes || now.requests !== last.requests) {
      last = now;
      still = Date.now();
    }
  }
  return since(from, last);
}

const since = (from: Traffic, to: Traffic): Traffic => ({
  bytes: to.bytes - from.bytes,
  requests: to.requests - from.requests,
});

/** A phone: Chromium's Pixel 5 profile (viewport, DPR, touch, user agent). */
const PHONE = devices['Pixel 5'];

export async function firstVisit(
  browser: Browser,
  baseUrl: string,
  traffic: () => Traffic,
  label: string,
  path: string,
): Promise<Visit> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    const from = traffic();
    await page.goto(path, { waitUntil: 'load' });
    const atLoad = since(from, traffic());
    // The service worker registers after load; its install is part of the visit.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    return { label, atLoad, quiet: await untilQuiet(traffic, from) };
  } finally {
    await context.close();
  }
}

/**
 * A resident on build A, then build B published by `release()`: the bytes from the resident's
 * return until quiet.
 */
export async function afterRelease(
  browser: Browser,
  baseUrl: string,
  traffic: () => Traffic,
  token: string,
  release: () => void,
): Promise<Traffic> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await storeToken(page, token);
    await page.goto('/minhas-tokaas');
    await page.locator('ul[aria-label="Seus contratos"] > li').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Whatever the build precaches once someone is signed in, and the first sync: done before the release.
    await untilQuiet(traffic, traffic());
    release();
    const from = traffic();
    // The next launch: the app's pages come from the service worker, which looks for a new version.
    await page.goto('/minhas-tokaas');
    await page.locator('ul[aria-label="Seus contratos"] > li').first().waitFor({ timeout: 60_000 });
    return await untilQuiet(traffic, from);
  } finally {
    await context.close();
  }
}
