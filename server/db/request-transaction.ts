// One transaction per keyed request (server/http/idempotency.ts), without threading it through
// every handler: while a request runs inside `withRequestTransaction`, the DB every module holds
// (made by connect(), wrapped here) answers with that transaction. A handler's own
// `db.transaction().execute(fn)` becomes a savepoint inside it, so its all-or-nothing holds and
// an error it catches (an exclusion violation, say) does not abort the request's transaction.
// Outside a request (jobs, seeding, migrations, reads) the DB is the pool as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

const current = new AsyncLocalStorage<Transaction<Database>>();
let savepoints = 0;

/** Runs fn with every scoped DB answering through trx. */
export function withRequestTransaction<T>(trx: Transaction<Database>, fn: () => Promise<T>): Promise<T> {
  return current.run(trx, fn);
}

/** Runs fn with the pool, even inside a request's transaction (a statement on another connection). */
export function outsideRequestTransaction<T>(fn: () => T): T {
  return current.exit(fn);
}

/** A nested `transaction()` as kysely's builder shapes it, run as a savepoint of trx. */
function savepointBuilder(trx: Transaction<Database>) {
  const builder = {
    // The request's transaction already has its isolation and access mode.
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
    async execute<T>(fn: (nested: Transaction<Database>) => Promise<T>): Promise<T> {
      const name = sql.id(`tokaas_sp_${++savepoints}`);
      await sql`SAVEPOINT ${name}`.execute(trx);
      try {
        const result = await fn(trx);
        await sql`RELEASE SAVEPOINT ${name}`.execute(trx);
        return result;
      } catch (error) {
        await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(trx);
        throw error;
      }
    },
  };
  return builder;
}

/**
 * The DB as handlers see it: the request's transaction while one is open, the pool otherwise.
 * Members are read off the real object (kysely keeps its state in #private fields, which a proxy
 * receiver cannot read).
 */
export function requestScoped(db: Kysely<Database>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      const trx = current.getStore();
      if (trx && property === 'transaction') return () => savepointBuilder(trx);
      const self = trx ?? target;
      const value: unknown = Reflect.get(self, property, self);
      return typeof value === 'function' ? value.bind(self) : value;
    },
  });
}
