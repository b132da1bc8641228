// Statements with parameters run as named prepared statements: PostgreSQL parses and plans a
// statement once per connection and then reuses the plan, instead of planning it on every call.
// The search page's statement (joins, availability and photo subqueries) took longer to plan
// (~1.1 ms) than to run (~1 ms); prepared, a call costs about half. Statements without parameters
// (migrations, several statements in one text) keep the simple protocol. A connection prepares at
// most PREPARED_PER_CONNECTION texts and runs the rest unnamed, so a stream of ever-new texts
// cannot grow the server's memory. Names carry the connection's number: embedded PGlite serves
// every connection from one session, so a later connection must not reuse an earlier one's names.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './connection-faults.ts';

export const PREPARED_PER_CONNECTION = 200;

let connections = 0;
const namesOf = new WeakMap<pg.PoolClient, { id: number; names: Map<string, string> }>();

/** The statement's name on this connection, or undefined to run it unnamed. */
function nameFor(client: pg.PoolClient, text: string): string | undefined {
  let prepared = namesOf.get(client);
  if (!prepared) {
    connections += 1;
    prepared = { id: connections, names: new Map() };
    namesOf.set(client, prepared);
  }
  let name = prepared.names.get(text);
  if (!name) {
    if (prepared.names.size >= PREPARED_PER_CONNECTION) return undefined;
    name = `tokaas_${prepared.id}_${prepared.names.size + 1}`;
    prepared.names.set(text, name);
  }
  return name;
}

function preparingClient(client: pg.PoolClient, prepare: boolean): PostgresPoolClient {
  // A statement failed because the connection died (a restart sends 57P01 before closing the
  // socket): the client is released as broken, so the pool never lends it to the next request.
  let broken = false;
  const watch = <T>(result: Promise<T>): Promise<T> =>
    result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) broken = true;
      throw error;
    });
  return {
    // biome-ignore lint/suspicious/noExplicitAny: forwards kysely's two overloads to pg's.
    query(textOrCursor: any, parameters?: ReadonlyArray<unknown>): any {
      if (typeof textOrCursor !== 'string' || !parameters?.length) {
        const result = parameters ? client.query(textOrCursor, [...parameters]) : client.query(textOrCursor);
        return result instanceof Promise ? watch(result) : result;
      }
      const name = prepare ? nameFor(client, textOrCursor) : undefined;
      const values = [...parameters];
      return watch(
        name ? client.query({ name, text: textOrCursor, values }) : client.query(textOrCursor, values),
      );
    },
    release: () => client.release(broken),
  };
}

const listening = new WeakSet<pg.PoolClient>();

/**
 * A checked-out client whose connection dies (a database restart: 57P01, a killed backend) emits
 * 'error' on itself, and pg's pool listens only on idle clients: with no listener Node ends the
 * process. The query running on it, if any, fails on its own; the pool drops the dead client when
 * it is released.
 */
function keepAliveOnError(client: pg.PoolClient): pg.PoolClient {
  if (listening.has(client)) return client;
  listening.add(client);
  client.on('error', (error) => console.error('[db] conexão perdida durante o uso:', error.message));
  return client;
}

/**
 * A kysely pool over a pg pool whose connections prepare their parameterised statements; with
 * prepare false (DB_PREPARED_STATEMENTS=0: PgBouncer in transaction mode before 1.21, where the
 * next transaction may land on a server connection that never saw the name) all run unnamed.
 */
export function preparingPool(
  pool: pg.Pool,
  options: { prepare: boolean } = { prepare: true },
): PostgresPool {
  return {
    connect: async () => preparingClient(keepAliveOnError(await pool.connect()), options.prepare),
    end: () => pool.end(),
  };
}
