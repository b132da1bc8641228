// The embedded database accepts any user and password (PGlite checks none), so only this user may
// reach it: a unix socket in a 0700 directory, not a TCP port; and its data directory is 0700, with
// nothing in it readable or writable by anyone else.
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { connect } from '../../server/db/connect.ts';
import { startEmbeddedDatabase } from '../../server/db/embedded.ts';

const mode = async (file: string) => (await stat(file)).mode & 0o777;

it('listens on a unix socket only this user can open, and keeps its files in a 0700 directory', async () => {
  const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'tokaas-embedded-')), 'data');
  const embedded = await startEmbeddedDatabase(dataDir);
  const db = connect(embedded.url, { maxConnections: 1 });
  try {
    const socketDir = new URL(embedded.url).searchParams.get('host') as string;
    expect(socketDir.startsWith(os.tmpdir())).toBe(true);
    expect(await mode(socketDir)).toBe(0o700);
    expect((await stat(path.join(socketDir, '.s.PGSQL.5432'))).isSocket()).toBe(true);
    expect(await mode(dataDir)).toBe(0o700);
    // Every file and folder of the database is this user's only (PGlite unpacks them 0666).
    const entries = await readdir(dataDir, { recursive: true });
    expect(entries.length).toBeGreaterThan(100);
    const open = [];
    for (const entry of entries) if ((await mode(path.join(dataDir, entry))) & 0o077) open.push(entry);
    expect(open).toEqual([]);
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  } finally {
    await db.destroy();
    await embedded.stop();
  }
}, 60_000);
