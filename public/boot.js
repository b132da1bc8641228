// Starts the app on a server-rendered page once the browser has painted it: the app's code takes a
// few hundred milliseconds to run on a slow phone, and the page is readable before that. The code
// itself is already downloading (modulepreload), so only its run waits. The server writes the
// entry's address into data-entry (server/ssr/page-html.ts).
const script = document.querySelector('script[data-entry]');
const entry = script && script.getAttribute('data-entry');
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
};
// After the next frame's paint; a hidden tab gets no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);

// A press of a button or a form sent before the app has taken over the page would be lost (the
// buttons have no handlers yet, and a form would be sent by the browser, leaving the page). The
// last one is kept here and pressed again once the page is hydrated (src/app/early-press.ts), with
// the key that pressed it, if a key did: a menu opened from the keyboard puts focus on its items.
const early = { target: null, key: null };
window.__tokaasEarly = early;
const live = () => window.__tokaasEarly === early;
let lastKey = null;
addEventListener(
  'keydown',
  (event) => {
    if (live()) lastKey = event.key === 'Enter' || event.key === ' ' ? { target: event.target, key: event.key } : null;
  },
  true,
);
addEventListener(
  'click',
  (event) => {
    const button = live() && event.target instanceof Element && event.target.closest('button');
    if (!button || button.type !== 'button') return;
    early.target = button;
    // A click the keyboard made has no pointer behind it (detail 0).
    early.key = event.detail === 0 && lastKey && lastKey.target === button ? lastKey.key : null;
  },
  true,
);
addEventListener(
  'submit',
  (event) => {
    if (!live()) return;
    event.preventDefault();
    early.target = event.target;
    early.key = null;
  },
  true,
);
