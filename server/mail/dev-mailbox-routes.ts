// GET /api/dev/mailbox?to=: mounted only with DEV_MAILBOX=1 (production refuses to start with it).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.ts';
import { query } from '../http/validate.ts';
import { devMailbox } from './dev-mailbox.ts';

const mailboxQuery = z.object({ to: z.string().trim().min(3).max(255) });

export function devMailboxRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/api/dev/mailbox', async (c) => {
    const { to } = query(c, mailboxQuery);
    return c.json({ data: await devMailbox(deps.db, to) });
  });
  return app;
}
