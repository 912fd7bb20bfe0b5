import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWrites, isPlainRead } from '../../src/db/write-generation.js';

describe('isPlainRead', () => {
  it.each([
    'select 1',
    '  SELECT "id" from "videos" where "user_id" = $1',
    'with recent as (select id from videos) select * from recent',
  ])('reads: %s', (statement) => expect(isPlainRead(statement)).toBe(true));

  it.each([
    'insert into t values (1)',
    'update t set a = 1',
    'delete from t',
    'select id from videos for update skip locked',
    'select id from t for no key update',
    "select nextval('s')",
    "select pg_notify('c', 'x')",
    'with gone as (delete from t returning id) select * from gone',
    'begin',
    'set search_path to x',
    'create table x (a int)',
  ])('writes: %s', (statement) => expect(isPlainRead(statement)).toBe(false));
});

describe('countWrites', () => {
  let client: PGlite;
  let generation: () => number;
  beforeAll(async () => {
    client = await PGlite.create();
    generation = countWrites(client);
    await client.exec('create table t (a int)');
  });
  afterAll(() => client.close());

  it('moves on every write, whichever way it is sent, and not on reads', async () => {
    let seen = generation();
    const moved = () => {
      const now = generation();
      const changed = now !== seen;
      seen = now;
      return changed;
    };
    await client.query('select * from t');
    await client.sql`select ${1}::int`;
    expect(moved()).toBe(false);
    await client.query('insert into t values ($1)', [1]);
    expect(moved()).toBe(true);
    await client.sql`insert into t values (${2})`;
    expect(moved()).toBe(true);
    await client.exec('update t set a = a + 1');
    expect(moved()).toBe(true);
    await client.transaction(async (tx) => {
      await tx.query('select * from t');
    });
    expect(moved()).toBe(false);
    await client.transaction(async (tx) => {
      await tx.query('select * from t');
      await tx.query('delete from t where a = $1', [2]);
    });
    expect(moved()).toBe(true);
  });

  it('differs while a write is running from both before and after it', async () => {
    const before = generation();
    const write = client.query('insert into t values (9)');
    const during = generation();
    await write;
    expect(during).not.toBe(before);
    expect(generation()).not.toBe(during);
  });
});
