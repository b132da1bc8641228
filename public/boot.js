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
