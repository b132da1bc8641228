// Inspection answers as the app validates them (spec 3, 7): the form template, a sent form and its
// photos. zod/mini (see zod-mini.ts), so the sync worker checks the template without zod classic.
// The answer and photo requests are in inspections.ts.

import { INSPECTION_KINDS, INSPECTION_ROOMS, type InspectionRoom } from '../domain/inspection.ts';
import { envelope } from './envelope.ts';
import { z } from './zod-mini.ts';

export const inspectionKind = z.enum(INSPECTION_KINDS);

export const question = z.object({ id: z.int(), question: z.string(), title: z.string() });
export type Question = z.output<typeof question>;

export const room = z.enum(INSPECTION_ROOMS);

/**
 * Each of the nine rooms with its questions, and no other key: what `z.record(room, …)` checks,
 * as a strict object, so the sync worker does not carry zod's record code (~0.5 KB gzip) for this
 * one answer.
 */
const questionsByRoom = z.strictObject(
  Object.fromEntries(INSPECTION_ROOMS.map((key) => [key, z.array(question)])) as Record<
    InspectionRoom,
    z.ZodMiniArray<typeof question>
  >,
);

export const questionsResponse = envelope(
  z.object({
    /** Questions grouped by room, every one of the nine rooms present. */
    questions: questionsByRoom,
    /** The rooms in display order with their titles. */
    rooms: z.array(z.object({ key: room, title: z.string() })),
  }),
);
export type QuestionsResponse = z.output<typeof questionsResponse>;

export const inspectionPhoto = z.object({
  id: z.int(),
  question_id: z.int(),
  url: z.string(),
});
export const photoResponse = envelope(inspectionPhoto);

export const inspection = z.object({
  id: z.int(),
  contract_id: z.int(),
  kind: inspectionKind,
  submitted_at: z.string(),
  answer: z.array(
    z.object({
      id: z.int(),
      option: z.boolean(),
      observation: z.nullable(z.string()),
      photos: z.array(inspectionPhoto),
    }),
  ),
});
export type Inspection = z.output<typeof inspection>;
export const inspectionResponse = envelope(inspection);
