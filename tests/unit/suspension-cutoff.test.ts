// suspensionCutoff on calendar-day.ts, checked against the rule it had on Temporal (the instant
// 72 h earlier, as a São Paulo day, minus one day) as the oracle.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SUSPENSION_GRACE_HOURS, suspensionCutoff } from '../../src/domain/invoice-status.ts';

describe('suspensionCutoff', () => {
  it('agrees with Temporal for any instant', () => {
    const zones = ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const instant = Temporal.Instant.fromEpochMilliseconds(ms);
          const expected = instant
            .subtract({ hours: SUSPENSION_GRACE_HOURS })
            .toZonedDateTimeISO(zone)
            .toPlainDate()
            .subtract({ days: 1 })
            .toString();
          expect(suspensionCutoff(new Date(ms), zone)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
    expect(suspensionCutoff(new Date('2027-01-14T03:01:00Z'))).toBe('2027-01-10');
  });
});
