// How a server-rendered page carries its stylesheets: each built file's text inside a <style>
// named by the file's address (data-href), so the page is styled from its first paint with no
// stylesheet request. Written by the server (server/ssr/page-html.ts); read back by the service
// worker, which keeps each one as the file it is (sw/sw.ts): a screen drawn later in the shell,
// offline (a unit page opened from a search, then reloaded), asks for those files by address, and
// a visitor's browser never downloaded them.
import { escapeAttribute, unescapeAttribute } from './html-escape.ts';

/**
 * A stylesheet's text inside <style> (only '</style' could end it early), named by its address.
 * Vite's chunk loader adds a screen's stylesheet unless it finds a stylesheet link of that address,
 * and that would make the screen's code wait for a download of styles the page already has (and
 * restyle the whole page when it came): public/boot.js puts a disabled link of each address before
 * its <style>. Not the server: Chromium 150 fetches a disabled stylesheet link that comes in the
 * HTML (one it is given by script it does not), so every inlined stylesheet was downloaded again.
 */
export const styleElement = (file: string, css: string) =>
  `<style data-href="/${escapeAttribute(file)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;

const STYLE_ELEMENT = /<style data-href="([^"]*)">([\s\S]*?)<\/style>/g;

/** Each inlined stylesheet of a page: its address (as '/assets/x.css') and its text as built. */
export function stylesheetsInPage(html: string): { href: string; css: string }[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(([, href = '', css = '']) => ({
    href: unescapeAttribute(href),
    css: css.replace(/<\\\/style/g, '</style'),
  }));
}
