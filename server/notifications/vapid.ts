// The VAPID key pair that signs our pushes: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the
// environment; without them (development) a pair is generated once and kept in the database, so
// subscriptions made against it stay valid across restarts and across API processes.
import webPush from 'web-push';
import type { DB } from '../db/connect.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:contato@tokaas.com.br';

export async function vapidKeys(db: DB, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const generated = webPush.generateVAPIDKeys();
  // Two processes starting at once: the first insert wins, both read that one.
  await db
    .insertInto('vapid_keys')
    .values({ public_key: generated.publicKey, private_key: generated.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('vapid_keys').selectAll().executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key, subject };
}
