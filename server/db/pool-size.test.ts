// DATABASE_POOL_SIZE sizes each process's PostgreSQL pool (every process's pool must fit the
// server's max_connections, docs/deploy.md); PGlite's stays one connection, its one session.
import { afterAll, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { createTestDatabase, engine, type TestDatabase } from '../test/databases.ts';
import { openDatabase, poolUsageOf, type OpenDatabase } from './database.ts';

let test: TestDatabase | undefined;
let database: OpenDatabase | undefined;

afterAll(async () => {
  await database?.close();
  await test?.drop();
});

it('opens the pool DATABASE_POOL_SIZE asks for on PostgreSQL, one connection on PGlite', async () => {
  const config = readConfig({ DATABASE_POOL_SIZE: '7', LOG_LEVEL: 'silent' });
  expect(config.databasePoolSize).toBe(7);
  test = await createTestDatabase();
  database = await openDatabase({
    databaseUrl: test.databaseUrl,
    dataDir: test.dataDir,
    poolSize: config.databasePoolSize,
  });
  expect(poolUsageOf(database.db)?.max).toBe(engine === 'postgres' ? 7 : 1);
});
