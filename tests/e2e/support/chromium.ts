// How every test and bench launches Debian's Chromium.
//
// Chromium 156's headless browser builds its omnibox popups (the address bar's WebUI: the
// suggestions and "AI mode" pages) for each new window: about 200 requests and ~1 s of renderer
// main-thread work per page opened, on a machine of two cores. Nobody sees them in a headless test,
// but they compete with the page under test, and Lighthouse's CPU figures grew by several times
// with them (a static page's TBT at 12×: 68–208 ms, and 0 ms without). Chromium merges repeated
// --disable-features switches, so Playwright's and chrome-launcher's own lists still apply.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const NO_OMNIBOX_WEBUI =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup';

/** The bench's and its tools' launch switches (the tests' are in playwright.config.ts). */
export const BENCH_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  NO_OMNIBOX_WEBUI,
];
