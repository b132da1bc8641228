import { describe, expect, it } from 'vitest';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import { enqueue } from '../../../src/data/engine/outbox/enqueue.ts';
import type { TicketRow } from '../../../src/data/engine/outbox/mutations/tickets.ts';
import { freshDb, scriptedServer, session } from './fixtures.ts';

const serverTicket = (id: number, title: string) => ({
  data: {
    id,
    title,
    description: 'Chuveiro sem água quente',
    status: 'Aberto',
    enterprise_contract_id: null,
    human_contract_id: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    replies: [],
  },
});

describe('tickets through the outbox', () => {
  it('a ticket and a reply made offline show at once and reach the server in order, the reply on the real id', async () => {
    const db = freshDb();
    const created = await enqueue(db, {
      userId: 7,
      kind: 'ticket.create',
      payload: { title: 'Chuveiro', description: 'Chuveiro sem água quente', enterprise_contract_id: null },
    });
    const localTicketId = `local:${created.id}`;
    await enqueue(db, {
      userId: 7,
      kind: 'ticket.reply',
      payload: {
        ticketId: localTicketId,
        description: 'Já tentei religar o disjuntor.',
        authorName: 'Joana Pereira',
      },
    });
    const shown = (await db.tickets.get(localTicketId)) as unknown as TicketRow;
    expect(shown).toMatchObject({ title: 'Chuveiro', status: 'Aberto', pending: true });
    expect(shown.replies).toMatchObject([
      { description: 'Já tentei religar o disjuntor.', avatar: 'JP', pending: true },
    ]);

    const server = scriptedServer([
      Response.json(serverTicket(41, 'Chuveiro'), { status: 201 }),
      Response.json(
        {
          data: {
            id: 9,
            ticket_id: 41,
            user_id: 7,
            name: 'Joana Pereira',
            avatar: 'JP',
            description: 'Já tentei religar o disjuntor.',
            createdAt: '2026-11-22T10:01:00.000Z',
          },
        },
        { status: 201 },
      ),
    ]);
    expect(await createDrainer({ db, fetch: server.fetch, session: session(7) })()).toMatchObject({
      sent: 2,
    });
    expect(server.sent.map((r) => [r.path, r.body])).toEqual([
      [
        '/api/enterprise/tickets',
        { title: 'Chuveiro', description: 'Chuveiro sem água quente', enterprise_contract_id: null },
      ],
      ['/api/enterprise/ticket/replies', { ticket_id: 41, description: 'Já tentei religar o disjuntor.' }],
    ]);
    expect(await db.tickets.get(localTicketId)).toBeUndefined();
    const stored = (await db.tickets.get(41)) as unknown as TicketRow;
    expect(stored.replies).toHaveLength(1);
    expect(stored.replies[0]?.id).toBe(9);
    expect(stored.replies[0]?.pending).toBeUndefined();
  });

  it('when the server refuses the ticket, its reply is refused too and both optimistic changes go', async () => {
    const db = freshDb();
    const created = await enqueue(db, {
      userId: 7,
      kind: 'ticket.create',
      payload: { title: '', description: 'x', enterprise_contract_id: null },
    });
    await enqueue(db, {
      userId: 7,
      kind: 'ticket.reply',
      payload: { ticketId: `local:${created.id}`, description: 'mais detalhes', authorName: 'Joana' },
    });
    const server = scriptedServer([
      Response.json(
        { message: 'O campo assunto é obrigatório.', errors: { title: ['O campo assunto é obrigatório.'] } },
        { status: 422 },
      ),
    ]);
    expect(await createDrainer({ db, fetch: server.fetch, session: session(7) })()).toMatchObject({
      rejected: 2,
      sent: 0,
    });
    expect(server.sent).toHaveLength(1);
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.kind, r.status, r.error?.message])).toEqual([
      ['ticket.create', 'rejected', 'O campo assunto é obrigatório.'],
      ['ticket.reply', 'rejected', 'O chamado desta resposta não foi aceito pelo servidor.'],
    ]);
    expect(await db.tickets.count()).toBe(0);
  });
});
