// The inspection form template: active questions grouped by the nine rooms, in display order.
import type { QuestionsResponse } from '../../src/api/inspections.ts';
import { INSPECTION_ROOMS, type InspectionRoom, ROOM_TITLES } from '../../src/domain/inspection.ts';
import type { DB } from '../db/connect.ts';

export async function activeQuestions(db: DB) {
  return db
    .selectFrom('inspection_questions')
    .select(['id', 'room', 'title', 'question'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function inspectionForm(db: DB): Promise<QuestionsResponse['data']> {
  const questions = Object.fromEntries(INSPECTION_ROOMS.map((room) => [room, []])) as unknown as Record<
    InspectionRoom,
    { id: number; question: string; title: string }[]
  >;
  for (const q of await activeQuestions(db)) {
    questions[q.room].push({ id: q.id, question: q.question, title: q.title });
  }
  return { questions, rooms: INSPECTION_ROOMS.map((key) => ({ key, title: ROOM_TITLES[key] })) };
}

export async function isActiveQuestion(db: DB, questionId: number): Promise<boolean> {
  const question = await db
    .selectFrom('inspection_questions')
    .select('id')
    .where('id', '=', questionId)
    .where('active', '=', true)
    .executeTakeFirst();
  return question !== undefined;
}
