// @ts-check
// Starts the app on a server-rendered page once the browser has painted it: the app's code takes a
// few hundred milliseconds to run on a slow phone, and the page, with its photo, is readable before
// that. Its download starts then too, so that the markup and the photo have a slow connection to
// themselves until the first paint. The server writes the entry's address into data-entry and the
// chunks the page needs before its first render into data-preload (server/ssr/page-html.ts): they
// are preloaded side by side, not found one after the other as the entry runs.
const script = document.querySelector('script[data-entry]');
const entry = script?.getAttribute('data-entry');
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  const links = (script?.getAttribute('data-preload') || '')
    .split(' ')
    .filter(Boolean)
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  if (links.length) document.head.insertAdjacentHTML('beforeend', links.join(''));
  import(entry);
};
// Each stylesheet the server inlined (<style data-href>) gets a disabled link of its address, which
// Vite's chunk loader looks for before adding a screen's stylesheet: without it the styles the page
// already has would be downloaded again. Made here, not in the HTML: a disabled link given by
// script is not fetched, one in the HTML is (Chromium 150).
for (const style of document.querySelectorAll('style[data-href]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.disabled = true;
  link.setAttribute('href', style.getAttribute('data-href') || '');
  style.before(link);
}

// After the next frame's paint; a hidden tab gets no frames, so a timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 500);

// A press of a button or a form sent before the app has taken over the page would be lost (the
// buttons have no handlers yet, and a form would be sent by the browser, leaving the page). The
// last one is kept here and pressed again once the page is hydrated (src/first-paint/replay-early-input.ts), with
// the key that pressed it, if a key did: a menu opened from the keyboard puts focus on its items.
// Characters, Backspace and Delete typed on a date field's stand-in segments ([data-keep-typing],
// editable so that a phone raises its keyboard) are kept too, in order, until the page is hydrated (keepTyping), and
// typed again before the press: the segments must not change before React has taken them over,
// nor React hear of them halfway, and a search sent must carry its dates.
/** @type {import('../src/first-paint/early-press-state.ts').EarlyPress} */
const early = { target: null, key: null, typed: [], keepTyping: true };
window.__tokaasEarly = early;
const live = () => window.__tokaasEarly === early;
/** @type {{ target: EventTarget | null, key: string } | null} */
let lastKey = null;
/**
 * Keeps `text` typed, or the deletion `key` pressed, on a stand-in segment; true when the event was
 * on one (and is stopped).
 * @param {Event} event
 * @param {{ text: string } | { key: 'Backspace' | 'Delete' }} input
 */
const keepTyped = (event, input) => {
  const segment =
    early.keepTyping && event.target instanceof Element && event.target.closest('[data-keep-typing]');
  if (!segment) return false;
  event.preventDefault();
  event.stopImmediatePropagation();
  if ('key' in input || input.text) early.typed.push({ target: segment, ...input });
  return true;
};
addEventListener(
  'keydown',
  (event) => {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
    if (plain && event.key.length === 1 && keepTyped(event, { text: event.key })) return;
    const deletion = event.key === 'Backspace' || event.key === 'Delete' ? event.key : null;
    if (plain && deletion && keepTyped(event, { key: deletion })) return;
    if (!live()) return;
    lastKey = event.key === 'Enter' || event.key === ' ' ? { target: event.target, key: event.key } : null;
  },
  true,
);
// Typed before this ran, characters went into the editable segment itself: they are taken out (the
// markup must be the server's for hydration) and kept as if typed now, from that segment.
for (const segment of document.querySelectorAll('[data-keep-typing]')) {
  const drawn = segment.getAttribute('data-keep-typing') || '';
  const now = segment.textContent || '';
  if (now === drawn) continue;
  let start = 0;
  let end = 0;
  while (start < drawn.length && now[start] === drawn[start]) start++;
  while (end < drawn.length - start && now.at(-1 - end) === drawn.at(-1 - end)) end++;
  const text = now.slice(start, now.length - end);
  segment.textContent = drawn;
  if (text) early.typed.push({ target: segment, text });
}
// Phones' keyboards send text and deletions without a key (key 'Unidentified'); a deletion a date
// segment takes is kept as its key (react-aria's useDateSegment), any other edit (a word deleted, a
// paste) is stopped.
/** @type {Partial<Record<string, 'Backspace' | 'Delete'>>} */
const DELETIONS = { deleteContentBackward: 'Backspace', deleteContentForward: 'Delete' };
addEventListener(
  'beforeinput',
  (event) => {
    const key = DELETIONS[event.inputType];
    keepTyped(event, key ? { key } : { text: event.data || '' });
  },
  true,
);
// An area the app opens on a click of its own ([data-early-press]: a card's photo opens its unit) is
// kept the same way; a link inside it is left to the browser.
/**
 * @param {EventTarget | null} target
 * @returns {HTMLElement | null}
 */
const pressableAt = (target) => {
  const pressed = target instanceof Element ? target.closest('button, a, [data-early-press]') : null;
  if (!(pressed instanceof HTMLElement) || pressed.tagName === 'A') return null;
  if (pressed instanceof HTMLButtonElement && pressed.type !== 'button') return null;
  return pressed;
};
// A press whose pointer went down before the app took the page over and came up after: the app
// never saw it begin, and react-aria's buttons take a click without its pointerdown for nothing. That
// click is given as a virtual one (detail 0) instead, which they and plain buttons both take, once.
/** @type {HTMLElement | null} */
let downBefore = null;
addEventListener(
  'pointerdown',
  (event) => {
    downBefore = live() ? pressableAt(event.target) : null;
  },
  true,
);
addEventListener(
  'click',
  (event) => {
    const pressed = pressableAt(event.target);
    if (!pressed) return;
    if (!live()) {
      if (pressed !== downBefore || event.detail === 0) return;
      downBefore = null;
      event.stopImmediatePropagation();
      pressed.click();
      return;
    }
    early.target = pressed;
    // A click the keyboard made has no pointer behind it (detail 0).
    early.key = event.detail === 0 && lastKey && lastKey.target === pressed ? lastKey.key : null;
  },
  true,
);
addEventListener(
  'submit',
  (event) => {
    // Once hydration has started the app sends forms itself, but not ahead of dates kept here.
    const afterTyping = early.keepTyping && early.typed.length > 0;
    if (!live() && !afterTyping) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.target = event.target instanceof Element ? event.target : null;
    early.key = null;
  },
  true,
);
