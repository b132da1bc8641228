// Cancellation refund (spec 9).
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { refundDestination, refundFor } from '../../src/domain/refund.ts';

const d = (s: string) => Temporal.PlainDate.from(s);

describe('refundFor', () => {
  it('refunds everything within 7 days of hiring and at least 7 days before check-in', () => {
    expect(
      refundFor({
        hiredOn: d('2027-01-01'),
        cancelledOn: d('2027-01-08'),
        checkIn: d('2027-01-15'),
        paid: 1000,
      }),
    ).toEqual({
      rule: 'full',
      paid: 1000,
      refund: 1000,
      retained: 0,
    });
  });

  it('keeps 30 % on the 8th day after hiring', () => {
    expect(
      refundFor({
        hiredOn: d('2027-01-01'),
        cancelledOn: d('2027-01-09'),
        checkIn: d('2027-02-01'),
        paid: 1000,
      }),
    ).toEqual({
      rule: 'partial',
      paid: 1000,
      refund: 700,
      retained: 300,
    });
  });

  it('keeps 30 % when check-in is 6 days away, even right after hiring', () => {
    expect(
      refundFor({
        hiredOn: d('2027-01-01'),
        cancelledOn: d('2027-01-01'),
        checkIn: d('2027-01-07'),
        paid: 999.99,
      }),
    ).toEqual({
      rule: 'partial',
      paid: 999.99,
      refund: 699.99,
      retained: 300,
    });
  });

  it('refunds nothing when nothing was paid', () => {
    expect(
      refundFor({ hiredOn: d('2027-01-01'), cancelledOn: d('2027-01-02'), checkIn: d('2027-03-01'), paid: 0 })
        .refund,
    ).toBe(0);
  });
});

describe('refundDestination', () => {
  it('card payments go back to the card, Pix to the payer, boleto (form 3) to a Pix key; nothing paid, nowhere', () => {
    expect(refundDestination(2, 100)).toBe('card');
    expect(refundDestination(1, 100)).toBe('pix');
    expect(refundDestination(3, 100)).toBe('pix_key');
    expect(refundDestination(3, 0)).toBe('none');
    expect(refundDestination(2, 0)).toBe('none');
  });
});
