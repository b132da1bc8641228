// A resident page as it was last drawn on this device, so that an offline start shows it at once
// rather than after the app's code has run: the service worker writes it into the offline shell
// when the rows it was drawn from are still exactly the mirror's (sw/offline-page.ts), and the app
// takes its place once its own screen is drawn (snapshot-takeover.ts). Shared by the page and the
// service worker: no React, no DOM.
import { escapeAttribute, escapeText } from './html-escape.ts';

/** The element of the offline shell that holds the snapshot, just before #root. */
export const SNAPSHOT_ELEMENT_ID = 'app-snapshot';

/**
 * No schema: only this app's page writes it (data/keep-snapshot.ts), and a snapshot is used only
 * when the build that wrote it is the reader's own (fromBuild), so its shape is the reader's too.
 */
export interface PageSnapshot {
  /** #root's markup as drawn. */
  html: string;
  /** <html>'s custom properties, as a style attribute (the top bar's height the shell publishes). */
  rootStyle: string;
  title: string;
  /** The page's stylesheets by address: a screen's own arrive with its chunk, not in the shell. */
  stylesheets: string[];
  /** The build that drew it (its entry's address): another build's markup may differ. */
  build: string;
  /** The rows it was drawn from, as JSON: it is shown only while the mirror holds exactly these. */
  rows: string;
}

/** A kept value as a snapshot, when the build `isCurrent` wrote it. */
export function fromBuild(value: unknown, isCurrent: (build: string) => boolean): PageSnapshot | undefined {
  const build = (value as { build?: unknown } | null)?.build;
  return typeof build === 'string' && isCurrent(build) ? (value as PageSnapshot) : undefined;
}

/** Where a page's snapshot is kept: the `cache` table, a resident table cleared on sign-out. */
export const snapshotKey = (path: string) => `snapshot:${path}`;

/**
 * The offline shell with the snapshot drawn in it: an inert copy before #root (which the app's CSS
 * keeps invisible beside it), its title, the stylesheets it needs and <html>'s custom properties.
 * The shell unchanged when it has no #root.
 */
export function withSnapshot(shell: string, snapshot: PageSnapshot): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) return shell;
  const links = snapshot.stylesheets
    .filter((href) => !shell.includes(`href="${escapeAttribute(href)}"`))
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(snapshot.title)}</title>`)
    .replace(/<html\b([^>]*)>/, (_, attributes: string) =>
      snapshot.rootStyle
        ? `<html${attributes} style="${escapeAttribute(snapshot.rootStyle)}">`
        : `<html${attributes}>`,
    )
    .replace('</head>', () => `${links}</head>`)
    .replace(root, () => `<div id="${SNAPSHOT_ELEMENT_ID}" inert>${snapshot.html}</div>${root}`);
}

/**
 * This build, by the address of the chunk holding this module (one of the build's hashed files,
 * all precached): a snapshot says which build drew it, and only that build's worker uses it.
 */
export const BUILD = import.meta.url;
