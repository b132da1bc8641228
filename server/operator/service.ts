// The operator endpoint's two steps: who may call it (the configured operator token, compared in
// constant time; none configured means the endpoint does not exist) and running one command.
// The commands themselves are commands.ts, shared with the CLI, which throws no HTTP errors.
import type { DB } from '../db/connect.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { CommandError, runCommand } from './commands.ts';
import { readOperatorToken, sameToken } from './operator-token.ts';

/** Throws 404 when no operator token is configured, 401 when `given` is not it. */
export function authorizeOperator(dataDir: string, given: string): void {
  const expected = readOperatorToken(dataDir);
  if (!expected) throw notFound('Rota não encontrada.');
  if (!sameToken(expected, given)) throw new HttpError(401, 'Unauthenticated.');
}

/** The command's result; a command's own refusal (bad arguments, nothing found) answers 422. */
export async function runOperatorCommand(db: DB, command: string, args: string[]) {
  try {
    return await runCommand(db, command, args);
  } catch (error) {
    if (error instanceof CommandError) throw new HttpError(422, error.message);
    throw error;
  }
}
