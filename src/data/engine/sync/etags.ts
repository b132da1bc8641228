// The ETag of each resource as the mirror last took it from the server, so the next full pull can
// ask "changed since?" and keep its rows on a 304 (server/http/conditional-get.ts). Kept in the
// `cache` table, a resident table: a sign-out or a 401 clears the tags with the rows they vouch
// for, and every tag names its user. A tag only vouches for the rows exactly as the pull wrote
// them: it is stored with a fingerprint of those rows, and any local write since (an optimistic
// change, its rollback, a pending change re-applied, from any context) makes it unusable, so the
// next pull reads that answer whole.
import type { TokaasDatabase } from '../db.ts';
import { hasPending } from '../outbox/load-runtime.ts';
import type { ResourceName } from './resource-names.ts';

const etagKey = (resource: ResourceName) => `etag:${resource}`;

interface StoredEtag {
  etag: string;
  /** The resource's rows right after the pull wrote them. */
  rows: string;
}

/** cyrb53: a 53-bit string hash. Not a defence against anyone: it only tells rows that changed. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Each resource's rows live in the table of its name (resources.ts); the profile is the one row. */
async function rowsFingerprint(db: TokaasDatabase, userId: number, resource: ResourceName) {
  const rows =
    resource === 'profile'
      ? await db.profile.toArray()
      : await db.table(resource).where('userId').equals(userId).toArray();
  return `${rows.length}:${hash53(JSON.stringify(rows))}`;
}

/** The tags still good for this user's mirror, by resource. */
export async function usableEtags(
  db: TokaasDatabase,
  userId: number,
  resources: readonly ResourceName[],
): Promise<Map<ResourceName, string>> {
  const usable = new Map<ResourceName, string>();
  // Pending changes are re-applied on top of the rows a pull writes: the mirror is not the answer.
  if (await hasPending(db, userId)) return usable;
  const rows = await db.cache.bulkGet(resources.map(etagKey));
  for (const [index, row] of rows.entries()) {
    const resource = resources[index];
    const stored = row?.value as StoredEtag | undefined;
    if (!resource || !row || row.userId !== userId || typeof stored?.etag !== 'string') continue;
    if (stored.rows === (await rowsFingerprint(db, userId, resource))) usable.set(resource, stored.etag);
  }
  return usable;
}

/** Call inside the pull's transaction (it includes 'cache'), right after the resource's rows were
 * written and before anything is re-applied on them. No tag (a server that sends none) forgets the
 * old one. */
export async function storeEtag(
  db: TokaasDatabase,
  userId: number,
  resource: ResourceName,
  etag: string | null,
): Promise<void> {
  if (!etag) {
    await db.cache.delete(etagKey(resource));
    return;
  }
  const value: StoredEtag = { etag, rows: await rowsFingerprint(db, userId, resource) };
  await db.cache.put({ key: etagKey(resource), userId, value, at: Date.now() });
}
