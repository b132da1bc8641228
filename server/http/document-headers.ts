// The security headers only a page or a worker reads, left off the files that are never one.
// `secureHeaders` (server/app.ts) puts its whole set on every answer: ~0.7 KB of the ~1 KB of
// headers each script, stylesheet, photo and font carried, more than the body of most of the
// app's chunks. A first visit makes ~40 such requests (issue 32: bytes on a phone's data plan).
// A script or stylesheet loaded by a page, a photo or a font runs under the page's policy, never
// its own, so a CSP, framing or opener policy on it guards nothing. What a subresource does read
// stays: nosniff, Cross-Origin-Resource-Policy, and a stylesheet's referrer policy (it sets the
// Referer of the fonts and images it asks for). HTML, SVG, JSON and any other type a browser may
// open as a document keep every header, and so do the worker scripts (src/shared/worker-scripts.ts).
import type { MiddlewareHandler } from 'hono';
import { isWorkerScript } from '../../src/shared/worker-scripts.ts';

const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Types a browser runs or draws inside a page, never as a page of their own. */
const SUBRESOURCE_TYPE =
  /^(text\/css|text\/javascript|application\/javascript|image\/(png|jpeg|webp|avif|gif)|font\/)/;

/** Registered before `secureHeaders`, so it sees the answer with that middleware's headers set. */
export const documentHeadersOnDocuments: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (!SUBRESOURCE_TYPE.test(type) || isWorkerScript(c.req.path)) return;
  for (const name of DOCUMENT_ONLY) c.res.headers.delete(name);
  if (!type.startsWith('text/css')) c.res.headers.delete('referrer-policy');
};
