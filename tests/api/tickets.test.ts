// Support tickets: list (own, newest first, paginated), detail with replies, create with an
// optional own contract, replies refused once 'Resolvido', ownership, and the staff functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyAsStaff, resolveTicket } from '../../server/tickets/index.ts';
import { replyResponse, SM, ticketListResponse, ticketResponse } from '../../src/api/support-resident.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';
import { makeContract } from './resident-fixtures.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let other: Awaited<ReturnType<typeof newResident>>;

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api, { name: 'Maria Oliveira' });
  other = await newResident(api);
});
afterAll(async () => {
  await api?.close();
});

const PATH = '/api/enterprise/tickets';

async function open(token: string, body: Record<string, unknown> = {}) {
  const res = await api.request('POST', PATH, {
    token,
    body: { title: 'Lâmpada queimada', description: 'A lâmpada da sala queimou.', ...body },
  });
  expect(res.status).toBe(201);
  return ticketResponse.parse(await res.json()).data;
}

describe('without a token', () => {
  it('every ticket call answers 401 Unauthenticated.', async () => {
    for (const [method, url] of [
      ['GET', PATH],
      ['GET', `${PATH}/1`],
      ['POST', PATH],
      ['POST', '/api/enterprise/ticket/replies'],
    ] as const) {
      const res = await api.request(method, url, method === 'POST' ? { body: {} } : {});
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });
});

describe('POST /api/enterprise/tickets', () => {
  it('creates an Aberto ticket (201), optionally tied to an own contract', async () => {
    const contract = await makeContract(api, owner.id);
    const ticket = await open(owner.token, { enterprise_contract_id: contract.id });
    expect(ticket).toMatchObject({
      title: 'Lâmpada queimada',
      description: 'A lâmpada da sala queimou.',
      status: 'Aberto',
      enterprise_contract_id: contract.id,
      replies: [],
    });
    expect(ticket.human_contract_id).toMatch(/^TST-/);
    expect(ticket.createdAt).toBe(ticket.updatedAt);
    for (const none of [null, '', 0, 'Nenhum', undefined]) {
      const t = await open(owner.token, { enterprise_contract_id: none });
      expect(t.enterprise_contract_id).toBeNull();
    }
  });

  it('answers 422 with the spec messages for a missing subject or description', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'O campo assunto é obrigatório.'],
      [{ title: undefined }, 'title', 'O campo assunto é obrigatório.'],
      [{ title: 42 }, 'title', 'O campo assunto é obrigatório.'],
      [{ description: '   ' }, 'description', 'O campo descrição é obrigatório.'],
      [{ title: 'x'.repeat(151) }, 'title', SM.titleLong],
      [{ description: 'x'.repeat(5001) }, 'description', SM.descriptionLong],
      [{ enterprise_contract_id: 'abc' }, 'enterprise_contract_id', SM.contractNotFound],
    ];
    for (const [patch, field, message] of cases) {
      const res = await api.request('POST', PATH, {
        token: owner.token,
        body: { title: 'Assunto', description: 'Descrição', ...patch },
      });
      expect(res.status, field).toBe(422);
      expect((await json(res)).errors[field]).toEqual([message]);
    }
  });

  it('refuses another resident’s contract with 404 and ignores fields it does not know', async () => {
    const theirs = await makeContract(api, other.id);
    const res = await api.request('POST', PATH, {
      token: owner.token,
      body: { title: 'A', description: 'B', enterprise_contract_id: theirs.id },
    });
    expect(res.status).toBe(404);
    // Mass assignment: status and user_id in the body change nothing.
    const ticket = await open(owner.token, { status: 'Resolvido', user_id: other.id });
    expect(ticket.status).toBe('Aberto');
    const row = await api.db
      .selectFrom('tickets')
      .select('user_id')
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(owner.id);
  });
});

