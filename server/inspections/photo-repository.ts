// Problem photos of inspections, uploaded before the form is sent (possibly captured offline).
import { sql } from 'kysely';
import { MAX_PHOTOS_PER_CONTRACT } from '../../src/api/inspections.ts';
import type { DB } from '../db/connect.ts';

/** Adds the photo unless the contract already has the maximum; undefined when it is full. */
export async function addPhoto(
  db: DB,
  photo: { contractId: number; userId: number; questionId: number; path: string },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('contracts').select('id').where('id', '=', photo.contractId).forUpdate().execute();
    const { n } = await trx
      .selectFrom('inspection_photos')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('contract_id', '=', photo.contractId)
      .executeTakeFirstOrThrow();
    if (n >= MAX_PHOTOS_PER_CONTRACT) return undefined;
    const row = await trx
      .insertInto('inspection_photos')
      .values({
        contract_id: photo.contractId,
        user_id: photo.userId,
        question_id: photo.questionId,
        file_path: photo.path,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function ownPhotoPath(db: DB, userId: number, photoId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('inspection_photos')
    .select('file_path')
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.file_path;
}
