// What every route module receives, and the per-request variables set by middleware.
import type { Config } from './config.ts';
import type { DB } from './db/connect.ts';
import type { Messenger } from './mail/mailer.ts';

export interface Deps {
  db: DB;
  config: Config;
  messenger: Messenger;
}

export interface AppEnv {
  Variables: {
    userId: number | undefined;
    tokenId: number | undefined;
    /** Aborts when the request passes its time limit (http/timeout.ts); unset outside the app. */
    deadline: AbortSignal | undefined;
  };
}
