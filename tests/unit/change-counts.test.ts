// The top bar's badge counts changes as the resident made them, by status: waiting and refused
// apart, and an inspection with its photos as one change.
import { describe, expect, it } from 'vitest';
import { countByStatus } from '../../src/data/change-counts.ts';
import type { OutboxRow } from '../../src/data/engine/outbox/types.ts';

let seq = 0;
const row = (kind: string, status: OutboxRow['status'], payload: unknown = {}): OutboxRow => ({
  seq: ++seq,
  id: `r${seq}`,
  userId: 1,
  kind,
  payload,
  status,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: seq,
});

describe('countByStatus', () => {
  it('counts pending and rejected changes apart', () => {
    expect(countByStatus([])).toEqual({ pending: 0, rejected: 0 });
    expect(
      countByStatus([
        row('ticket.create', 'pending'),
        row('favorite.add', 'rejected'),
        row('key.update', 'pending'),
      ]),
    ).toEqual({ pending: 2, rejected: 1 });
  });

  it('counts an inspection and its three photos as one change', () => {
    const photo = (photoRowId: string) =>
      row('inspection.photo', 'pending', { contractId: 7, kind: 'check_in', photoRowId });
    const rows = [
      photo('p1'),
      photo('p2'),
      photo('p3'),
      row('inspection.submit', 'pending', {
        contractId: 7,
        kind: 'check_in',
        answers: [{ photoRowIds: ['p1', 'p2', 'p3'] }],
      }),
      row('favorite.add', 'pending'),
    ];
    expect(countByStatus(rows)).toEqual({ pending: 2, rejected: 0 });
  });
});
