// Test databases on either engine, each a copy of the run's migrated template (global-setup.ts).
// PostgreSQL: a database on the machine's server (DATABASE_URL_TEST, default
// postgres://postgres@127.0.0.1:5432/postgres). PGlite: an embedded database in a directory of the
// run's. `drop` removes it at once; whatever a file leaves, the run's teardown removes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { copyTemplate } from './global-setup.ts';
import { ADMIN_URL, databaseUrlOf } from './run-databases.ts';

export type Engine = 'pglite' | 'postgres';

export const engine: Engine = process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export type TestDatabase = { databaseUrl: string | undefined; dataDir: string; drop: () => Promise<void> };

async function onAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(inject('runDir'), 'db-'));
  const template = engine === 'pglite' ? inject('pgliteTemplate') : inject('postgresTemplate');
  if (!template) throw new Error(`no ${engine} template: the API tests run with DB_ENGINE set by their global setup`);
  if (engine === 'pglite') {
    copyTemplate(template, dataDir);
    return { databaseUrl: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `${inject('runPrefix')}${randomBytes(6).toString('hex')}`;
  await onAdmin(`create database ${name} template ${template}`);
  return {
    databaseUrl: databaseUrlOf(name),
    dataDir,
    drop: async () => {
      await onAdmin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
