// The pending-changes screen lists one item per intent: an inspection's photo uploads and its
// answers are one item with the photos' progress; refused rows stay visible inside it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { groupChanges, type InspectionChange } from '../../src/data/change-groups.ts';
import { photoProgress } from '../../src/data/change-list.ts';
import type { MirrorRow, TokaasDatabase } from '../../src/data/engine/db.ts';
import { createDrainer } from '../../src/data/engine/outbox/drain.ts';
import {
  draftId,
  type InspectionPhotoPayload,
  type InspectionPhotoRow,
  type InspectionSubmitPayload,
  photoRowId,
} from '../../src/data/engine/outbox/mutations/inspections.ts';
import type { OutboxRow } from '../../src/data/engine/outbox/types.ts';
import { queueInspection } from '../../src/data/inspection-drafts.ts';
import { freshDb, scriptedServer, session } from './outbox/fixtures.ts';

const USER = 7;
const CONTRACT = 5;

let seq = 0;
function row<P>(kind: string, payload: P, status: OutboxRow['status'] = 'pending'): OutboxRow<P> {
  seq++;
  return {
    seq,
    id: `row-${seq}`,
    userId: USER,
    kind,
    payload,
    status,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: seq,
  };
}

const photo = (contractId: number, n: number, status?: OutboxRow['status']) =>
  row<InspectionPhotoPayload>(
    'inspection.photo',
    {
      contractId,
      kind: 'check_in',
      questionId: 2,
      photoRowId: photoRowId(contractId, 'check_in', `p${n}`),
      label: 'Cozinha: O fogão funciona?',
    },
    status,
  );

const submit = (contractId: number, photos: number[], status?: OutboxRow['status']) =>
  row<InspectionSubmitPayload>(
    'inspection.submit',
    {
      contractId,
      kind: 'check_in',
      answers: [
        { id: 1, option: true, observation: null, photoRowIds: [] },
        {
          id: 2,
          option: false,
          observation: 'A boca da frente não acende.',
          photoRowIds: photos.map((n) => photoRowId(contractId, 'check_in', `p${n}`)),
        },
      ],
    },
    status,
  );

const favourite = () => row('favorite.add', { apartmentId: 3 });

const inspections = (rows: OutboxRow[]) =>
  groupChanges(rows).filter((c): c is InspectionChange => c.type === 'inspection');

describe('groupChanges', () => {
  it('makes one item of an inspection and its photos, in the place of its first row', () => {
    const before = favourite();
    const rows = [
      before,
      photo(CONTRACT, 0),
      photo(CONTRACT, 1),
      photo(CONTRACT, 2),
      submit(CONTRACT, [0, 1, 2]),
    ];
    const after = favourite();
    const items = groupChanges([...rows, after]);
    expect(items.map((i) => i.type)).toEqual(['single', 'inspection', 'single']);
    expect(items[0]).toMatchObject({ row: before });
    expect(items[2]).toMatchObject({ row: after });
    expect(items[1]).toMatchObject({
      contractId: CONTRACT,
      kind: 'check_in',
      photoCount: 3,
      photosSent: 0,
      status: 'pending',
      createdAt: rows[1]?.createdAt,
    });
  });

  it('counts as sent the photos the answers name that have no row left', () => {
    const [change] = inspections([photo(CONTRACT, 2), submit(CONTRACT, [0, 1, 2])]);
    expect(change).toMatchObject({ photoCount: 3, photosSent: 2 });
    expect(photoProgress(change as InspectionChange)).toBe('2 de 3 fotos enviadas');
  });

  it('counts a photo still queued from an earlier submission that the answers no longer name', () => {
    const [change] = inspections([photo(CONTRACT, 9), photo(CONTRACT, 0), submit(CONTRACT, [0])]);
    expect(change).toMatchObject({ photoCount: 2, photosSent: 0 });
  });

  it('is refused when one of its rows is, and keeps the refused row for its actions', () => {
    const refused = photo(CONTRACT, 0, 'rejected');
    const [change] = inspections([refused, photo(CONTRACT, 1), submit(CONTRACT, [0, 1])]);
    expect(change).toMatchObject({ status: 'rejected', photoCount: 2, photosSent: 0 });
    expect(change?.photos).toContain(refused);
  });

  it('keeps inspections of different contracts apart, and an inspection with no photos has none to count', () => {
    const items = inspections([submit(CONTRACT, []), photo(6, 0), submit(6, [0])]);
    expect(items.map((c) => [c.contractId, c.photoCount])).toEqual([
      [CONTRACT, 0],
      [6, 1],
    ]);
  });

  it('leaves every other kind of change an item of its own', () => {
    const rows = [favourite(), favourite()];
    expect(groupChanges(rows).map((i) => i.type)).toEqual(['single', 'single']);
  });
});

