import { describe, expect, it } from 'vitest';
import { routeId } from '../../src/api/catalogue.ts';
import { parseRouteId } from '../../src/api/route-id.ts';

describe('route ids', () => {
  it('reads plain decimal ids within PostgreSQL integer range', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '0',
      '007',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      '1 ',
      '0x10',
      '2147483648',
      '9999999999',
      '12345678901',
      'abc',
    ]) {
      expect(parseRouteId(text), text).toBeUndefined();
    }
  });

  it('is the rule of the API schema', () => {
    for (const text of ['1', '42', '2147483647', '', '0', '007', '-1', '2147483648', '9999999999', 'x1']) {
      const parsed = routeId.safeParse(text);
      expect(parsed.success ? parsed.data : undefined, text).toBe(parseRouteId(text));
    }
  });
});