describe('GET /api/enterprise/tickets and /{id}', () => {
  it('lists only the caller’s tickets, newest (highest id) first, with pagination', async () => {
    const resident = await newResident(api);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await open(resident.token, { title: `T${i}` })).id);
    await open(other.token);
    const res = await api.request('GET', PATH, { token: resident.token });
    expect(res.status).toBe(200);
    const body = ticketListResponse.parse(await res.json());
    expect(body.data.map((t) => t.id)).toEqual([...ids].reverse());
    expect(body.meta.pagination).toMatchObject({ total: 3, total_pages: 1, current_page: 1 });

    const page2 = ticketListResponse.parse(
      await (await api.request('GET', `${PATH}?page=2&per_page=2`, { token: resident.token })).json(),
    );
    expect(page2.data.map((t) => t.id)).toEqual([ids[0]]);
    expect((await api.request('GET', `${PATH}?per_page=0`, { token: resident.token })).status).toBe(422);
  });

  it('shows the detail with replies to the owner; another resident, unknown and malformed ids get 404', async () => {
    const ticket = await open(owner.token);
    const res = await api.request('GET', `${PATH}/${ticket.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(ticketResponse.parse(await res.json()).data.id).toBe(ticket.id);
    for (const [token, id] of [
      [other.token, ticket.id],
      [owner.token, 999999],
      [owner.token, 'abc'],
      [owner.token, '1e3'],
    ] as const) {
      const r = await api.request('GET', `${PATH}/${id}`, { token });
      expect(r.status, String(id)).toBe(404);
      expect((await json(r)).message).toBe(SM.ticketNotFound);
    }
  });
});

describe('POST /api/enterprise/ticket/replies', () => {
  it('adds a reply (201) with name, initials avatar and time, and moves the ticket’s last activity', async () => {
    const ticket = await open(owner.token);
    await new Promise((r) => setTimeout(r, 5));
    const res = await api.request('POST', '/api/enterprise/ticket/replies', {
      token: owner.token,
      body: { ticket_id: ticket.id, description: 'Alguma novidade?' },
    });
    expect(res.status).toBe(201);
    const reply = replyResponse.parse(await res.json()).data;
    expect(reply).toMatchObject({
      ticket_id: ticket.id,
      user_id: owner.id,
      name: 'Maria Oliveira',
      avatar: 'MO',
      description: 'Alguma novidade?',
    });
    const detail = ticketResponse.parse(
      await (await api.request('GET', `${PATH}/${ticket.id}`, { token: owner.token })).json(),
    ).data;
    expect(detail.replies.map((r) => r.id)).toEqual([reply.id]);
    expect(detail.updatedAt).toBe(reply.createdAt);
    expect(detail.updatedAt > detail.createdAt).toBe(true);
  });

  it('validates the reply and answers 404 for another resident’s ticket', async () => {
    const ticket = await open(owner.token);
    const blank = await api.request('POST', '/api/enterprise/ticket/replies', {
      token: owner.token,
      body: { ticket_id: ticket.id, description: '' },
    });
    expect(blank.status).toBe(422);
    expect((await json(blank)).errors.description).toEqual(['O campo descrição é obrigatório.']);
    const noTicket = await api.request('POST', '/api/enterprise/ticket/replies', {
      token: owner.token,
      body: { description: 'Oi' },
    });
    expect(noTicket.status).toBe(422);
    expect((await json(noTicket)).errors.ticket_id).toEqual([SM.ticketRequired]);
    const foreign = await api.request('POST', '/api/enterprise/ticket/replies', {
      token: other.token,
      body: { ticket_id: ticket.id, description: 'Oi' },
    });
    expect(foreign.status).toBe(404);
  });

  it('staff replies move Aberto to Em atendimento; once Resolvido, replies are refused with 422', async () => {
    const ticket = await open(owner.token);
    const staff = await replyAsStaff(api.db, ticket.id, 'Vamos verificar hoje.');
    expect(staff).toMatchObject({ user_id: null, name: 'Equipe Tokaas', avatar: 'ET' });
    let detail = ticketResponse.parse(
      await (await api.request('GET', `${PATH}/${ticket.id}`, { token: owner.token })).json(),
    ).data;
    expect(detail.status).toBe('Em atendimento');

    expect(await resolveTicket(api.db, ticket.id)).toBe(true);
    expect(await resolveTicket(api.db, 999999)).toBe(false);
    detail = ticketResponse.parse(
      await (await api.request('GET', `${PATH}/${ticket.id}`, { token: owner.token })).json(),
    ).data;
    expect(detail.status).toBe('Resolvido');

    const res = await api.request('POST', '/api/enterprise/ticket/replies', {
      token: owner.token,
      body: { ticket_id: ticket.id, description: 'Voltou a acontecer.' },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe('Este chamado foi resolvido e não aceita novas respostas.');
    await expect(replyAsStaff(api.db, ticket.id, 'Mais uma')).rejects.toThrow(/resolvido/);
  });
});
