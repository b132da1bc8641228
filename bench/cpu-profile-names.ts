// Names the nodes of a CDP CPU profile by the original sources: each call frame of the build's
// `/assets/*.js` is mapped through its source map in `dist`. Shared by bench/profile-start.ts and
// bench/profile-tap.ts.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}
export interface FrameName {
  /** `function@original-source:line`, or the profiler's own bucket ('(idle)', '(program)'). */
  fn: string;
  /** The original source (`src/…` or a package's path), or the bucket. */
  source: string;
}

/** A function that names a node of `profile` (cached), `base` being the page's origin. */
export function profileNamer(
  profile: CpuProfile,
  base: string,
  dist: string,
): (id: number) => Promise<FrameName> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const consumers = new Map<string, SourceMapConsumer | undefined>();
  async function consumerFor(url: string): Promise<SourceMapConsumer | undefined> {
    if (!consumers.has(url)) {
      const file = url.match(/\/assets\/([^?]+\.js)$/)?.[1];
      const map = file && path.join(dist, 'assets', `${file}.map`);
      consumers.set(
        url,
        map && fs.existsSync(map)
          ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')))
          : undefined,
      );
    }
    return consumers.get(url);
  }
  const shortSource = (source: string) =>
    source.replace(/.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
  const names = new Map<number, FrameName>();
  return async function nameOf(id: number): Promise<FrameName> {
    const known = names.get(id);
    if (known) return known;
    const frame = (nodes.get(id) as ProfileNode).callFrame;
    let named = { fn: frame.functionName || '(anonymous)', source: frame.url.replace(base, '') };
    if (!frame.url) {
      // The profiler's own buckets are named in parentheses already: '(idle)', '(program)'.
      const fn = /^\(.*\)$/.test(frame.functionName)
        ? frame.functionName
        : `(${frame.functionName || 'program'})`;
      named = { fn, source: fn };
    }
    const consumer = frame.url ? await consumerFor(frame.url) : undefined;
    if (consumer && frame.lineNumber >= 0) {
      const at = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (at.source) {
        const source = shortSource(at.source);
        named = { fn: `${at.name ?? named.fn}@${source}:${at.line}`, source };
      }
    }
    names.set(id, named);
    return named;
  };
}

/** A package as one line; the app's own sources file by file. */
export const sourceGroup = (source: string) =>
  source.startsWith('src/') ? source : source.replace(/^((@[\w-]+\/)?[\w-]+)\/.*/, '$1');
