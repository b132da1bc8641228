// The top bar's badge counts the outbox by status: waiting rows and refused rows apart.
import { describe, expect, it } from 'vitest';
import { countByStatus } from '../../src/data/pending-counts.ts';

describe('countByStatus', () => {
  it('counts pending and rejected changes apart', () => {
    expect(countByStatus([])).toEqual({ pending: 0, rejected: 0 });
    expect(countByStatus([{ status: 'pending' }, { status: 'rejected' }, { status: 'pending' }])).toEqual({
      pending: 2,
      rejected: 1,
    });
  });
});
