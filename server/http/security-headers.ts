// The security headers each kind of answer needs, no more. `secureHeaders` (server/app.ts) puts
// a page's whole set on every answer: ~0.7 KB of the ~1 KB of headers each script, stylesheet,
// photo and JSON answer carried, more than the body of most of the app's chunks and of many API
// answers (issue 32: bytes on a phone's data plan; a first visit makes ~40 such requests).
// - A script or stylesheet loaded by a page, a photo or a font runs under the page's policy, never
//   its own: a CSP, framing or opener policy on it guards nothing. It keeps what a subresource
//   reads: nosniff, Cross-Origin-Resource-Policy, and a stylesheet its referrer policy (it sets
//   the Referer of the fonts and images it asks for).
// - A JSON answer gets the API's set (OWASP REST Security Cheat Sheet): a CSP that lets nothing
//   load or run and no one frame it, X-Frame-Options, nosniff, CORP. Stricter than the page's CSP.
// - A 304 (a file revalidated: /sw.js at every start, the shell, an icon) carries only what
//   describes the stored copy (RFC 9110 §15.4.5), as conditional-get.ts's do: the browser keeps
//   the headers the copy came with.
// HTML, SVG and every other type a browser may open as a page keep the whole set, and so do the
// worker scripts (src/shared/worker-scripts.ts): a worker reads its CSP from its own script.
import type { MiddlewareHandler } from 'hono';
import { isWorkerScript } from '../../src/shared/worker-scripts.ts';
import { NOT_MODIFIED_FIELDS } from './conditional-get.ts';

/** Read by a page (or a worker) made from the answer, by nothing else. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** HSTS too: it is the host's, and a 304 is an answer over TLS like any other. */
const NOT_MODIFIED_KEPT = [...NOT_MODIFIED_FIELDS, 'strict-transport-security'];

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Types a browser runs or draws inside a page, never as a page of their own. */
const SUBRESOURCE_TYPE =
  /^(text\/css|text\/javascript|application\/javascript|image\/(png|jpeg|webp|avif|gif)|font\/)/;
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/;

/** Registered before `secureHeaders`, so it sees the answer with that middleware's headers set. */
export const securityHeadersByKind: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (c.res.status === 304) {
    const extra = [...headers.keys()].filter((name) => !NOT_MODIFIED_KEPT.includes(name));
    for (const name of extra) headers.delete(name);
    return;
  }
  const type = headers.get('content-type') ?? '';
  if (JSON_TYPE.test(type)) {
    for (const name of DOCUMENT_ONLY) headers.delete(name);
    headers.set('content-security-policy', API_CSP);
  } else if (SUBRESOURCE_TYPE.test(type) && !isWorkerScript(c.req.path)) {
    const referrer = headers.get('referrer-policy');
    for (const name of [...DOCUMENT_ONLY, 'content-security-policy', 'x-frame-options']) headers.delete(name);
    if (referrer && type.startsWith('text/css')) headers.set('referrer-policy', referrer);
  }
};
