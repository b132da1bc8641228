// Serves the built app (dist/) and seeded media. Hashed assets are immutable; the shell,
// the service worker and the manifest are revalidated so a deploy is seen at once. The public
// pages people arrive on are server-rendered into the shell when the SSR build is there
// (ssr/renderer.ts); every other page, and any failure, gets the plain shell.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './context.ts';
import { errorAnswer } from './http/errors.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

import { isApiPath } from '../src/api/server-paths.ts';
import { type Api, pageRendererFor } from './ssr/renderer.ts';

/**
 * A rendered page compressed for browsers that accept it: a search page carries its first 24
 * units (markup and data, ~150 KB), ~15 KB in brotli. Fast settings: it is compressed per request.
 */
async function sendHtml(c: Context<AppEnv>, html: string, status: 200 | 404): Promise<Response> {
  const accept = c.req.header('accept-encoding') ?? '';
  c.header('vary', 'accept-encoding', { append: true });
  c.header('content-type', 'text/html; charset=UTF-8');
  if (/\bbr\b/.test(accept)) {
    c.header('content-encoding', 'br');
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return c.body(new Uint8Array(body), status);
  }
  if (/\bgzip\b/.test(accept)) {
    c.header('content-encoding', 'gzip');
    return c.body(new Uint8Array(await gzip(html, { level: 6 })), status);
  }
  return c.body(html, status);
}

export interface StaticOptions {
  /** The server render's build; `${staticDir}-ssr` (dist-ssr/ beside dist/) when not given. */
  ssrDir?: string | undefined;
  /** The API in-process, for the answers a server-rendered page is drawn with. */
  api?: Api | undefined;
}

export function staticRoutes(mediaDir: string, staticDir?: string, options: StaticOptions = {}) {
  const app = new Hono<AppEnv>();
  const relative = (dir: string) => path.relative(process.cwd(), dir) || '.';

  app.use(
    '/media/*',
    serveStatic({
      root: relative(mediaDir),
      rewriteRequestPath: (p) => p.replace(/^\/media/, ''),
      onFound: (_p, c) => c.header('cache-control', 'public, max-age=604800'),
    }),
  );
  if (!staticDir || !fs.existsSync(path.join(staticDir, 'index.html'))) return app;

  const root = relative(staticDir);
  // The build manifest is for the server render, not for visitors.
  app.use('/.vite/*', async (c) => c.json(errorAnswer(404, 'Rota não encontrada.'), 404));
  app.use(
    '/assets/*',
    serveStatic({
      root,
      // The build writes .br and .gz copies of scripts and stylesheets (vite-compress-plugin.ts).
      precompressed: true,
      onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  // Client-side routes: any other GET that wants HTML gets the app shell.
  // Re-read when the file changes, so a build published next to a running server is served at once.
  const shellFile = path.join(staticDir, 'index.html');
  let shell = { mtimeMs: -1, html: '' };
  const readShell = async () => {
    const { mtimeMs } = await fs.promises.stat(shellFile);
    if (mtimeMs !== shell.mtimeMs) shell = { mtimeMs, html: await fs.promises.readFile(shellFile, 'utf8') };
    return shell.html;
  };
  const wantsHtml = (accept: string | undefined) => (accept ?? '').includes('text/html');

  const renderer = options.api
    ? pageRendererFor({ staticDir, ssrDir: options.ssrDir ?? `${staticDir}-ssr`, api: options.api })
    : undefined;
  if (renderer) {
    // Before the static files: '/' would otherwise be answered with index.html as it is. The
    // service worker precaches '/index.html' itself, so its offline shell is never a rendered page.
    app.get('*', async (c, next) => {
      if (isApiPath(c.req.path)) return next();
      if (!wantsHtml(c.req.header('accept'))) return next();
      const url = new URL(c.req.url);
      const page = await renderer.render(`${url.pathname}${url.search}`, await readShell());
      if (!page) return next();
      c.header('cache-control', 'no-cache');
      return sendHtml(c, page.html, page.status);
    });
  }

  // Root files are revalidated on every use (no-cache): with an ETag an unchanged one costs a 304,
  // not its body. The browser checks /sw.js for an update at each start and again on a navigation
  // (~38 KB gzip each time, issue 32).
  const rootEtag = etag();
  app.use('*', async (c, next) => (isApiPath(c.req.path) ? next() : rootEtag(c, next)));
  app.use('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    // sw.js has .br and .gz copies too (vite-precache-plugin.ts); other root files are served as they are.
    return serveStatic({
      root,
      precompressed: true,
      onFound: (_p, ctx) => ctx.header('cache-control', 'no-cache'),
    })(c, next);
  });
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) return next();
    if (!wantsHtml(c.req.header('accept'))) return next();
    const html = await readShell();
    c.header('cache-control', 'no-cache');
    return c.html(html);
  });
  return app;
}
