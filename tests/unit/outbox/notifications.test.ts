// Marking a notification read through the outbox (issue 33): read on the device at once, sent once,
// the server's read_at kept; a pull while it waits does not bring it back unread; a refusal undoes it.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearResidentData } from '../../../src/data/clear.ts';
import type { TokaasDatabase } from '../../../src/data/engine/db.ts';
import { readNotifications, unreadCount } from '../../../src/data/engine/notification-rows.ts';
import { createDrainer } from '../../../src/data/engine/outbox/drain.ts';
import { enqueue } from '../../../src/data/engine/outbox/enqueue.ts';
import { handlerFor } from '../../../src/data/engine/outbox/registry.ts';
import { pullResident } from '../../../src/data/engine/sync/pull.ts';
import { freshDb, scriptedServer, session } from './fixtures.ts';

const notification = (id: number, read_at: string | null = null) => ({
  id,
  kind: 'payment-confirmed' as const,
  title: 'Pagamento confirmado',
  body: 'Recebemos seu pagamento de R$ 3.200,00. Obrigado!',
  url: '/minhas-tokaas/5/faturas',
  created_at: '2026-11-28T12:00:00.000Z',
  read_at,
});

async function mirrorOf(db: TokaasDatabase, userId: number, ...rows: ReturnType<typeof notification>[]) {
  await db.notifications.bulkPut(rows.map((n) => ({ ...n, userId })));
  await db.meta.put({ key: 'notifications-synced', value: 1 });
}

const markRead = (db: TokaasDatabase, userId: number, notificationId: number) =>
  enqueue(db, {
    userId,
    kind: 'notification.read',
    payload: { notificationId, title: 'Pagamento confirmado', readAt: '2026-11-28T13:00:00.000Z' },
  });

describe('notification.read through the outbox', () => {
  it('shows the notification read at once, sends one POST, and keeps the read_at the server answers', async () => {
    const db = freshDb();
    await mirrorOf(db, 7, notification(2), notification(1));
    expect(unreadCount((await readNotifications(db, 7)) ?? [])).toBe(2);

    const row = await markRead(db, 7, 2);
    const rows = (await readNotifications(db, 7)) ?? [];
    expect(rows.map((n) => [n.id, n.read_at])).toEqual([
      [2, '2026-11-28T13:00:00.000Z'],
      [1, null],
    ]);
    expect(unreadCount(rows)).toBe(1);

    const server = scriptedServer([Response.json({ data: { id: 2, read_at: '2026-11-28T13:00:05.000Z' } })]);
    expect(await createDrainer({ db, fetch: server.fetch, session: session(7) })()).toMatchObject({
      sent: 1,
    });
    expect(server.sent.map((r) => [r.method, r.path, r.idempotencyKey])).toEqual([
      ['POST', '/api/notifications/2/read', row.id],
    ]);
    expect((await db.notifications.get(2))?.read_at).toBe('2026-11-28T13:00:05.000Z');
    expect(await db.outbox.count()).toBe(0);
  });

  it('stays read when a pull brings the server’s unread copy before the change was sent', async () => {
    const db = freshDb();
    await mirrorOf(db, 7, notification(2));
    await markRead(db, 7, 2);
    const fetch = (async () =>
      Response.json({
        data: [notification(3), notification(2)],
        unread: 2,
      })) as unknown as typeof globalThis.fetch;
    const result = await pullResident({ db, fetch }, { userId: 7, token: 't' }, ['notifications']);
    expect(result).toEqual({ outcome: 'ok', written: ['notifications'], unchanged: [] });
    expect(((await readNotifications(db, 7)) ?? []).map((n) => [n.id, n.read_at])).toEqual([
      [3, null],
      [2, '2026-11-28T13:00:00.000Z'],
    ]);
  });

  it('keeps a read_at already there (read on another device) and never marks another resident’s', async () => {
    const db = freshDb();
    await mirrorOf(db, 7, notification(2, '2026-11-27T09:00:00.000Z'));
    await mirrorOf(db, 8, notification(5));
    await markRead(db, 7, 2);
    await markRead(db, 7, 5);
    expect((await db.notifications.get(2))?.read_at).toBe('2026-11-27T09:00:00.000Z');
    expect((await db.notifications.get(5))?.read_at).toBeNull();
  });

  it('a notification the server does not know is done, not refused; a refusal puts it back unread', async () => {
    const db = freshDb();
    await mirrorOf(db, 7, notification(2), notification(1));
    await markRead(db, 7, 2);
    await markRead(db, 7, 1);
    const server = scriptedServer([
      Response.json({ message: 'Notificação não encontrada.' }, { status: 404 }),
      Response.json({ message: 'Dados inválidos.' }, { status: 422 }),
    ]);
    await createDrainer({ db, fetch: server.fetch, session: session(7) })();
    expect(server.sent.map((r) => r.path)).toEqual([
      '/api/notifications/2/read',
      '/api/notifications/1/read',
    ]);
    const left = await db.outbox.toArray();
    expect(left.map((r) => [r.kind, r.status])).toEqual([['notification.read', 'rejected']]);
    expect((await db.notifications.get(1))?.read_at).toBeNull();
    expect(handlerFor('notification.read').describe(left[0]?.payload)).toBe(
      'Marcar notificação como lida: Pagamento confirmado',
    );
  });

  it('the mirrored notifications leave the device on sign-out; a mark still waiting stays for the same resident', async () => {
    const db = freshDb();
    await mirrorOf(db, 7, notification(2));
    await markRead(db, 7, 2);
    await clearResidentData(db);
    expect(await db.notifications.count()).toBe(0);
    expect(await readNotifications(db, 7)).toEqual([]);
    expect((await db.outbox.toArray()).map((r) => r.kind)).toEqual(['notification.read']);
  });
});
