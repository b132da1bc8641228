// The contract screens read instants (hired at, cancelled at, Pix expiry) as São Paulo calendar days,
// and write them as São Paulo dates and times.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, localDateOf } from '../../src/screens/contracts/contract-view.ts';

describe('localDateOf', () => {
  it('is the São Paulo day of the instant, not the UTC one', () => {
    expect(localDateOf('2026-11-22T02:30:00Z')).toBe('2026-11-21');
    expect(localDateOf('2026-11-22T03:00:00Z')).toBe('2026-11-22');
    expect(localDateOf('2026-11-22T23:59:59-03:00')).toBe('2026-11-22');
  });

  it('agrees with Temporal across a year of instants', () => {
    for (let hour = 0; hour < 24 * 366; hour += 7) {
      const instant = Temporal.Instant.fromEpochMilliseconds(Date.UTC(2027, 0, 1) + hour * 3_600_000);
      const iso = instant.toString();
      expect(localDateOf(iso), iso).toBe(
        instant.toZonedDateTimeISO('America/Sao_Paulo').toPlainDate().toString(),
      );
    }
  });
});

describe('formatDateTime and formatTime', () => {
  it('write an instant in São Paulo time, day first and 24 hours, without a comma', () => {
    expect(formatDateTime('2026-11-22T17:05:00Z')).toBe('22/11/2026 14:05');
    // After midnight UTC it is still the evening before in São Paulo.
    expect(formatDateTime('2026-11-23T01:30:00Z')).toBe('22/11/2026 22:30');
    expect(formatDateTime('2027-01-01T00:00:00Z')).toBe('31/12/2026 21:00');
    expect(formatTime('2026-11-22T17:05:00Z')).toBe('14:05');
    expect(formatTime('2026-11-23T02:59:00Z')).toBe('23:59');
  });
});
