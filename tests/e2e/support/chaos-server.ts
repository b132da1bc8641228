// The server's side of the chaos test, read through the API with the resident's token: what the
// resident's favourites, tickets (with replies in order), keys and inspections are now.
import { type APIRequestContext, expect } from '@playwright/test';
import type { IntendedKey } from './chaos-model.ts';
import { auth } from './session.ts';

async function json<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: auth(token) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export interface ServerState {
  /** Unit ids, one entry per favourite row (a duplicate shows twice). */
  favorites: number[];
  /** One entry per ticket row, replies in the server's order. */
  tickets: { title: string; description: string; replies: string[] }[];
  /** Keys per contract, one entry per live key. */
  keys: Map<number, IntendedKey[]>;
  /** Contracts whose check-in inspection the server has. */
  inspected: number[];
}

export async function readServerState(
  request: APIRequestContext,
  token: string,
  contractIds: number[],
): Promise<ServerState> {
  const favorites = await json<{ data: { apartment_id: number }[] }>(
    request,
    token,
    '/api/enterprise/apartment/favorites',
  );
  const tickets: ServerState['tickets'] = [];
  for (let page = 1; ; page++) {
    const list = await json<{
      data: { title: string; description: string; replies: { description: string }[] }[];
      pagination?: { total_pages: number };
    }>(request, token, `/api/enterprise/tickets?per_page=100&page=${page}`);
    for (const t of list.data)
      tickets.push({
        title: t.title,
        description: t.description,
        replies: t.replies.map((r) => r.description),
      });
    if (!list.pagination || page >= list.pagination.total_pages) break;
  }
  const keys = new Map<number, IntendedKey[]>();
  const inspected: number[] = [];
  for (const id of contractIds) {
    const { data } = await json<{
      data: { key: { name: string; code: string | null }[]; entryInspection: unknown };
    }>(request, token, `/user/contract/find/${id}`);
    keys.set(
      id,
      data.key.map((k) => ({ name: k.name, code: k.code })),
    );
    if (data.entryInspection) inspected.push(id);
  }
  return {
    favorites: favorites.data.map((f) => f.apartment_id),
    tickets,
    keys,
    inspected,
  };
}

/**
 * Inspection photos stored for the resident with ids after `afterId`: the outbox must upload each
 * photo once, so this equals the photos taken. Photo ids are one sequence for the whole server and
 * only this test uploads while it runs; a photo of someone else answers 404 like a missing one.
 */
export async function countPhotosAfter(
  request: APIRequestContext,
  token: string,
  afterId: number,
  expected: number,
): Promise<number> {
  let found = 0;
  let misses = 0;
  // Past the expected ones, 20 ids in a row with nothing means no extra copy was stored.
  for (let id = afterId + 1; misses < 20 || id <= afterId + expected; id++) {
    const res = await request.get(`/api/inspection-photos/${id}`, { headers: auth(token) });
    if (res.status() === 200) {
      found++;
      misses = 0;
    } else {
      expect(res.status()).toBe(404);
      misses++;
    }
  }
  return found;
}

/** A photo uploaded through the API before the run: the ids of the run's photos come after it. */
export async function photoMark(
  request: APIRequestContext,
  token: string,
  contractId: number,
  photo: Buffer,
): Promise<number> {
  const form = await json<{ data: { questions: Record<string, { id: number }[]> } }>(
    request,
    token,
    '/user/contract/find/1/inspection-form-questions',
  );
  const questionId = Object.values(form.data.questions).flat()[0]?.id;
  const res = await request.post(`/user/contract/find/${contractId}/inspection-photos`, {
    headers: auth(token),
    multipart: {
      question_id: String(questionId),
      photo: { name: 'marca.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}
