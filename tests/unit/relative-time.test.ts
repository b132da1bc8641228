import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/domain/relative-time.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('speaks pt-BR from seconds to years', () => {
    expect(relativeTime(ago(20), now)).toBe('agora mesmo');
    expect(relativeTime(ago(5 * 60), now)).toBe('há 5 minutos');
    expect(relativeTime(ago(3 * 3600), now)).toBe('há 3 horas');
    expect(relativeTime(ago(24 * 3600), now)).toBe('ontem');
    expect(relativeTime(ago(3 * 24 * 3600), now)).toBe('há 3 dias');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('ano passado');
  });
});
