// An oversize body over a real socket: the client must read the 413 and its message, not meet a
// connection reset while it is still sending (in-process app.request cannot show this).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let server: ReturnType<typeof serve>;
let base: string;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await api.close();
});

it('delivers the 413 and its message on every oversize send, and closes that connection', async () => {
  const body = JSON.stringify({ message: 'a'.repeat(3 * 1024 * 1024) });
  const outcomes: string[] = [];
  for (let i = 0; i < 20; i++) {
    try {
      const res = await fetch(`${base}/api/enterprise/tickets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const answer = (await res.json()) as { message?: string };
      outcomes.push(`${res.status} ${res.headers.get('connection')} ${answer.message}`);
    } catch (error) {
      outcomes.push(`network error: ${(error as Error).cause ?? error}`);
    }
  }
  expect(new Set(outcomes)).toEqual(new Set(['413 close O conteúdo enviado é grande demais.']));
});
