// Check-in and check-out inspections (spec 3, 4, 7), fillable and submittable with no signal.
//
// The draft lives in db.inspectionDrafts as the resident answers: one answers row
// ('<contractId>:<kind>') and one row per photo taken on the spot ('<contractId>:<kind>:photo:<uuid>',
// holding the Blob), so typing an observation never rewrites the photos.
//
// Submitting queues, in one transaction and in this order:
//   1. 'inspection.photo' for each photo not uploaded yet: POST …/inspection-photos (multipart), each
//      with its own row id as Idempotency-Key, so a retry after a lost answer never uploads twice;
//      the server's photo id is recorded in idMap under 'inspection-photo:<draft photo row id>';
//   2. 'inspection.submit': POST …/inspection-form-questions-answers/{kind}, whose answers name
//      their photos by the ids recorded in step 1 (a photo the server refused is left out, and its
//      refusal stays visible on the pending-changes screen). 409 'already sent' counts as done.
// The outbox sends oldest first and stops at the first failure, so the answers never go before
// their photos.
import type { Table } from 'dexie';
import type { Contract } from '../../../../api/contracts.ts';
import type { Inspection } from '../../../../api/inspections.ts';
import { type InspectionKind, ROOM_TITLES } from '../../../../domain/inspection.ts';
import type { MirrorRow, TokaasDatabase } from '../../db.ts';
import { registerMutation } from '../registry.ts';

export interface DraftAnswer {
  /** true = 'Sim' (default), false = 'Não'. */
  option: boolean;
  observation: string;
}

export type DraftStatus = 'editing' | 'submitted' | 'sent';

export interface InspectionDraftRow {
  id: string;
  type: 'answers';
  userId: number;
  contractId: number;
  kind: InspectionKind;
  /** By question id. Questions not here are 'Sim' with no observation. */
  answers: Record<string, DraftAnswer>;
  status: DraftStatus;
  updatedAt: number;
  submittedAt?: number;
  sentAt?: number;
}

export interface InspectionPhotoRow {
  id: string;
  type: 'photo';
  userId: number;
  contractId: number;
  kind: InspectionKind;
  questionId: number;
  blob: Blob;
  createdAt: number;
  /** Set once the server stored it. */
  serverId?: number;
  /** The server refused it (shown on the pending-changes screen). */
  refused?: boolean;
}

export type DraftRow = InspectionDraftRow | InspectionPhotoRow;

export const draftId = (contractId: number, kind: InspectionKind) => `${contractId}:${kind}`;
export const photoRowId = (contractId: number, kind: InspectionKind, uuid: string) =>
  `${draftId(contractId, kind)}:photo:${uuid}`;
/** idMap key of an uploaded photo. */
export const uploadedPhotoKey = (photoRowId: string) => `inspection-photo:${photoRowId}`;

export interface InspectionPhotoPayload {
  contractId: number;
  kind: InspectionKind;
  questionId: number;
  /** The draft photo row holding the Blob. */
  photoRowId: string;
  /** For the pending-changes screen. */
  label: string;
}

export interface SubmittedAnswer {
  id: number;
  option: boolean;
  observation: string | null;
  /** Draft photo row ids, turned into the server's photo ids when sent. */
  photoRowIds: string[];
}

export interface InspectionSubmitPayload {
  contractId: number;
  kind: InspectionKind;
  answers: SubmittedAnswer[];
}

export function drafts(db: TokaasDatabase) {
  return db.inspectionDrafts as unknown as Table<DraftRow & MirrorRow, string>;
}

type ContractMirror = Contract & { userId: number };

const KIND_LABEL: Record<InspectionKind, string> = {
  check_in: 'Vistoria de entrada',
  check_out: 'Vistoria de saída',
};

export const inspectionKindLabel = (kind: InspectionKind) => KIND_LABEL[kind];

