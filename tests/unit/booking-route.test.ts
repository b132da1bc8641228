import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { checkBookingRoute } from '../../src/domain/booking-route.ts';
import { BOOKING_MAX_NIGHTS } from '../../src/domain/stay.ts';

const today = Temporal.PlainDate.from('2026-03-10');
const context = { today, blockedDates: [] as string[], maxGuests: 3 };

describe('checkBookingRoute', () => {
  it('reads a good route: nights, plan and people', () => {
    const check = checkBookingRoute({ checkin: '2026-03-12', checkout: '2026-03-17', guests: '2' }, context);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.stay.checkin.toString()).toBe('2026-03-12');
    expect(check.stay.checkout.toString()).toBe('2026-03-17');
    expect(check.stay).toMatchObject({ nights: 5, plan: 'Diária', guests: 2 });
    const monthly = checkBookingRoute(
      { checkin: '2026-03-10', checkout: '2026-04-14', guests: '1' },
      context,
    );
    expect(monthly.ok && monthly.stay).toMatchObject({ nights: 35, plan: 'Mensal' });
    // 29 nights is still daily, 30 is monthly.
    expect(
      checkBookingRoute({ checkin: '2026-03-10', checkout: '2026-04-08', guests: '1' }, context),
    ).toMatchObject({
      ok: true,
      stay: { nights: 29, plan: 'Diária' },
    });
    expect(
      checkBookingRoute({ checkin: '2026-03-10', checkout: '2026-04-09', guests: '1' }, context),
    ).toMatchObject({
      ok: true,
      stay: { nights: 30, plan: 'Mensal' },
    });
  });

  it('refuses unreadable dates', () => {
    for (const [checkin, checkout] of [
      ['amanha', '2026-03-17'],
      ['2026-02-30', '2026-03-17'],
      ['2026-03-12', '2026-13-01'],
      ['', '2026-03-17'],
      [undefined, '2026-03-17'],
      ['2026-03-12', undefined],
      ['12-03-2026', '17-03-2026'],
    ]) {
      expect(
        checkBookingRoute({ checkin, checkout, guests: '1' }, context),
        `${checkin} ${checkout}`,
      ).toEqual({
        ok: false,
        problem: 'unreadable-dates',
      });
    }
  });

  it('refuses a check-in in the past; today is fine', () => {
    expect(
      checkBookingRoute({ checkin: '2026-03-09', checkout: '2026-03-17', guests: '1' }, context),
    ).toEqual({
      ok: false,
      problem: 'checkin-in-past',
    });
    expect(
      checkBookingRoute({ checkin: '2026-03-10', checkout: '2026-03-11', guests: '1' }, context).ok,
    ).toBe(true);
  });

  it('refuses a check-out on or before the check-in', () => {
    for (const checkout of ['2026-03-12', '2026-03-11']) {
      expect(checkBookingRoute({ checkin: '2026-03-12', checkout, guests: '1' }, context)).toEqual({
        ok: false,
        problem: 'checkout-not-after-checkin',
      });
    }
  });

  it('refuses a stay longer than the API takes', () => {
    const checkout = today.add({ days: BOOKING_MAX_NIGHTS + 1 }).toString();
    expect(checkBookingRoute({ checkin: '2026-03-10', checkout, guests: '1' }, context)).toEqual({
      ok: false,
      problem: 'too-long',
    });
    const longest = today.add({ days: BOOKING_MAX_NIGHTS }).toString();
    expect(checkBookingRoute({ checkin: '2026-03-10', checkout: longest, guests: '1' }, context).ok).toBe(
      true,
    );
  });

  it('refuses a blocked night inside; the check-out day itself may be blocked', () => {
    const blocked = { ...context, blockedDates: ['2026-03-14'] };
    expect(
      checkBookingRoute({ checkin: '2026-03-12', checkout: '2026-03-17', guests: '1' }, blocked),
    ).toEqual({
      ok: false,
      problem: 'blocked',
    });
    expect(
      checkBookingRoute({ checkin: '2026-03-14', checkout: '2026-03-17', guests: '1' }, blocked).ok,
    ).toBe(false);
    expect(
      checkBookingRoute({ checkin: '2026-03-12', checkout: '2026-03-14', guests: '1' }, blocked).ok,
    ).toBe(true);
    expect(
      checkBookingRoute({ checkin: '2026-03-15', checkout: '2026-03-17', guests: '1' }, blocked).ok,
    ).toBe(true);
  });

  it('refuses people the unit does not take, or an unreadable count', () => {
    for (const guests of ['0', '4', 'dois', '', undefined, '1.5', '-1', '123']) {
      expect(
        checkBookingRoute({ checkin: '2026-03-12', checkout: '2026-03-17', guests }, context),
        String(guests),
      ).toEqual({
        ok: false,
        problem: 'guests',
      });
    }
    expect(
      checkBookingRoute({ checkin: '2026-03-12', checkout: '2026-03-17', guests: '3' }, context).ok,
    ).toBe(true);
  });

  it('reports dates before people', () => {
    expect(
      checkBookingRoute({ checkin: '2026-03-01', checkout: '2026-03-17', guests: '9' }, context),
    ).toEqual({
      ok: false,
      problem: 'checkin-in-past',
    });
  });
});
