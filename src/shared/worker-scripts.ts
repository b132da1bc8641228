// Which of the build's files start a worker. A worker takes its Content-Security-Policy (and
// referrer policy) from its own script's answer, so the server sends those headers with these
// files as it does with a page, and leaves them off the files no browser runs as a document or a
// worker (server/http/security-headers.ts).

/** The file names the build gives a worker's entry (vite.config.ts, `worker.rolldownOptions`). */
export const WORKER_ENTRY_FILE_NAMES = 'assets/worker-[name]-[hash].js';

/** The service worker, or a worker entry of the build. */
export const isWorkerScript = (path: string): boolean =>
  path === '/sw.js' || /^\/assets\/worker-[\w-]+\.js$/.test(path);
