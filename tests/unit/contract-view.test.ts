// The contract screens read instants (hired at, cancelled at, Pix expiry) as São Paulo calendar days.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '../../src/screens/contracts/contract-view.ts';

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
