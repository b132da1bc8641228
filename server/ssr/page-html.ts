// Puts a server render into the app's index.html: the shell's and the route's stylesheets inlined
// (from the build manifest: the page is styled from its first paint, no layout moves, and no
// stylesheet request holds the first paint back on a slow connection), a preload of its largest
// photo, the list of chunks public/boot.js preloads after the first paint, its title, the markup in
// #root, the data it was rendered with and the API's answers it came from (src/shared/embedded-answers.ts).
import { answerScript } from '../../src/shared/embedded-answers.ts';
import { escapeAttribute, escapeText, unescapeAttribute } from '../../src/shared/html-escape.ts';
import { styleElement } from '../../src/shared/inlined-stylesheets.ts';
import type { RenderedPage } from '../../src/shared/rendered-page.ts';

/** The parts of vite's build manifest read here. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * JSON that can sit inside a <script>: no '<' (so no '</script>' or '<!--'), no '>' or '&', and no
 * U+2028/U+2029; JSON.parse reads the \u escapes back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The chunk of `key` and every chunk it imports statically, each once. */
function staticChunks(manifest: Manifest, key: string): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return chunks;
}

/** The page's largest photo, with the <img>'s own srcset and sizes. */
export function imagePreload(image: NonNullable<RenderedPage['lcpImage']>): string {
  // As the shell did on the client: with a srcset, no href, or a browser without imagesrcset
  // would fetch the full photo besides the one it picks.
  const source = image.srcSet
    ? `imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="${escapeAttribute(image.sizes)}"`
    : `href="${escapeAttribute(image.href)}"`;
  return `<link rel="preload" as="image" ${source} fetchpriority="high">`;
}

/**
 * The markup without React's own preload of `image`: React writes one for an <img
 * fetchPriority="high">, which the page's head already preloads, earlier (imagePreload).
 */
export function withoutImagePreload(markup: string, image: RenderedPage['lcpImage']): string {
  if (!image) return markup;
  return markup.replace(/<link rel="preload" as="image"[^>]*>/g, (tag) => {
    const attribute = (name: string) => {
      const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
      return value === undefined ? undefined : unescapeAttribute(value);
    };
    const same = image.srcSet
      ? attribute('imageSrcSet') === image.srcSet && attribute('imageSizes') === image.sizes
      : attribute('href') === image.href;
    return same ? '' : tag;
  });
}

/** The route's stylesheets (files under the build directory) and chunks the shell lacks. */
export function routeAssets(page: RenderedPage, manifest: Manifest, shell: string) {
  const has = (file: string) => shell.includes(`/${file}"`);
  const chunks = staticChunks(manifest, page.screenModule);
  return {
    css: [...new Set(chunks.flatMap((c) => c.css ?? []))].filter((file) => !has(file)),
    modules: chunks.map((c) => c.file).filter((file) => !has(file)),
  };
}

/**
 * The shell with the rendered page in it (the data in a JSON script of id `dataId`); undefined when
 * the shell lacks the expected marks. Replacements are functions: the markup may hold '$&' and co.
 */
export function composePage(
  shell: string,
  page: RenderedPage,
  manifest: Manifest,
  dataId: string,
  /** A built stylesheet's text, by its file under the build directory (e.g. 'assets/x.css'). */
  stylesheet: (file: string) => string,
): string | undefined {
  const root = '<div id="root"></div>';
  const title = /<title>[^<]*<\/title>/;
  if (!shell.includes(root) || !shell.includes('</head>') || !title.test(shell)) return undefined;
  const { css, modules } = routeAssets(page, manifest, shell);
  let html = shell.replace(title, (tag) => {
    const text = page.title ? `<title>${escapeText(page.title)}</title>` : tag;
    // Right after the title, ahead of the scripts: the photo is the largest paint.
    return page.lcpImage ? `${text}\n    ${imagePreload(page.lcpImage)}` : text;
  });
  // The shell's own stylesheet links become <style> too.
  html = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_tag, file: string) =>
    styleElement(file, stylesheet(file)),
  );
  // The app's code is asked for, and run, after the first paint (public/boot.js): the markup and the
  // photo it shows have the connection to themselves until then, and are readable at once. The
  // shell's preloads (the entry's own imports) and the route's chunks go to boot.js as a list.
  const preloads: string[] = [];
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  preloads.push(...modules.map((file) => `/${file}`));
  html = html.replace(
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
    (_tag, src: string) =>
      `<script type="module" src="/boot.js" data-entry="${src}" data-preload="${escapeAttribute(preloads.join(' '))}"></script>`,
  );
  const tags = css.map((file) => styleElement(file, stylesheet(file)));
  html = html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
  const json = scriptSafeJson({ data: page.data });
  const data = `<script type="application/json" id="${escapeAttribute(dataId)}">${json}</script>`;
  const answers = Object.entries(page.answers).map(([path, body]) =>
    answerScript(path, scriptSafeJson(body)),
  );
  const markup = withoutImagePreload(page.html, page.lcpImage);
  return html.replace(root, () => [`<div id="root">${markup}</div>`, data, ...answers].join('\n    '));
}
