// Runtime configuration, read once from the environment (documented in README.md).
import path from 'node:path';
import { ABUSE_LIMITS } from './http/rate-limit.ts';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** An SMS provider's HTTP endpoint (SMS_GATEWAY_URL, with SMS_GATEWAY_TOKEN as its bearer). */
  smsGateway: { url: string; token: string | undefined } | undefined;
  mailFrom: string;
  tokenTtlDays: number;
  logRequests: boolean;
  /** Behind a load balancer: believe its X-Forwarded-For / X-Forwarded-Proto (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** A handler still running after this answers 503 with Retry-After (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Connections to a PostgreSQL server per process (DB_POOL_MAX; the embedded engine uses one). */
  dbPoolMax: number;
  /** A request waiting longer for a connection answers 503 + Retry-After (DB_CONNECT_TIMEOUT_MS). */
  dbConnectTimeoutMs: number;
  /** DB_PREPARED_STATEMENTS=0 behind PgBouncer in transaction mode (before 1.21). */
  dbPreparedStatements: boolean;
  /**
   * DEV_MAILBOX=1: GET /api/dev/mailbox?to= lists the outbox's mail to an address, so browser tests
   * read a sign-up code as a person reads their mail. Refused in production (production-checks.ts).
   */
  devMailbox: boolean;
  /**
   * Sign-ups one address may start an hour (REGISTER_LIMIT_PER_ADDRESS, default 30): each mails a
   * code or a notice. Raised where one machine signs up many people (the browser tests).
   */
  registerPerAddressLimit: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 8080,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    smsGateway: env.SMS_GATEWAY_URL
      ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN || undefined }
      : undefined,
    mailFrom: env.MAIL_FROM ?? 'Tokaas <nao-responda@tokaas.com.br>',
    tokenTtlDays: Number(env.TOKEN_TTL_DAYS ?? 30),
    logRequests: env.LOG_REQUESTS !== '0',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 30_000),
    dbPoolMax: Math.floor(positive(env.DB_POOL_MAX, 10)),
    dbConnectTimeoutMs: positive(env.DB_CONNECT_TIMEOUT_MS, 5_000),
    registerPerAddressLimit: Math.floor(
      positive(env.REGISTER_LIMIT_PER_ADDRESS, ABUSE_LIMITS.registerPerAddress.limit),
    ),
    devMailbox: env.DEV_MAILBOX === '1' || env.DEV_MAILBOX === 'true',
    dbPreparedStatements: env.DB_PREPARED_STATEMENTS !== '0' && env.DB_PREPARED_STATEMENTS !== 'false',
  };
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}
