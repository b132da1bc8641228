// The e2e `test`: Playwright's, with the net switch turned on before every test. goOffline turns
// off a switch the whole run shares (net-switch.ts); a test that failed while offline used to leave
// it off, and every later test, in any spec file, failed with ERR_EMPTY_RESPONSE.
import { test as base } from '@playwright/test';
import { turnSwitch } from './network.ts';

export const test = base.extend<{ netSwitchOn: undefined }>({
  netSwitchOn: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await turnSwitch('online');
      await use(undefined);
    },
    { auto: true },
  ],
});
