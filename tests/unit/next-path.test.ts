import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../src/domain/next-path.ts';

const origin = 'https://tokaas.com.br';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeNextPath('/minhas-tokaas/3/faturas?x=1#topo', origin)).toBe(
      '/minhas-tokaas/3/faturas?x=1#topo',
    );
  });
  it('never leaves the site after a login', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeNextPath(next, origin)).toBe('/');
    }
  });
  it('does not bounce back to the login or sign-up pages', () => {
    expect(safeNextPath('/login?next=/perfil', origin)).toBe('/');
    expect(safeNextPath('/registro', origin)).toBe('/');
  });
});
