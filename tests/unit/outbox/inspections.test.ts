import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { MirrorRow, TokaasDatabase } from '../../../src/data/engine/db.ts';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import {
  type DraftRow,
  draftId,
  type InspectionDraftRow,
  type InspectionPhotoRow,
  photoRowId,
} from '../../../src/data/engine/outbox/mutations/inspections.ts';
import { queueInspection, type SubmitInput } from '../../../src/data/inspection-drafts.ts';
import { freshDb, type SentRequest, scriptedServer, session } from './fixtures.ts';

const USER = 7;
const CONTRACT = 5;
const QUESTIONS = [
  { id: 1, room: 'sala', question: 'As paredes estão sem manchas?' },
  { id: 2, room: 'cozinha', question: 'O fogão funciona?' },
];

const drain = (db: TokaasDatabase, fetch: typeof globalThis.fetch) =>
  createDrainer({ db, fetch, session: session(USER) })();

const jpeg = (byte: number) => new Blob([new Uint8Array([0xff, 0xd8, byte])], { type: 'image/jpeg' });

async function setUp(db: TokaasDatabase, photoCount = 2): Promise<SubmitInput> {
  await db.contracts.put({
    id: CONTRACT,
    userId: USER,
    entryInspection: null,
    exitInspection: null,
    key: [],
  } as unknown as MirrorRow);
  const answers = {
    '1': { option: true, observation: '' },
    '2': { option: false, observation: 'A boca da frente não acende.' },
  };
  await db.inspectionDrafts.put({
    id: draftId(CONTRACT, 'check_in'),
    type: 'answers',
    userId: USER,
    contractId: CONTRACT,
    kind: 'check_in',
    answers,
    status: 'editing',
    updatedAt: 1,
  } satisfies InspectionDraftRow as unknown as MirrorRow);
  const photos: InspectionPhotoRow[] = [];
  for (let i = 0; i < photoCount; i++) {
    const photo: InspectionPhotoRow = {
      id: photoRowId(CONTRACT, 'check_in', `p${i}`),
      type: 'photo',
      userId: USER,
      contractId: CONTRACT,
      kind: 'check_in',
      questionId: 2,
      blob: jpeg(i),
      createdAt: i,
    };
    await db.inspectionDrafts.put(photo as unknown as MirrorRow);
    photos.push(photo);
  }
  return { contractId: CONTRACT, kind: 'check_in', questions: QUESTIONS, answers, photos };
}

const draftOf = async (db: TokaasDatabase) =>
  (await db.inspectionDrafts.get(draftId(CONTRACT, 'check_in'))) as unknown as InspectionDraftRow;

const photoReply = (id: number) =>
  Response.json({ data: { id, question_id: 2, url: `/api/inspection-photos/${id}` } }, { status: 201 });

const savedReply = (id = 90) =>
  Response.json(
    {
      data: {
        id,
        contract_id: CONTRACT,
        kind: 'check_in',
        submitted_at: '2026-11-22T10:00:00.000Z',
        answer: [],
      },
    },
    { status: 201 },
  );

const ANSWERS_PATH = `/user/contract/find/${CONTRACT}/inspection-form-questions-answers/check_in`;
const PHOTOS_PATH = `/user/contract/find/${CONTRACT}/inspection-photos`;

const formOf = (request: SentRequest | undefined) =>
  Object.fromEntries((request?.body as FormData | undefined)?.entries() ?? []);

