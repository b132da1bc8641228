// One item per intent among a resident's outbox rows. The outbox holds one row per request, but a
// resident made one change per intent: an inspection is its answers plus one upload per photo,
// queued together (mutations/inspections.ts). Those rows are one item, with how many of its photos
// the server already has; every other row is an item of its own. Each row keeps its own status, so
// a refused photo or answer is still edited, retried or discarded on its own. Pure (no Dexie): the
// shell's pending count (change-counts.ts) groups the same way as the pending-changes screen.
import type { InspectionKind } from '../domain/inspection.ts';
import type {
  InspectionPhotoPayload,
  InspectionSubmitPayload,
} from './engine/outbox/mutations/inspections.ts';
import type { OutboxRow, OutboxStatus } from './engine/outbox/types.ts';

export interface SingleChange {
  type: 'single';
  key: string;
  row: OutboxRow;
}

export interface InspectionChange {
  type: 'inspection';
  key: string;
  contractId: number;
  kind: InspectionKind;
  /** The answers, until the server acknowledges them (gone: only refused photos are left). */
  submit: OutboxRow<InspectionSubmitPayload> | null;
  /** Photo uploads not acknowledged yet (waiting or refused), oldest first. */
  photos: OutboxRow<InspectionPhotoPayload>[];
  /** Photos of this inspection, and how many of them the server already stored. */
  photoCount: number;
  photosSent: number;
  /** 'rejected' as soon as one of its rows was refused. */
  status: OutboxStatus;
  /** When the first of its rows was queued. */
  createdAt: number;
}

export type PendingChange = SingleChange | InspectionChange;

const inspectionKey = (contractId: number, kind: string) => `inspection:${contractId}:${kind}`;

export function isInspectionRow(
  row: OutboxRow,
): row is OutboxRow<InspectionSubmitPayload> | OutboxRow<InspectionPhotoPayload> {
  return row.kind === 'inspection.submit' || row.kind === 'inspection.photo';
}

/**
 * One item per intent, in the order the first row of each was queued. Photos counted: those the
 * answers name plus any upload still queued for the same form (a photo waiting from an earlier,
 * refused submission); sent: those with no row left.
 */
export function groupChanges(rows: readonly OutboxRow[]): PendingChange[] {
  const items: PendingChange[] = [];
  const groups = new Map<string, InspectionChange>();
  for (const row of rows) {
    if (!isInspectionRow(row)) {
      items.push({ type: 'single', key: `row:${row.seq}`, row });
      continue;
    }
    const { contractId, kind } = row.payload;
    const key = inspectionKey(contractId, kind);
    let group = groups.get(key);
    if (!group) {
      group = {
        type: 'inspection',
        key,
        contractId,
        kind,
        submit: null,
        photos: [],
        photoCount: 0,
        photosSent: 0,
        status: 'pending',
        createdAt: row.createdAt,
      };
      groups.set(key, group);
      items.push(group);
    }
    // The latest submission stands (a new one replaces a refused one in the same transaction).
    if (row.kind === 'inspection.submit') group.submit = row as OutboxRow<InspectionSubmitPayload>;
    else group.photos.push(row as OutboxRow<InspectionPhotoPayload>);
    if (row.status === 'rejected') group.status = 'rejected';
  }
  for (const group of groups.values()) {
    const waiting = new Set(group.photos.map((r) => r.payload.photoRowId));
    const all = new Set([...(group.submit?.payload.answers.flatMap((a) => a.photoRowIds) ?? []), ...waiting]);
    group.photoCount = all.size;
    group.photosSent = all.size - waiting.size;
  }
  return items;
}
