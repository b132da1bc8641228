import { describe, expect, it } from 'vitest';
import { distanceInMeters } from '../../src/domain/distance.ts';

describe('distanceInMeters', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { latitude: -23.5558, longitude: -46.6888 };
    const b = { latitude: -23.5614, longitude: -46.6559 };
    expect(distanceInMeters(a, a)).toBe(0);
    expect(distanceInMeters(a, b)).toBe(distanceInMeters(b, a));
  });

  it('floors to whole metres', () => {
    // 0.001° of latitude ≈ 111.19 m.
    expect(
      distanceInMeters({ latitude: -23.5, longitude: -46.6 }, { latitude: -23.501, longitude: -46.6 }),
    ).toBe(111);
  });

  it('matches a known distance: Praça da Sé to Avenida Paulista/MASP, about 2.6 km', () => {
    const se = { latitude: -23.5503, longitude: -46.6339 };
    const masp = { latitude: -23.5614, longitude: -46.6559 };
    const metres = distanceInMeters(se, masp);
    expect(metres).toBeGreaterThan(2_500);
    expect(metres).toBeLessThan(2_700);
    expect(Number.isInteger(metres)).toBe(true);
  });
});