describe('inspection.photo and inspection.submit', () => {
  it('queues the photos, then the answers; each photo once with its own key; the answers name their photo ids', async () => {
    const db = freshDb();
    const input = await setUp(db);
    await queueInspection(db, USER, input);

    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => r.kind)).toEqual(['inspection.photo', 'inspection.photo', 'inspection.submit']);
    expect((await draftOf(db)).status).toBe('submitted');

    const server = scriptedServer([photoReply(301), photoReply(302), savedReply()]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 3, rejected: 0 });
    expect(server.sent.map((r) => [r.path, r.idempotencyKey])).toEqual(
      rows.map((r, i) => [i < 2 ? PHOTOS_PATH : ANSWERS_PATH, r.id]),
    );
    expect(formOf(server.sent[0]).question_id).toBe('2');
    expect(formOf(server.sent[0]).photo).toBeInstanceOf(Blob);
    expect(server.sent[2]?.body).toEqual({
      answer: [
        { id: 1, option: true, observation: null },
        { id: 2, option: false, observation: 'A boca da frente não acende.', photo_ids: [301, 302] },
      ],
    });

    // Confirmed: the contract no longer asks for it, the draft says so, the photos left the device.
    const contract = (await db.contracts.get(CONTRACT)) as unknown as { entryInspection: unknown };
    expect(contract.entryInspection).toEqual({ id: 90, submitted_at: '2026-11-22T10:00:00.000Z' });
    expect((await draftOf(db)).status).toBe('sent');
    const left = (await db.inspectionDrafts.toArray()) as unknown as DraftRow[];
    expect(left.filter((r) => r.type === 'photo')).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('after a network failure mid-way, resends only what was not acknowledged, with the same keys', async () => {
    const db = freshDb();
    await queueInspection(db, USER, await setUp(db));
    const keys = (await db.outbox.orderBy('seq').toArray()).map((r) => r.id);
    const server = scriptedServer([photoReply(301), 'network-error', photoReply(302), savedReply()]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 1, stoppedBy: 'network' });
    expect((await draftOf(db)).status).toBe('submitted');
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 2 });
    expect(server.sent.map((r) => r.idempotencyKey)).toEqual([keys[0], keys[1], keys[1], keys[2]]);
    expect(server.sent.filter((r) => r.path === PHOTOS_PATH)).toHaveLength(3);
    expect(
      (server.sent[3]?.body as { answer: { photo_ids?: number[] }[] } | undefined)?.answer[1]?.photo_ids,
    ).toEqual([301, 302]);
  });

  it("409 'already sent' counts as done", async () => {
    const db = freshDb();
    await queueInspection(db, USER, await setUp(db, 0));
    const server = scriptedServer([
      Response.json(
        { message: 'Esta vistoria já foi enviada.', code: 'InspectionAlreadySent' },
        { status: 409 },
      ),
    ]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 1, rejected: 0 });
    expect((await draftOf(db)).status).toBe('sent');
    expect(await db.outbox.count()).toBe(0);
  });

  it('a photo the server refuses is left out of the answers, which still go; the refusal stays visible', async () => {
    const db = freshDb();
    await queueInspection(db, USER, await setUp(db));
    const server = scriptedServer([
      Response.json({ message: 'A foto deve ser uma imagem JPEG, PNG ou WebP.' }, { status: 422 }),
      photoReply(302),
      savedReply(),
    ]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 2, rejected: 1 });
    expect(
      (server.sent[2]?.body as { answer: { photo_ids?: number[] }[] } | undefined)?.answer[1]?.photo_ids,
    ).toEqual([302]);
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['inspection.photo', 'rejected']]);
  });

  it('a refused submission reopens the draft; submitting again replaces it and does not upload photos twice', async () => {
    const db = freshDb();
    const input = await setUp(db);
    await queueInspection(db, USER, input);
    const server = scriptedServer([
      photoReply(301),
      photoReply(302),
      Response.json({ message: 'Responda todas as perguntas da vistoria.' }, { status: 422 }),
      savedReply(),
    ]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 2, rejected: 1 });
    expect((await draftOf(db)).status).toBe('editing');

    await queueInspection(db, USER, input);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['inspection.submit', 'pending']]);
    expect(await drain(db, server.fetch)).toMatchObject({ sent: 1 });
    expect(server.sent.filter((r) => r.path === PHOTOS_PATH)).toHaveLength(2);
    expect(
      (server.sent[3]?.body as { answer: { photo_ids?: number[] }[] } | undefined)?.answer[1]?.photo_ids,
    ).toEqual([301, 302]);
    expect((await draftOf(db)).status).toBe('sent');
  });

  it("photos of a question answered 'Sim' are not sent", async () => {
    const db = freshDb();
    const input = await setUp(db);
    await queueInspection(db, USER, {
      ...input,
      answers: { ...input.answers, '2': { option: true, observation: 'mudei de ideia' } },
    });
    const rows = await db.outbox.toArray();
    expect(rows.map((r) => r.kind)).toEqual(['inspection.submit']);
    const server = scriptedServer([savedReply()]);
    await drain(db, server.fetch);
    expect(server.sent[0]?.body).toEqual({
      answer: [
        { id: 1, option: true, observation: null },
        { id: 2, option: true, observation: null },
      ],
    });
  });
});
