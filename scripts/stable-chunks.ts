// A release that changes one screen must rename that screen's chunk and the small root only
// (issue 32). The root (the entry) names every screen's chunk; a chunk that imports the root names
// it by its hashed name, so it would be renamed on every release, and every chunk that imports it
// in turn. vite.config.ts keeps the root out of what the chunks import; this check, run on each
// build's manifest, says so when a change brings such an import back.
import type { ViteManifest } from './precache-split.ts';

/** The chunks (manifest keys) that import an entry statically, which no chunk should. */
export function chunksImportingTheEntry(manifest: ViteManifest): string[] {
  const entries = new Set(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isEntry)
      .map(([key]) => key),
  );
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.imports?.some((key) => entries.has(key)))
    .map(([key]) => key);
}
