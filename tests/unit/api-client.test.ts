// The API client: answers are checked with a schema given directly or loaded with the call, a 422
// carries its field messages (and only well-formed ones), and a schema that cannot be loaded is an
// error of that call, never an unhandled rejection.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, call } from '../../src/api/client.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const item = z.object({ data: z.object({ id: z.number() }) });

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('checks the answer with a schema given directly or loaded alongside the request', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { id: 7 } }));
    await expect(call('/x', item)).resolves.toEqual({ data: { id: 7 } });
    const loader = vi.fn(async () => item);
    await expect(call('/x', loader)).resolves.toEqual({ data: { id: 7 } });
    expect(loader).toHaveBeenCalledOnce();
  });

  it('refuses an answer that does not match the schema', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { id: 'sete' } }));
    await expect(call('/x', async () => item)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('turns a schema that fails to load into an error of the call', async () => {
    vi.stubGlobal('fetch', answer(200, { data: { id: 7 } }));
    await expect(call('/x', () => Promise.reject(new Error('chunk failed')))).rejects.toThrow('chunk failed');
  });

  it('keeps the field messages of a 422', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, {
        message: 'O campo Email não é válido.',
        errors: { email: ['O campo Email não é válido.'] },
      }),
    );
    const error = await call('/x', item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'validation', status: 422, message: 'O campo Email não é válido.' });
    expect((error as ApiError).field('email')).toBe('O campo Email não é válido.');
  });

  it('ignores field messages of the wrong shape', async () => {
    for (const errors of [['x'], { email: 'x' }, { email: [1] }, null]) {
      vi.stubGlobal('fetch', answer(422, { message: 'Verifique.', errors }));
      const error = (await call('/x', item).catch((e: unknown) => e)) as ApiError;
      expect(error.kind).toBe('validation');
      expect(error.errors).toEqual({});
    }
  });
});
