// Small resident rules: ticket status display and replies, visit notice, shared-area slots,
// extra-service dates.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { daySlots, slotProblem } from '../../src/domain/place-booking.ts';
import { serviceDateProblem } from '../../src/domain/service-booking.ts';
import { ticketAcceptsReplies, ticketStatusLabel } from '../../src/domain/ticket.ts';
import { visitDateProblem, visitIsPast } from '../../src/domain/visit.ts';

const d = (iso: string) => Temporal.PlainDate.from(iso);
const t = (s: string) => Temporal.PlainTime.from(s);

describe('tickets', () => {
  it('shows Aberto by default and refuses replies only when Resolvido', () => {
    expect(ticketStatusLabel(undefined)).toBe('Aberto');
    expect(ticketStatusLabel('')).toBe('Aberto');
    expect(ticketStatusLabel('qualquer')).toBe('Aberto');
    expect(ticketStatusLabel('Em atendimento')).toBe('Em atendimento');
    expect(ticketAcceptsReplies('Aberto')).toBe(true);
    expect(ticketAcceptsReplies('Em atendimento')).toBe(true);
    expect(ticketAcceptsReplies('Resolvido')).toBe(false);
  });
});

describe('visitDateProblem (72 h notice, counted in days)', () => {
  const today = d('2026-02-27');
  it('needs the visit at least 3 days ahead, across month ends', () => {
    expect(visitDateProblem(d('2026-02-27'), today)).toBe('short-notice');
    expect(visitDateProblem(d('2026-03-01'), today)).toBe('short-notice');
    expect(visitDateProblem(d('2026-03-02'), today)).toBeUndefined();
    expect(visitDateProblem(d('2026-02-20'), today)).toBe('short-notice');
  });
  it('refuses visits more than 180 days ahead', () => {
    expect(visitDateProblem(today.add({ days: 180 }), today)).toBeUndefined();
    expect(visitDateProblem(today.add({ days: 181 }), today)).toBe('too-far');
  });
  it('a visit is past only after its day', () => {
    expect(visitIsPast(d('2026-02-27'), today)).toBe(false);
    expect(visitIsPast(d('2026-02-26'), today)).toBe(true);
  });
});

describe('shared-area slots', () => {
  const place = { opens_at: '07:00:00', closes_at: '22:00:00', slot_minutes: 60 };
  const now = Temporal.PlainDateTime.from('2026-05-10T12:30');
  const slot = (date: string, start: string, end: string) => ({
    date: d(date),
    start: t(start),
    end: t(end),
  });
  it('accepts a slot within hours and length', () => {
    expect(slotProblem(place, slot('2026-05-11', '07:00', '08:00'), now)).toBeUndefined();
    expect(slotProblem(place, slot('2026-05-10', '13:00', '13:30'), now)).toBeUndefined();
    expect(slotProblem(place, slot('2026-05-11', '21:00', '22:00'), now)).toBeUndefined();
  });
  it('reports order, hours, length, past and too far', () => {
    expect(slotProblem(place, slot('2026-05-11', '09:00', '09:00'), now)).toBe('order');
    expect(slotProblem(place, slot('2026-05-11', '06:30', '07:30'), now)).toBe('hours');
    expect(slotProblem(place, slot('2026-05-11', '21:30', '22:30'), now)).toBe('hours');
    expect(slotProblem(place, slot('2026-05-11', '08:00', '09:01'), now)).toBe('length');
    expect(slotProblem(place, slot('2026-05-10', '12:00', '13:00'), now)).toBe('past');
    expect(slotProblem(place, slot('2026-07-10', '12:00', '13:00'), now)).toBe('too-far');
  });
  it('cuts the day into consecutive slots, never past closing or midnight', () => {
    expect(daySlots(place)).toHaveLength(15);
    expect(daySlots({ opens_at: '10:00', closes_at: '22:00', slot_minutes: 240 })).toEqual([
      { start_time: '10:00', end_time: '14:00' },
      { start_time: '14:00', end_time: '18:00' },
      { start_time: '18:00', end_time: '22:00' },
    ]);
    expect(daySlots({ opens_at: '20:00', closes_at: '23:59', slot_minutes: 180 })).toEqual([
      { start_time: '20:00', end_time: '23:00' },
    ]);
  });
});

describe('serviceDateProblem', () => {
  const contract = { check_in: '2026-01-10', check_out: '2026-02-10' };
  it('needs a day from today on, within the stay', () => {
    expect(serviceDateProblem(d('2026-01-20'), contract, d('2026-01-20'))).toBeUndefined();
    expect(serviceDateProblem(d('2026-01-19'), contract, d('2026-01-20'))).toBe('past');
    expect(serviceDateProblem(d('2026-02-10'), contract, d('2026-01-20'))).toBeUndefined();
    expect(serviceDateProblem(d('2026-02-11'), contract, d('2026-01-20'))).toBe('outside-contract');
    expect(serviceDateProblem(d('2026-01-09'), contract, d('2026-01-01'))).toBe('outside-contract');
  });
});
