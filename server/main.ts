// `npm start`: opens (and on first start creates, migrates and seeds) the database,
// then serves the API and the built app on one port.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { startJobs } from './jobs/runner.ts';
import { createMessenger } from './mail/mailer.ts';
import { ensureOperatorToken } from './operator/operator-token.ts';
import { readPaymentConfig } from './payments/payment-config.ts';
import {
  boletoAutoConfirmDefault,
  demoDataProblems,
  environmentProblems,
  pixAutoConfirmDefault,
  refuseToStart,
  seedsDemo,
} from './production-checks.ts';
import { DEMO_USER } from './seed/demo-user.ts';
import { seedAll } from './seed/index.ts';
import { moveDiskUploads } from './uploads/move-disk-uploads.ts';

// With NODE_ENV=production, nothing of the sandbox's may be left on: checked before anything opens.
const unsafe = environmentProblems(process.env);
if (unsafe.length > 0) refuseToStart(unsafe);

const config = readConfig();
const database = await openDatabase(config);
const demo = seedsDemo(process.env);
const leftovers = await demoDataProblems(database.db, process.env);
if (leftovers.length > 0) {
  await database.close();
  refuseToStart(leftovers);
}
// Photos written to disk by an earlier version move into the database (migration 0008).
const uploads = await moveDiskUploads(database.db, config.dataDir);
if (uploads.moved + uploads.removed > 0)
  console.info(`Fotos movidas para o banco: ${JSON.stringify(uploads)}`);
const seeded = await seedAll(database.db, { mediaDir: config.mediaDir, images: demo, demo });
const messenger = createMessenger(database.db, {
  smtpUrl: config.smtpUrl,
  smsGateway: config.smsGateway,
  from: config.mailFrom,
  log: process.env.NODE_ENV !== 'production',
});
const app = createApp(
  { db: database.db, config, messenger },
  { staticDir: path.resolve(process.env.STATIC_DIR ?? 'dist') },
);

// Jobs: billing in advance, late-payment suspension, Pix and pre-booking expiry; in the sandbox a
// pending Pix confirms itself after PIX_AUTO_CONFIRM_SECONDS (20 when unset in development; off in
// production).
const sandboxPayments = readPaymentConfig(process.env, {
  pixAutoConfirmSeconds: pixAutoConfirmDefault(process.env),
  boletoAutoConfirmSeconds: boletoAutoConfirmDefault(process.env),
});
const stopJobs = startJobs(database.db, {
  pixAutoConfirmSeconds: sandboxPayments.pixAutoConfirmSeconds,
  boletoAutoConfirmSeconds: sandboxPayments.boletoAutoConfirmSeconds,
  mail: { messenger, publicUrl: config.publicUrl },
});
// The operator CLI (npm run admin) reaches this process with the token written here (in
// production OPERATOR_TOKEN is required instead: production-checks.ts).
ensureOperatorToken(config.dataDir);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.info(`\nTokaas no ar: ${url}`);
  console.info(
    `Banco de dados: ${database.engine === 'pglite' ? `PGlite embutido em ${config.dataDir}` : 'PostgreSQL'}`,
  );
  if (demo) console.info(`Login de demonstração: ${DEMO_USER.email} / senha ${DEMO_USER.password}`);
  console.info(JSON.stringify(seeded));
});

// Socket limits: a client has 20 s to send its headers and 2 minutes for a whole request (slow
// uploads included); idle keep-alive connections outlive a load balancer's usual 60 s idle timeout
// so the balancer, not us, closes them (no race on a reused connection).
if ('headersTimeout' in server) {
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  server.keepAliveTimeout = 65_000;
}

async function shutdown(signal: string): Promise<void> {
  console.info(`\n${signal}: encerrando...`);
  server.close();
  await stopJobs();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
