import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadScreen, serverRenderedScreen } from './app/routes.tsx';
import { restoreSession } from './data/session.ts';
import { markHydrated, whenHydrated } from './first-paint/hydration.ts';
import { keepEmbeddedAnswers } from './first-paint/keep-embedded-answers.ts';
import { replayEarlyPress, replayEarlyTyping, takeEarlyPress } from './first-paint/replay-early-input.ts';
import { SERVER_DATA_ID, type ServerData, setServerData } from './first-paint/server-data.ts';
import { limitSnapshot } from './first-paint/snapshot-takeover.ts';
import { whenHandedOver } from './ui/deferred-handoffs.ts';
import './ui/global.css';

// Before the first render, not in an effect after it: the device's session read (an IndexedDB
// open) overlaps rendering the shell, and the resident area opens sooner, offline too. On a
// server-rendered page the session is applied right after hydration (useSession's server snapshot).
void restoreSession();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

interface ServerPage {
  /** What the screens start from (server-data.ts). The API's answers are scripts of their own. */
  data: ServerData;
}

/** What the server rendered the page with, when the page came server-rendered. */
function readServerPage(): ServerPage | undefined {
  const script = document.getElementById(SERVER_DATA_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as ServerPage;
  } catch (error) {
    console.warn('[ssr] dados da página ilegíveis', error);
    return undefined;
  }
}

function start(root: HTMLElement): void {
  const served = readServerPage();
  const screen = serverRenderedScreen(window.location.pathname);
  if (!served || !screen || !root.firstElementChild) {
    // The plain shell (other routes, or offline from the service worker's cache, maybe with a
    // snapshot of the page beside #root: src/shared/page-snapshot.ts).
    limitSnapshot();
    const early = takeEarlyPress();
    root.replaceChildren();
    // Its fields are gone: this only stops boot.js keeping what is typed.
    replayEarlyTyping(early);
    markHydrated();
    // In a transition, like the hydration below: the first render yields to the browser every few
    // milliseconds instead of one long task (the snapshot, or the shell, shows meanwhile).
    startTransition(() => createRoot(root).render(app));
    return;
  }
  setServerData(served.data);
  keepEmbeddedAnswers();
  // The screen's code first, so hydration draws the screen, not its skeleton. In a transition,
  // hydration yields to the browser every few milliseconds instead of blocking until it is done.
  void preloadScreen(screen)
    .catch(() => {})
    .then(() =>
      startTransition(() => {
        // From here React replays what is pressed during hydration; a press before is kept.
        const early = takeEarlyPress();
        whenHydrated(() => {
          // A search pressed after typing its dates is sent once the dates are in the real field.
          if (replayEarlyTyping(early)) void whenHandedOver().then(() => replayEarlyPress(early));
          else replayEarlyPress(early);
        });
        hydrateRoot(root, app, {
          onRecoverableError: (error, info) =>
            console.error('[ssr] erro recuperável na hidratação', error, info.componentStack),
        });
      }),
    );
}

const root = document.getElementById('root');
if (root) start(root);