export const inspectionPhoto = registerMutation<InspectionPhotoPayload, 'inspection.photo'>({
  kind: 'inspection.photo',
  describe: (p) => `Foto da ${KIND_LABEL[p.kind].toLowerCase()}: ${p.label}`,
  // Nothing to show beyond the draft itself, where the photo already is.
  apply: async () => {},
  async request(db, row) {
    const photo = (await drafts(db).get(row.payload.photoRowId)) as InspectionPhotoRow | undefined;
    // Already stored (sent from another context) or removed before sending: nothing to upload.
    if (photo?.type !== 'photo' || (await db.idMap.get(uploadedPhotoKey(photo.id)))) return null;
    return {
      method: 'POST',
      path: `/user/contract/find/${row.payload.contractId}/inspection-photos`,
      form: { fields: { question_id: String(row.payload.questionId) }, files: { photo: photo.blob } },
    };
  },
  async acknowledge(db, row, response) {
    const id = (response as { data?: { id?: unknown } } | null)?.data?.id;
    if (typeof id !== 'number') return;
    await db.idMap.put({ localId: uploadedPhotoKey(row.payload.photoRowId), serverId: id });
    await drafts(db).update(row.payload.photoRowId, { serverId: id, refused: false });
  },
  async rollback(db, row) {
    await drafts(db).update(row.payload.photoRowId, { refused: true });
  },
});

export const inspectionSubmit = registerMutation<InspectionSubmitPayload, 'inspection.submit'>({
  kind: 'inspection.submit',
  describe: (p) => `${KIND_LABEL[p.kind]} (${p.answers.length} respostas)`,
  async apply(db, row) {
    const id = draftId(row.payload.contractId, row.payload.kind);
    const draft = (await drafts(db).get(id)) as InspectionDraftRow | undefined;
    if (draft?.status === 'sent') return;
    if (draft) await drafts(db).update(id, { status: 'submitted', submittedAt: row.createdAt });
    else
      await drafts(db).put({
        id,
        type: 'answers',
        userId: row.userId,
        contractId: row.payload.contractId,
        kind: row.payload.kind,
        answers: Object.fromEntries(
          row.payload.answers.map((a) => [
            String(a.id),
            { option: a.option, observation: a.observation ?? '' },
          ]),
        ),
        status: 'submitted',
        updatedAt: row.createdAt,
        submittedAt: row.createdAt,
      });
  },
  async request(db, row) {
    const answer = [];
    for (const a of row.payload.answers) {
      const photoIds: number[] = [];
      for (const photoRowId of a.photoRowIds) {
        const uploaded = await db.idMap.get(uploadedPhotoKey(photoRowId));
        if (uploaded) photoIds.push(uploaded.serverId);
      }
      answer.push({
        id: a.id,
        option: a.option,
        observation: a.option ? null : a.observation,
        ...(photoIds.length ? { photo_ids: photoIds } : {}),
      });
    }
    return {
      method: 'POST',
      path: `/user/contract/find/${row.payload.contractId}/inspection-form-questions-answers/${row.payload.kind}`,
      json: { answer },
    };
  },
  // This form was already sent (from another device, or a first attempt whose answer was lost).
  // Not any 409: 'IdempotencyInFlight' means the first attempt is still running and may yet fail.
  alreadyApplied: (status, code) => status === 409 && code === 'InspectionAlreadySent',
  async acknowledge(db, row, response) {
    const { contractId, kind } = row.payload;
    const saved = (response as { data?: Inspection } | null)?.data;
    const contract = (await db.contracts.get(contractId)) as unknown as ContractMirror | undefined;
    if (contract && contract.userId === row.userId && saved && typeof saved.id === 'number') {
      const summary = { id: saved.id, submitted_at: saved.submitted_at };
      await db.contracts.put({
        ...contract,
        ...(kind === 'check_in' ? { entryInspection: summary } : { exitInspection: summary }),
      } as unknown as MirrorRow);
    }
    await drafts(db).update(draftId(contractId, kind), { status: 'sent', sentAt: Date.now() });
    // The server has the photos now: their Blobs leave the device.
    await drafts(db)
      .where('contractId')
      .equals(contractId)
      .filter((d) => d.type === 'photo' && d.kind === kind)
      .delete();
  },
  async rollback(db, row) {
    await drafts(db).update(draftId(row.payload.contractId, row.payload.kind), { status: 'editing' });
  },
});

/** 'Sala: A pintura das paredes está em bom estado?' */
export function questionLabel(room: string, question: string): string {
  const title = (ROOM_TITLES as Record<string, string>)[room] ?? room;
  return `${title}: ${question}`;
}
