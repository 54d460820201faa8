// Test databases on either engine. PostgreSQL: a fresh database per test file on the machine's
// server (DATABASE_URL_TEST, default postgres://postgres@127.0.0.1:5432/postgres), dropped after.
// PGlite: a fresh embedded database in a temporary directory, a copy of the run's migrated
// template (global-setup.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { copyTemplate } from './global-setup.ts';

export type Engine = 'pglite' | 'postgres';

export const engine: Engine = process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

const ADMIN_URL = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = { databaseUrl: string | undefined; dataDir: string; drop: () => Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobboard-test-'));
  if (engine === 'pglite') {
    copyTemplate(inject('pgliteTemplate'), dataDir);
    return { databaseUrl: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `jobboard_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
