// Statements marked `prepared` are sent as named prepared statements on PostgreSQL, and the rest
// are not; on the embedded PGlite none is (issue 18; prepared.ts, pool.ts). Every connection plans
// with the pool's session settings on both engines.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engine, type TestDatabase } from '../test/databases.ts';
import { openDatabase, type OpenDatabase } from './database.ts';
import { SESSION_SETTINGS } from './pool.ts';
import { prepared, statementName } from './prepared.ts';

describe('statementName', () => {
  it('names marked statements by their text, and only those', () => {
    const a = statementName('/* prepared */ select 1');
    expect(a).toMatch(/^p_[0-9a-f]{24}$/);
    expect(statementName('/* prepared */ select 1')).toBe(a);
    expect(statementName('/* prepared */ select 2')).not.toBe(a);
    expect(statementName('select 1')).toBeNull();
  });
});

describe('on the database', () => {
  let testDb: TestDatabase;
  let database: OpenDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it('prepares a marked statement once per connection (on PostgreSQL) and answers it alike every time', async () => {
    const marked = sql<{ n: number }>`${prepared} select ${41}::int + 1 as n`.compile(database.db);
    const plain = sql<{ n: number }>`select ${41}::int + 2 as n`.compile(database.db);
    const client = await database.pool.connect();
    try {
      for (let i = 0; i < 7; i++) {
        expect((await client.query(marked.sql, [...marked.parameters])).rows).toEqual([{ n: 42 }]);
        expect((await client.query(plain.sql, [...plain.parameters])).rows).toEqual([{ n: 43 }]);
      }
      const { rows } = await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      );
      expect(rows).toEqual(engine === 'postgres' ? [{ name: statementName(marked.sql), statement: marked.sql }] : []);
    } finally {
      client.release();
    }
  });

  it('answers a marked statement through a new connection after the last one closed', async () => {
    // PGlite serves every connection from one session: a statement prepared there would outlive
    // its connection, and the next connection's Parse of it would fail (pool.ts).
    const marked = sql<{ n: number }>`${prepared} select ${41}::int + 1 as n`.compile(database.db);
    const first = await database.pool.connect();
    expect((await first.query(marked.sql, [...marked.parameters])).rows).toEqual([{ n: 42 }]);
    first.release(true);
    const second = await database.pool.connect();
    try {
      expect((await second.query(marked.sql, [...marked.parameters])).rows).toEqual([{ n: 42 }]);
    } finally {
      second.release();
    }
  });

  it('plans with the pool’s session settings on every connection, from its first statement', async () => {
    // Two connections at once on PostgreSQL; PGlite's pool has the one.
    const count = engine === 'pglite' ? 1 : 2;
    const clients = await Promise.all(Array.from({ length: count }, () => database.pool.connect()));
    try {
      for (const client of clients)
        for (const [name, value] of Object.entries(SESSION_SETTINGS))
          expect((await client.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name], name).toBe(value);
    } finally {
      for (const client of clients) client.release();
    }
  });
});
