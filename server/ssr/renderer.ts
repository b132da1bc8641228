// Server rendering of the public pages ('/', '/buscar', '/apartamento/{id}'): loads the render
// built into the SSR directory (dist-ssr/, never served) and the app's build manifest, and turns a
// request into a full page. Anything that goes wrong — no SSR build, a render or an answer that
// throws, a slow database — gives undefined, and the caller serves the plain shell as before: the
// client then renders the page itself, so a visitor never sees a 500 or a blank page.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Api, RenderedPage, ServerEntry } from '../../src/shared/rendered-page.ts';
import { composePage, type Manifest, routeAssets } from './page-html.ts';

export type { Api };

export interface PageRenderer {
  /** The page for `url` (path and query) around `shell`, or undefined to serve the shell. */
  render(url: string, shell: string): Promise<{ html: string; status: 200 | 404 } | undefined>;
}

/**
 * Past this (the answers and the render, not loading the build) the page is served without the
 * render: the client draws it, as without SSR.
 */
const RENDER_BUDGET_MS = 5_000;

/** Re-read when the file changes, as the shell is: a build published next to a running server. */
function watched<T>(file: string, read: (file: string, mtimeMs: number) => Promise<T>) {
  let cached: { mtimeMs: number; value: Promise<T> } | undefined;
  return async (): Promise<T> => {
    const { mtimeMs } = await fs.promises.stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: read(file, mtimeMs) };
    return cached.value;
  };
}

export function createPageRenderer(options: { staticDir: string; ssrDir: string; api: Api }): PageRenderer {
  const entryFile = path.join(options.ssrDir, 'entry-server.js');
  const entry = watched<ServerEntry>(
    entryFile,
    // The query makes Node load the new build instead of its cached module.
    (file, mtimeMs) => import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<ServerEntry>,
  );
  const manifest = watched<Manifest>(
    path.join(options.staticDir, '.vite', 'manifest.json'),
    async (file) => JSON.parse(await fs.promises.readFile(file, 'utf8')) as Manifest,
  );

  // Built stylesheets, by file: their names carry their content's hash, so they never change.
  const stylesheets = new Map<string, string>();
  const readStylesheets = async (page: RenderedPage, chunks: Manifest, shell: string) => {
    const shellCss = [...shell.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g)].map(
      (m) => m[1] as string,
    );
    const files = [...shellCss, ...routeAssets(page, chunks, shell).css];
    await Promise.all(
      files
        .filter((file) => !stylesheets.has(file))
        .map(async (file) => {
          const resolved = path.resolve(options.staticDir, file);
          if (!resolved.startsWith(path.resolve(options.staticDir) + path.sep))
            throw new Error(`fora do build: ${file}`);
          stylesheets.set(file, await fs.promises.readFile(resolved, 'utf8'));
        }),
    );
  };

  // Loaded now, not on the first visitor's request (the render is a few MB of JavaScript).
  void entry().catch(() => {});

  return {
    async render(url, shell) {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        // Loading the render (once per build, started with the server) is not the page's time.
        const [server, chunks] = await Promise.all([entry(), manifest()]);
        const work = (async () => {
          const page = await server.renderPage(url, options.api);
          if (!page) return undefined;
          await readStylesheets(page, chunks, shell);
          const html = composePage(
            shell,
            page,
            chunks,
            server.SERVER_DATA_ID,
            (file) => stylesheets.get(file) ?? '',
          );
          return html === undefined ? undefined : { html, status: page.status };
        })();
        const late = new Promise<undefined>((resolve) => {
          timer = setTimeout(() => {
            console.warn(`[ssr] ${url}: mais de ${RENDER_BUDGET_MS} ms, página sem renderização`);
            resolve(undefined);
          }, RENDER_BUDGET_MS);
        });
        return await Promise.race([work, late]);
      } catch (error) {
        console.error(
          `[ssr] ${url}: falhou em ${Math.round(performance.now() - started)} ms, página sem renderização`,
          error,
        );
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** A renderer when the SSR build is there, otherwise none (the shell is served as before SSR). */
export function pageRendererFor(options: {
  staticDir: string;
  ssrDir: string;
  api: Api;
}): PageRenderer | undefined {
  return fs.existsSync(path.join(options.ssrDir, 'entry-server.js'))
    ? createPageRenderer(options)
    : undefined;
}
