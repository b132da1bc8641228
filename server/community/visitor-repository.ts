// Visitors the resident announces to the concierge; soft-deleted, scoped to their owner.
import type { Visitor } from '../../src/api/support-resident.ts';
import type { DB } from '../db/connect.ts';

const columns = ['id', 'contract_id', 'name', 'document', 'date', 'released_at', 'created_at'] as const;

function toVisitor(row: {
  id: number;
  contract_id: number;
  name: string;
  document: string;
  date: string;
  released_at: Date | null;
  created_at: Date;
}): Visitor {
  const { released_at, created_at, ...rest } = row;
  return {
    ...rest,
    released: released_at !== null,
    released_at: released_at?.toISOString() ?? null,
    createdAt: created_at.toISOString(),
  };
}

export async function listVisitors(db: DB, userId: number): Promise<Visitor[]> {
  const rows = await db
    .selectFrom('visitors')
    .select(columns)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map(toVisitor);
}

export async function findOwnVisitor(db: DB, userId: number, id: number) {
  const row = await db
    .selectFrom('visitors')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? toVisitor(row) : undefined;
}

export async function addVisitor(
  db: DB,
  visitor: { userId: number; contractId: number; name: string; document: string; date: string },
): Promise<Visitor> {
  const row = await db
    .insertInto('visitors')
    .values({
      user_id: visitor.userId,
      contract_id: visitor.contractId,
      name: visitor.name,
      document: visitor.document,
      date: visitor.date,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toVisitor(row);
}

export async function deleteVisitor(db: DB, userId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('visitors')
    .set({ deleted_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the visit released (once: a repeated release keeps the first time). */
export async function releaseVisitor(db: DB, userId: number, id: number): Promise<Visitor | undefined> {
  await db
    .updateTable('visitors')
    .set({ released_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('released_at', 'is', null)
    .execute();
  return findOwnVisitor(db, userId, id);
}
