// The pool kysely runs on: a statement with parameters goes to pg as a named prepared statement,
// one name per SQL text; without parameters (migrations, several statements in one text) it stays
// plain; a connection prepares a bounded number of texts and runs the rest unnamed.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PREPARED_PER_CONNECTION, preparingPool } from '../../server/db/prepared-statements.ts';

function fakePool(failWith?: Error) {
  const calls: unknown[][] = [];
  let released = 0;
  const releasedWith: unknown[] = [];
  const listeners: string[] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args);
      if (failWith) return Promise.reject(failWith);
      return Promise.resolve({ rows: [], rowCount: 0, command: 'SELECT' });
    },
    release: (broken?: unknown) => {
      released++;
      releasedWith.push(broken);
    },
    on: (event: string) => {
      listeners.push(event);
      return client;
    },
  };
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool;
  return { pool, calls, released: () => released, releasedWith, listeners };
}

describe('preparingPool', () => {
  it('names a parameterised statement by its text, the same name every time', async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    await client.query('select $1::int as a', [1]);
    await client.query('select $1::int as a', [2]);
    await client.query('select $1::int as b', [3]);
    const [first, second, other] = calls.map(
      (args) => args[0] as { name: string; text: string; values: unknown[] },
    );
    expect(first).toMatchObject({ text: 'select $1::int as a', values: [1] });
    expect(first?.name).toMatch(/^tokaas_\d+_\d+$/);
    expect(second).toEqual({ name: first?.name, text: 'select $1::int as a', values: [2] });
    expect(other?.name).not.toBe(first?.name);
  });

  it('gives a later connection names of its own', async () => {
    const one = fakePool();
    const two = fakePool();
    await (await preparingPool(one.pool).connect()).query('select $1::int as same', [1]);
    await (await preparingPool(two.pool).connect()).query('select $1::int as same', [1]);
    const nameOn = (calls: unknown[][]) => (calls[0] as [{ name: string }])[0].name;
    expect(nameOn(two.calls)).not.toBe(nameOn(one.calls));
  });

  it('keeps statements without parameters plain, so several statements in one text still run', async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    await client.query('create table t (a int); create index on t (a)', []);
    expect(calls).toEqual([['create table t (a int); create index on t (a)', []]]);
  });

  it(`prepares at most ${PREPARED_PER_CONNECTION} texts per connection, then runs the rest unnamed`, async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    for (let i = 0; i <= PREPARED_PER_CONNECTION; i++) await client.query(`select $1::int + ${i}`, [i]);
    await client.query('select $1::int + 0', [9]); // prepared before: still named
    const named = calls.filter((args) => typeof args[0] === 'object');
    expect(named).toHaveLength(PREPARED_PER_CONNECTION + 1);
    expect(calls.at(-2)).toEqual([`select $1::int + ${PREPARED_PER_CONNECTION}`, [PREPARED_PER_CONNECTION]]);
    expect(calls.at(-1)?.[0]).toMatchObject({ text: 'select $1::int + 0', values: [9] });
  });

  it('passes a cursor through and releases the connection it was given', async () => {
    const { pool, calls, released } = fakePool();
    const client = await preparingPool(pool).connect();
    const cursor = { read: async () => [], close: async () => {} };
    client.query(cursor);
    client.release();
    expect(calls).toEqual([[cursor]]);
    expect(released()).toBe(1);
  });

  it('listens for a checked-out connection dying, and releases it as broken after a connection fault', async () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const { pool, listeners, releasedWith } = fakePool(lost);
    const client = await preparingPool(pool).connect();
    expect(listeners).toContain('error');
    await expect(client.query('select $1::int', [1])).rejects.toBe(lost);
    client.release();
    expect(releasedWith).toEqual([true]);
  });

  it('keeps a connection whose statement merely failed', async () => {
    const { pool, releasedWith } = fakePool(Object.assign(new Error('duplicate key'), { code: '23505' }));
    const client = await preparingPool(pool).connect();
    await expect(client.query('insert into t values ($1)', [1])).rejects.toThrow('duplicate key');
    client.release();
    expect(releasedWith).toEqual([false]);
  });

  it('runs every statement unnamed when preparing is off (PgBouncer in transaction mode)', async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool, { prepare: false }).connect();
    await client.query('select $1::int as a', [1]);
    expect(calls[0]).toEqual(['select $1::int as a', [1]]);
  });
});
