// POST /api/operator/commands {command, args}: the operator CLI's way into a server that owns an
// embedded PGlite database. Authorised by `Authorization: Bearer <operator token>` (OPERATOR_TOKEN
// or DATA_DIR/operator.token); without a configured token the route does not exist (404).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { CommandError, runCommand } from './commands.ts';
import { readOperatorToken, sameToken } from './operator-token.ts';

export const commandRequest = z.object({
  command: z.string({ error: 'Informe o comando.' }).min(1).max(40),
  args: z.array(z.string().max(5000)).max(50).default([]),
});

export function operatorRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.post('/api/operator/commands', async (c) => {
    const expected = readOperatorToken(deps.config.dataDir);
    if (!expected) throw notFound('Rota não encontrada.');
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(expected, given)) throw new HttpError(401, 'Unauthenticated.');
    const { command, args } = await body(c, commandRequest);
    try {
      return c.json({ data: await runCommand(deps.db, command, args) });
    } catch (error) {
      if (error instanceof CommandError) throw new HttpError(422, error.message);
      throw error;
    }
  });
  return app;
}
