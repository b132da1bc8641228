// `npm run admin -- <command> [args…]`: operator commands (server/operator/commands.ts).
// With DATABASE_URL the CLI opens the PostgreSQL server itself. Without it the database is the
// embedded PGlite owned by the running server process, so the CLI asks that server instead:
// POST http://127.0.0.1:$PORT/api/operator/commands with the operator token (OPERATOR_TOKEN, or
// the DATA_DIR/operator.token file the server wrote at start).
import { readConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { COMMAND_HELP, CommandError, runCommand } from './operator/commands.ts';
import { readOperatorToken, tokenFile } from './operator/operator-token.ts';

const [command, ...args] = process.argv.slice(2);
if (!command || command === 'help' || command === '--help') {
  console.info(COMMAND_HELP);
  process.exit(command ? 0 : 1);
}

const config = readConfig();

async function direct(url: string): Promise<unknown> {
  const db = connect(url, { maxConnections: 1 });
  try {
    return await runCommand(db, command as string, args);
  } finally {
    await db.destroy();
  }
}

async function viaServer(): Promise<unknown> {
  const token = readOperatorToken(config.dataDir);
  if (!token) {
    throw new CommandError(
      `Token do operador não encontrado (${tokenFile(config.dataDir)}). Inicie o servidor com npm start ou defina OPERATOR_TOKEN.`,
    );
  }
  const base = process.env.ADMIN_URL ?? `http://127.0.0.1:${config.port}`;
  let response: Response;
  try {
    response = await fetch(`${base}/api/operator/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ command, args }),
    });
  } catch {
    throw new CommandError(
      `O servidor não responde em ${base}. O banco embutido pertence ao processo do servidor: inicie-o com npm start.`,
    );
  }
  const json = (await response.json().catch(() => ({}))) as { data?: unknown; message?: string };
  if (!response.ok) throw new CommandError(json.message ?? `Erro ${response.status}`);
  return json.data;
}

try {
  const result = config.databaseUrl ? await direct(config.databaseUrl) : await viaServer();
  if (Array.isArray(result)) {
    if (result.length) console.table(result);
    else console.info('Nada encontrado.');
  } else console.info(JSON.stringify(result, null, 2));
} catch (error) {
  console.error(error instanceof CommandError ? error.message : error);
  process.exit(1);
}
