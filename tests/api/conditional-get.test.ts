// Conditional GETs of resident answers (server/http/conditional-get.ts): the sync pull sends the
// ETag its mirror holds and an unchanged answer comes back as a bodiless 304. A change must
// always come back whole, and a tag one resident saw must never earn another resident a 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newResident, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let ana: { token: string; id: number };
let bia: { token: string; id: number };

const FAVORITES = '/api/enterprise/apartment/favorites';
const TICKETS = '/api/enterprise/tickets?per_page=100';

beforeAll(async () => {
  api = await startTestApi();
  ana = await newResident(api);
  bia = await newResident(api);
});
afterAll(async () => {
  await api?.close();
});

const get = (path: string, token: string, ifNoneMatch?: string) =>
  api.request('GET', path, {
    token,
    headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
  });

describe('conditional GET of a resident resource', () => {
  it('answers with a weak ETag, varies on Authorization and is kept out of HTTP caches', async () => {
    const res = await get(FAVORITES, ana.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('vary') ?? '').toMatch(/authorization/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 304 without a body to the ETag it gave, and 200 with the body to any other', async () => {
    const first = await get(TICKETS, ana.token);
    const etag = first.headers.get('etag') ?? '';
    const body = await first.text();

    const again = await get(TICKETS, ana.token, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-store');
    // Only what describes the kept copy: the CSP and the like guard a body a 304 does not have.
    expect([...again.headers.keys()].sort()).toEqual(['cache-control', 'etag', 'vary']);

    const listed = await get(TICKETS, ana.token, `W/"outro", ${etag}`);
    expect(listed.status).toBe(304);

    const stale = await get(TICKETS, ana.token, 'W/"nao-e-este"');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('a changed answer comes back whole with a new ETag, never a 304 on the old one', async () => {
    const before = await get(TICKETS, ana.token);
    const oldTag = before.headers.get('etag') ?? '';
    const created = await api.request('POST', '/api/enterprise/tickets', {
      token: ana.token,
      body: { title: 'Chuveiro frio', description: 'Não esquenta.' },
    });
    expect(created.status).toBeLessThan(300);

    const after = await get(TICKETS, ana.token, oldTag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(oldTag);
    const titles = ((await after.json()) as { data: { title: string }[] }).data.map((t) => t.title);
    expect(titles).toContain('Chuveiro frio');
  });

  it("another resident never gets a 304 on someone else's tag, even for the same bytes", async () => {
    // Both have no favourites: the same JSON body, told apart by whose it is.
    const anas = await get(FAVORITES, ana.token);
    const bias = await get(FAVORITES, bia.token);
    expect(await anas.text()).toBe(await bias.text());
    expect(bias.headers.get('etag')).not.toBe(anas.headers.get('etag'));

    const crossed = await get(FAVORITES, bia.token, anas.headers.get('etag') ?? '');
    expect(crossed.status).toBe(200);
    expect(((await crossed.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('a refused request is never answered 304', async () => {
    const anas = await get(FAVORITES, ana.token);
    const res = await get(FAVORITES, 'x'.repeat(40), anas.headers.get('etag') ?? '');
    expect(res.status).toBe(401);
    expect(res.headers.get('etag')).toBeNull();
  });

  it('public answers without a token are left as they were', async () => {
    const res = await api.request('GET', '/enterprise/locations');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
  });
});
