import { describe, expect, it } from 'vitest';
import { existingHire, hireOutcome } from '../../src/domain/booking-contract.ts';

const contract = (
  id: number,
  status: number,
  overrides: Partial<{ apartment_id: number; checkIn: string; checkOut: string }> = {},
) => ({
  id,
  apartment_id: 7,
  checkIn: '2026-04-01',
  checkOut: '2026-05-06',
  contract_status_id: status,
  ...overrides,
});
const target = { apartmentId: 7, checkin: '2026-04-01', checkout: '2026-05-06' };

describe('existingHire', () => {
  it('finds a pending Pix contract for the same unit and period', () => {
    expect(existingHire([contract(1, 3)], target)).toEqual({ state: 'pending', contract: contract(1, 3) });
  });

  it('finds an active one', () => {
    expect(existingHire([contract(2, 4)], target)?.state).toBe('active');
  });

  it('ignores other units, other periods and closed or other statuses', () => {
    expect(existingHire(undefined, target)).toBeUndefined();
    expect(
      existingHire(
        [
          contract(1, 3, { apartment_id: 8 }),
          contract(2, 3, { checkIn: '2026-04-02' }),
          contract(3, 3, { checkOut: '2026-05-07' }),
          contract(4, 5),
          contract(5, 6),
          contract(6, 2),
        ],
        target,
      ),
    ).toBeUndefined();
  });

  it('prefers the newest match (a cancelled Pix then a new one)', () => {
    expect(existingHire([contract(1, 5), contract(9, 3), contract(4, 4)], target)).toEqual({
      state: 'pending',
      contract: contract(9, 3),
    });
  });
});

describe('hireOutcome', () => {
  it('maps statuses to what the booking shows', () => {
    expect(hireOutcome(3)).toBe('awaiting-pix');
    expect(hireOutcome(4)).toBe('welcome');
    expect(hireOutcome(5)).toBe('closed');
    expect(hireOutcome(6)).toBe('closed');
    expect(hireOutcome(2)).toBe('processing');
    expect(hireOutcome(1)).toBe('processing');
  });
});
