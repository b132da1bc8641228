// Submitted inspections with their answers and problem photos. A form is stored once per
// contract and kind: the unique key (contract_id, kind) decides between simultaneous sends.
import { type Inspection, inspectionPhotoUrl } from '../../src/api/inspections.ts';
import type { InspectionKind } from '../../src/domain/inspection.ts';
import type { DB } from '../db/connect.ts';

export interface AnswerInput {
  id: number;
  option: boolean;
  observation: string | null;
  photo_ids: number[];
}

/** Photo ids among `ids` that are not this contract's, of this question, and still unattached. */
export async function foreignPhotoIds(
  db: DB,
  contractId: number,
  userId: number,
  questionId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('inspection_photos')
    .select('id')
    .where('id', 'in', ids)
    .where('contract_id', '=', contractId)
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .where('answer_id', 'is', null)
    .execute();
  const ok = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

/** Stores the inspection; undefined when this form was already sent for the contract. */
export async function saveInspection(
  db: DB,
  contractId: number,
  kind: InspectionKind,
  answers: AnswerInput[],
): Promise<Inspection | undefined> {
  return db.transaction().execute(async (trx) => {
    const inspection = await trx
      .insertInto('inspections')
      .values({ contract_id: contractId, kind })
      .onConflict((oc) => oc.columns(['contract_id', 'kind']).doNothing())
      .returning(['id', 'submitted_at'])
      .executeTakeFirst();
    if (!inspection) return undefined;
    const rows = await trx
      .insertInto('inspection_answers')
      .values(
        answers.map((a) => ({
          inspection_id: inspection.id,
          question_id: a.id,
          option: a.option,
          observation: a.observation,
        })),
      )
      .returning(['id', 'question_id'])
      .execute();
    const answerIdOf = new Map(rows.map((r) => [r.question_id, r.id]));
    for (const a of answers) {
      if (a.photo_ids.length === 0) continue;
      await trx
        .updateTable('inspection_photos')
        .set({ answer_id: answerIdOf.get(a.id) as number })
        .where('id', 'in', a.photo_ids)
        .where('contract_id', '=', contractId)
        .where('answer_id', 'is', null)
        .execute();
    }
    return {
      id: inspection.id,
      contract_id: contractId,
      kind,
      submitted_at: inspection.submitted_at.toISOString(),
      answer: answers.map((a) => ({
        id: a.id,
        option: a.option,
        observation: a.observation,
        photos: a.photo_ids.map((id) => ({ id, question_id: a.id, url: inspectionPhotoUrl(id) })),
      })),
    };
  });
}
