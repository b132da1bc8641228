// POST /api/operator/commands {command, args}: the operator CLI's way into a server that owns an
// embedded PGlite database. Authorised by `Authorization: Bearer <operator token>` (OPERATOR_TOKEN
// or DATA_DIR/operator.token); without a configured token the route does not exist (404).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.ts';
import { body } from '../http/validate.ts';
import { authorizeOperator, runOperatorCommand } from './service.ts';

export const commandRequest = z.object({
  command: z.string({ error: 'Informe o comando.' }).min(1).max(40),
  args: z.array(z.string().max(5000)).max(50).default([]),
});

export function operatorRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/api/operator/commands', async (c) => {
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    authorizeOperator(deps.config.dataDir, given);
    const { command, args } = await body(c, commandRequest);
    return c.json({ data: await runOperatorCommand(deps.db, command, args) });
  });
  return app;
}
