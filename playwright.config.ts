import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, NO_OMNIBOX_WEBUI } from './tests/e2e/support/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4180);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh database per run: the server creates, migrates and seeds it on start.
const DATA_DIR = path.join(os.tmpdir(), `tokaas-e2e-${process.pid}`);
process.env.TOKAAS_E2E_DATA_DIR = DATA_DIR;
// Every server a test starts (this one, a deployment's) shows its mail at /api/dev/mailbox, where
// the tests read a sign-up code as a person reads their mail, and lets one machine sign up the
// hundreds of residents the suite makes.
process.env.DEV_MAILBOX = '1';
process.env.REGISTER_LIMIT_PER_ADDRESS = '1000000';
// Every browser context goes through the net switch (tests/e2e/support/net-switch.ts), which
// goOffline turns off; read by support/network.ts in the test workers.
const NET_SWITCH_PORT = PORT + 1;
process.env.NET_SWITCH_URL = `http://127.0.0.1:${NET_SWITCH_PORT}`;

const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    NO_OMNIBOX_WEBUI,
  ],
};

/** Specs with no phone-specific layout or behaviour (see the phone project). */
const SAME_ON_ANY_SCREEN = [
  'auth',
  'boleto',
  'contracts',
  'inspection',
  'offline',
  'pages',
  'profile',
  'server',
  'server-render',
  'services-tutorials',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    proxy: { server: process.env.NET_SWITCH_URL },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // The phone runs the specs whose layout or behaviour differs on a touch screen (sheets,
      // menus, the map toggle, photo widths, keys' selfie...). The rest drive the same code on any
      // screen, so running them twice only doubled CI's time against its 90-minute limit.
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testIgnore: SAME_ON_ANY_SCREEN.map((name) => `**/${name}.spec.ts`),
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/net-switch.ts',
      url: `${process.env.NET_SWITCH_URL}/state`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { NET_SWITCH_PORT: String(NET_SWITCH_PORT) },
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `${BASE_URL}/city/states`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        LOG_REQUESTS: '0',
        PIX_AUTO_CONFIRM_SECONDS: '0',
        BOLETO_AUTO_CONFIRM_SECONDS: '0',
        DEV_MAILBOX: '1',
        REGISTER_LIMIT_PER_ADDRESS: '1000000',
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      },
    },
  ],
});
