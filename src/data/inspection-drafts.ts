// Inspection drafts for the inspection screen: the form template from the mirror, the answers
// and photos saved on the device as the resident goes (a reload or a lost signal loses nothing),
// and the submission through the outbox (see outbox/mutations/inspections.ts for the order of
// the requests and why a retry never duplicates anything).
import { useLiveQuery } from 'dexie-react-hooks';
import type { QuestionsResponse } from '../api/inspections.ts';
import type { InspectionKind } from '../domain/inspection.ts';
import { database, type TokaasDatabase } from './engine/db.ts';
import { enqueue } from './engine/outbox/enqueue.ts';
import {
  type DraftAnswer,
  draftId,
  drafts,
  type InspectionDraftRow,
  type InspectionPhotoPayload,
  type InspectionPhotoRow,
  type InspectionSubmitPayload,
  photoRowId,
  questionLabel,
  uploadedPhotoKey,
} from './engine/outbox/mutations/inspections.ts';
import { requestBackgroundSync } from './engine/outbox/sync-tag.ts';
import { OUTBOX_TX_TABLES, type OutboxRow } from './engine/outbox/types.ts';
import { syncClient } from './page-sync-client.ts';
import { NotSignedInError } from './record-change.ts';
import { getSession, useSession } from './session.ts';

export type { DraftAnswer, InspectionDraftRow, InspectionPhotoRow };

export type InspectionForm = QuestionsResponse['data'];

/** The question template (row id 1 of the mirror); null when never pulled on this device. */
export function useInspectionForm(): InspectionForm | null | undefined {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return useLiveQuery(async () => {
    if (userId === undefined) return undefined;
    const row = await database().inspectionForms.get(1);
    if (!row || row.userId !== userId) return null;
    return { questions: row.questions, rooms: row.rooms } as InspectionForm;
  }, [userId]);
}

export interface DraftState {
  draft: InspectionDraftRow | null;
  photos: InspectionPhotoRow[];
  /** The latest submission waiting in the outbox or refused by the server, if any. */
  submission: OutboxRow<InspectionSubmitPayload> | null;
}

function userIdNow(): number {
  const session = getSession();
  if (session.status !== 'authenticated') throw new NotSignedInError();
  return session.user.id;
}

/** The draft of one form of one contract, live; undefined while loading. */
export function useInspectionDraft(contractId: number, kind: InspectionKind | null): DraftState | undefined {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  return useLiveQuery(async (): Promise<DraftState | undefined> => {
    if (userId === undefined || !kind) return undefined;
    const db = database();
    const rows = (await drafts(db).where('contractId').equals(contractId).toArray()).filter(
      (r) => r.userId === userId && r.kind === kind,
    );
    const draft = (rows.find((r) => r.type === 'answers') as InspectionDraftRow | undefined) ?? null;
    const photos = rows
      .filter((r): r is InspectionPhotoRow & typeof r => r.type === 'photo')
      .sort((a, b) => a.createdAt - b.createdAt);
    const outbox = await db.outbox.where('userId').equals(userId).sortBy('seq');
    const submission =
      (outbox
        .filter((r) => r.kind === 'inspection.submit')
        .map((r) => r as OutboxRow<InspectionSubmitPayload>)
        .filter((r) => r.payload.contractId === contractId && r.payload.kind === kind)
        .at(-1) as OutboxRow<InspectionSubmitPayload> | undefined) ?? null;
    return { draft, photos, submission };
  }, [userId, contractId, kind]);
}

/** Saves one answer at once (each change is its own small write: nothing waits in memory). */
export async function saveAnswer(
  contractId: number,
  kind: InspectionKind,
  questionId: number,
  answer: DraftAnswer,
): Promise<void> {
  const userId = userIdNow();
  const db = database();
  const id = draftId(contractId, kind);
  await db.transaction('rw', db.inspectionDrafts, async () => {
    const current = (await drafts(db).get(id)) as InspectionDraftRow | undefined;
    if (current && current.status !== 'editing') return;
    await drafts(db).put({
      id,
      type: 'answers',
      userId,
      contractId,
      kind,
      answers: { ...(current?.answers ?? {}), [String(questionId)]: answer },
      status: 'editing',
      updatedAt: Date.now(),
    });
  });
}

export async function addPhoto(
  contractId: number,
  kind: InspectionKind,
  questionId: number,
  blob: Blob,
): Promise<void> {
  const userId = userIdNow();
  await drafts(database()).put({
    id: photoRowId(contractId, kind, crypto.randomUUID()),
    type: 'photo',
    userId,
    contractId,
    kind,
    questionId,
    blob,
    createdAt: Date.now(),
  });
}

export async function removePhoto(id: string): Promise<void> {
  await drafts(database()).delete(id);
}

export interface SubmitInput {
  contractId: number;
  kind: InspectionKind;
  /** Every question of the form, with its room, in display order. */
  questions: { id: number; room: string; question: string }[];
  answers: Record<string, DraftAnswer>;
  photos: InspectionPhotoRow[];
}

/**
 * Queues the photos not uploaded yet and then the answers, in one transaction, so either the whole
 * submission is recorded or nothing is. A submission the server refused earlier is replaced.
 */
export async function submitInspection(input: SubmitInput): Promise<void> {
  await queueInspection(database(), userIdNow(), input);
  void requestBackgroundSync();
  void syncClient()?.drain();
}

/** The transaction of submitInspection, on any database (unit-tested with fake-indexeddb). */
export async function queueInspection(db: TokaasDatabase, userId: number, input: SubmitInput): Promise<void> {
  const { contractId, kind } = input;
  await db.transaction('rw', [...OUTBOX_TX_TABLES], async () => {
    const own = await db.outbox.where('userId').equals(userId).toArray();
    const previous = own.filter((r) => {
      const p = r.payload as { contractId?: number; kind?: string };
      return (
        (r.kind === 'inspection.submit' || r.kind === 'inspection.photo') &&
        p.contractId === contractId &&
        p.kind === kind
      );
    });
    // A refused submission is superseded by this one; photos already waiting stay in line once.
    const refused = previous.filter((r) => r.status === 'rejected' && r.seq !== undefined);
    await db.outbox.bulkDelete(refused.map((r) => r.seq as number));
    const waitingPhotos = new Set(
      previous
        .filter((r) => r.kind === 'inspection.photo' && r.status === 'pending')
        .map((r) => (r.payload as InspectionPhotoPayload).photoRowId),
    );

    const answers: InspectionSubmitPayload['answers'] = [];
    for (const q of input.questions) {
      const answer = input.answers[String(q.id)] ?? { option: true, observation: '' };
      const photos = answer.option ? [] : input.photos.filter((p) => p.questionId === q.id);
      for (const photo of photos) {
        if (waitingPhotos.has(photo.id) || (await db.idMap.get(uploadedPhotoKey(photo.id)))) continue;
        await enqueue(db, {
          userId,
          kind: 'inspection.photo',
          payload: {
            contractId,
            kind,
            questionId: q.id,
            photoRowId: photo.id,
            label: questionLabel(q.room, q.question),
          },
        });
      }
      answers.push({
        id: q.id,
        option: answer.option,
        observation: answer.option ? null : answer.observation.trim(),
        photoRowIds: photos.map((p) => p.id),
      });
    }
    await enqueue(db, {
      userId,
      kind: 'inspection.submit',
      payload: { contractId, kind, answers },
    });
  });
}
