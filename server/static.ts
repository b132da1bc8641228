// Serves the built app (dist/) and seeded media. Hashed assets are immutable; the shell,
// the service worker and the manifest are revalidated so a deploy is seen at once.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const API_PREFIXES = [
  '/api/',
  '/auth/',
  '/user/',
  '/city/',
  '/enterprise/',
  '/contract/',
  '/contact/',
  '/media/',
];

export function staticRoutes(mediaDir: string, staticDir?: string) {
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
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_p, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    return serveStatic({ root, onFound: (_p, ctx) => ctx.header('cache-control', 'no-cache') })(c, next);
  });
  // Client-side routes: any other GET that wants HTML gets the app shell.
  // Re-read when the file changes, so a build published next to a running server is served at once.
  const shellFile = path.join(staticDir, 'index.html');
  let shell = { mtimeMs: -1, html: '' };
  app.get('*', async (c, next) => {
    if (API_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    const { mtimeMs } = await fs.promises.stat(shellFile);
    if (mtimeMs !== shell.mtimeMs) shell = { mtimeMs, html: await fs.promises.readFile(shellFile, 'utf8') };
    c.header('cache-control', 'no-cache');
    return c.html(shell.html);
  });
  return app;
}
