// Production is safe by construction: with NODE_ENV=production the server refuses to start while
// anything still has its development value, and says which and how to set it. Development stays
// one command (`npm start`) with every convenience on.
import { sql } from 'kysely';
import type { DB } from './db/connect.ts';
import { DEV_WEBHOOK_SECRET } from './payments/payment-config.ts';
import { PARTNER_HASHES } from './seed/contract-plans.ts';
import { DEMO_USER } from './seed/demo-user.ts';

export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** Whether the demo data is seeded: on by default in development, never in production. */
export const seedsDemo = (env: NodeJS.ProcessEnv) =>
  env.SEED_DEMO === undefined ? !isProduction(env) : env.SEED_DEMO === '1' || env.SEED_DEMO === 'true';

/** The sandbox Pix auto-confirm: 20 s by default in development, off in production. */
export const pixAutoConfirmDefault = (env: NodeJS.ProcessEnv) => (isProduction(env) ? 0 : 20);
/** The sandbox boleto auto-confirm: 60 s by default in development, off in production. */
export const boletoAutoConfirmDefault = (env: NodeJS.ProcessEnv) => (isProduction(env) ? 0 : 60);

const MIN_SECRET_LENGTH = 32;

/** What in the environment still has a development value (pt-BR, one line each, with the fix). */
export function environmentProblems(env: NodeJS.ProcessEnv): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  const secret = env.PAYMENTS_WEBHOOK_SECRET ?? '';
  if (!secret || secret === DEV_WEBHOOK_SECRET || secret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `PAYMENTS_WEBHOOK_SECRET: defina o segredo do webhook do gateway (${MIN_SECRET_LENGTH}+ caracteres, ex.: openssl rand -hex 32); o valor de desenvolvimento é público.`,
    );
  }
  if (Number(env.PIX_AUTO_CONFIRM_SECONDS ?? 0) > 0) {
    problems.push(
      'PIX_AUTO_CONFIRM_SECONDS: a confirmação automática de Pix é só do sandbox; remova a variável ou use 0.',
    );
  }
  if (Number(env.BOLETO_AUTO_CONFIRM_SECONDS ?? 0) > 0) {
    problems.push(
      'BOLETO_AUTO_CONFIRM_SECONDS: a confirmação automática de boletos é só do sandbox; remova a variável ou use 0.',
    );
  }
  if (!env.OPERATOR_TOKEN || env.OPERATOR_TOKEN.length < MIN_SECRET_LENGTH) {
    problems.push(
      `OPERATOR_TOKEN: defina o token do operador (${MIN_SECRET_LENGTH}+ caracteres); em produção ele não é gravado em arquivo no DATA_DIR.`,
    );
  }
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) {
    problems.push(
      'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: defina o par de chaves do Web Push (npx web-push generate-vapid-keys), o mesmo em todos os processos; trocá-lo depois invalida a inscrição de cada aparelho.',
    );
  }
  if (env.DEV_MAILBOX && env.DEV_MAILBOX !== '0' && env.DEV_MAILBOX !== 'false') {
    problems.push(
      'DEV_MAILBOX: a caixa de correio de teste mostra códigos e links a qualquer um; remova a variável.',
    );
  }
  if (seedsDemo(env)) {
    problems.push(
      'SEED_DEMO: os dados de demonstração não podem ser criados em produção; remova a variável.',
    );
  }
  return problems;
}

/** Demo rows found in the database (a database first started in development). */
export async function demoDataProblems(db: DB, env: NodeJS.ProcessEnv): Promise<string[]> {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  const demoUser = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', DEMO_USER.email)
    .executeTakeFirst();
  if (demoUser) {
    problems.push(
      `O banco contém o morador de demonstração (${DEMO_USER.email}, senha pública): use um banco novo ou remova essa conta.`,
    );
  }
  const packages = await db
    .selectFrom('platform_reservations')
    .select('hash')
    .where('hash', 'in', Object.values(PARTNER_HASHES))
    .execute();
  if (packages.length > 0) {
    problems.push(
      `O banco contém os pacotes de parceiro de demonstração (${packages.map((p) => p.hash).join(', ')}): use um banco novo ou remova-os.`,
    );
  }
  return problems;
}

export function refuseToStart(problems: string[]): never {
  console.error(
    `\nTokaas não inicia em produção (NODE_ENV=production) com valores de desenvolvimento:\n${problems
      .map((p) => `  - ${p}`)
      .join('\n')}\nVeja o checklist de produção em docs/deploy.md.\n`,
  );
  process.exit(1);
}
