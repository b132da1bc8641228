// The operator endpoint's secret: OPERATOR_TOKEN, or a random token the server writes to
// DATA_DIR/operator.token (mode 0600) at start, which `npm run admin` on the same machine reads.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const tokenFile = (dataDir: string) => path.join(dataDir, 'operator.token');

/** Called by server/main.ts: makes sure a token exists (unless OPERATOR_TOKEN is set). */
export function ensureOperatorToken(dataDir: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.OPERATOR_TOKEN) return;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(tokenFile(dataDir), `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
}

/** The token in force, or undefined when the endpoint is off (no env variable, no file). */
export function readOperatorToken(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  try {
    return fs.readFileSync(tokenFile(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
