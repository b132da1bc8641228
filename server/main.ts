// `npm start`: opens (and on first start creates, migrates and seeds) the database,
// then serves the API and the built app on one port.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { DEMO_USER } from './db/seed/demo-user.ts';
import { seedAll } from './db/seed/index.ts';
import { createMessenger } from './mail/mailer.ts';

const config = readConfig();
const database = await openDatabase(config);
const seeded = await seedAll(database.db, { mediaDir: config.mediaDir, images: true });
const messenger = createMessenger(database.db, {
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  log: process.env.NODE_ENV !== 'production',
});
const app = createApp({ db: database.db, config, messenger }, { staticDir: path.resolve('dist') });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.info(`\nTokaas no ar: ${url}`);
  console.info(
    `Banco de dados: ${database.engine === 'pglite' ? `PGlite embutido em ${config.dataDir}` : 'PostgreSQL'}`,
  );
  console.info(`Login de demonstração: ${DEMO_USER.email} / senha ${DEMO_USER.password}`);
  console.info(JSON.stringify(seeded));
});

async function shutdown(signal: string): Promise<void> {
  console.info(`\n${signal}: encerrando...`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
