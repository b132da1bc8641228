// What the cluster test checks once the load is over: every acknowledged write exists exactly once
// (by its unique title, with the id its answer gave), and a selfie written through one node is
// served by the other.
import { sql } from 'kysely';
import type { DB } from '../../server/db/connect.ts';
import { fileOf, form, jpegWithExif, makeContract } from '../api/resident-fixtures.ts';
import type { KeyedWrite, Node } from './keyed-client.ts';
import { delay } from './wait.ts';

export interface Counts {
  rows: number;
  lost: number;
  duplicated: number;
  /** Writes that never got a 2xx (the client gave up), and how many of them were applied. */
  unacknowledged: number;
  unacknowledgedApplied: number;
  /** Acknowledged writes whose answer named another ticket than the one stored. */
  wrongId: number;
  problems: string[];
}

export async function countWrites(db: DB, writes: readonly KeyedWrite[], prefix: string): Promise<Counts> {
  const rows = await db
    .selectFrom('tickets')
    .select(['user_id', 'title', sql<number>`count(*)::int`.as('copies'), sql<number>`min(id)`.as('id')])
    .where('title', 'like', `${prefix}%`)
    .groupBy(['user_id', 'title'])
    .execute();
  const byTitle = new Map(rows.map((row) => [`${row.user_id} ${row.title}`, row]));
  const counts: Counts = {
    rows: rows.reduce((sum, row) => sum + row.copies, 0),
    lost: 0,
    duplicated: 0,
    unacknowledged: 0,
    unacknowledgedApplied: 0,
    wrongId: 0,
    problems: [],
  };
  const expected = new Set<string>();
  for (const write of writes) {
    const id = `${write.userId} ${write.title}`;
    expected.add(id);
    const row = byTitle.get(id);
    const copies = row?.copies ?? 0;
    if (copies > 1) {
      counts.duplicated += copies - 1;
      counts.problems.push(`duplicated: "${write.title}" stored ${copies} times`);
    }
    if (write.ackedId === undefined) {
      counts.unacknowledged++;
      if (copies > 0) counts.unacknowledgedApplied++;
      continue;
    }
    if (copies === 0) {
      counts.lost++;
      counts.problems.push(`lost: "${write.title}" acknowledged by ${write.ackNode} as #${write.ackedId}`);
    } else if (copies === 1 && row?.id !== write.ackedId) {
      counts.wrongId++;
      counts.problems.push(`"${write.title}" acknowledged as #${write.ackedId} but stored as #${row?.id}`);
    }
  }
  for (const row of rows) {
    if (!expected.has(`${row.user_id} ${row.title}`))
      counts.problems.push(`unexpected ticket "${row.title}"`);
  }
  return counts;
}

/**
 * A resident with an Ativo contract (inserted in the database, as the API tests do) creates a key
 * with a JPEG selfie through `writer`; the selfie is then read through `reader`. Returns what went
 * wrong, or nothing.
 */
export async function selfieAcrossNodes(
  db: DB,
  resident: { id: number; token: string },
  writer: Node,
  reader: Node,
): Promise<string[]> {
  const contract = await makeContract({ db }, resident.id);
  const jpeg = await jpegWithExif();
  const body = () =>
    form({
      contract_id: contract.id,
      name: 'Chave da porta',
      code: '1234',
      selfie: fileOf(jpeg, 'selfie.jpg', 'image/jpeg'),
    });
  const key = crypto.randomUUID();
  let created: Response | undefined;
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      created = await fetch(`${writer.base}/contract/create-key`, {
        method: 'POST',
        headers: { authorization: `Bearer ${resident.token}`, 'idempotency-key': key },
        body: body(),
        signal: AbortSignal.timeout(30_000),
      });
      if (created.status < 500) break;
    } catch {
      created = undefined;
    }
    await delay(500);
  }
  if (created?.status !== 201) {
    return [`create-key through ${writer.name}: ${created?.status} ${await created?.text()}`];
  }
  const { data } = (await created.json()) as { data: { id: number; selfie: string } };
  const read = await fetch(`${reader.base}${data.selfie}`, {
    headers: { authorization: `Bearer ${resident.token}` },
  });
  const bytes = Buffer.from(await read.arrayBuffer());
  const problems: string[] = [];
  if (read.status !== 200) problems.push(`selfie through ${reader.name}: ${read.status}`);
  else if (bytes.subarray(8, 12).toString() !== 'WEBP')
    problems.push(`selfie through ${reader.name} is not a WebP`);
  return problems;
}