describe('photoProgress', () => {
  it('says photo in the singular for one', () => {
    expect(photoProgress({ photoCount: 1, photosSent: 0 })).toBe('0 de 1 foto enviada');
    expect(photoProgress({ photoCount: 3, photosSent: 3 })).toBe('3 de 3 fotos enviadas');
  });
});

describe('an inspection queued and sent through the real outbox', () => {
  async function queued(db: TokaasDatabase, photoCount: number) {
    await db.contracts.put({
      id: CONTRACT,
      userId: USER,
      entryInspection: null,
      key: [],
    } as unknown as MirrorRow);
    const photos: InspectionPhotoRow[] = [];
    for (let i = 0; i < photoCount; i++) {
      const p: InspectionPhotoRow = {
        id: photoRowId(CONTRACT, 'check_in', `p${i}`),
        type: 'photo',
        userId: USER,
        contractId: CONTRACT,
        kind: 'check_in',
        questionId: 2,
        blob: new Blob([new Uint8Array([0xff, 0xd8, i])], { type: 'image/jpeg' }),
        createdAt: i,
      };
      await db.inspectionDrafts.put(p as unknown as MirrorRow);
      photos.push(p);
    }
    await db.inspectionDrafts.put({
      id: draftId(CONTRACT, 'check_in'),
      type: 'answers',
      userId: USER,
      contractId: CONTRACT,
      kind: 'check_in',
      answers: {},
      status: 'editing',
      updatedAt: 1,
    } as unknown as MirrorRow);
    await queueInspection(db, USER, {
      contractId: CONTRACT,
      kind: 'check_in',
      questions: [
        { id: 1, room: 'sala', question: 'As paredes estão sem manchas?' },
        { id: 2, room: 'cozinha', question: 'O fogão funciona?' },
      ],
      answers: { '2': { option: false, observation: 'A boca da frente não acende.' } },
      photos,
    });
  }

  const outbox = (db: TokaasDatabase) => db.outbox.orderBy('seq').toArray();

  it('progresses as the photos are acknowledged, and is gone once the answers are', async () => {
    const db = freshDb();
    await queued(db, 3);
    expect(inspections(await outbox(db))).toMatchObject([{ photoCount: 3, photosSent: 0 }]);

    const photoReply = (id: number) => Response.json({ data: { id } }, { status: 201 });
    const server = scriptedServer([photoReply(301), photoReply(302), 'network-error']);
    const drain = createDrainer({ db, fetch: server.fetch, session: session(USER) });
    await drain();
    const [midway] = inspections(await outbox(db));
    expect(midway).toMatchObject({ photoCount: 3, photosSent: 2, status: 'pending' });
    expect(groupChanges(await outbox(db))).toHaveLength(1);

    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await drain();
    expect(groupChanges(await outbox(db))).toEqual([]);
  });

  it('shows a refused photo after the answers went without it', async () => {
    const db = freshDb();
    await queued(db, 2);
    const server = scriptedServer([
      Response.json({ message: 'A foto deve ser uma imagem JPEG, PNG ou WebP.' }, { status: 422 }),
    ]);
    await createDrainer({ db, fetch: server.fetch, session: session(USER) })();
    const [left] = inspections(await outbox(db));
    expect(left).toMatchObject({ submit: null, status: 'rejected', photoCount: 1, photosSent: 0 });
    expect(left?.photos.map((r) => r.status)).toEqual(['rejected']);
  });
});
