// Once per API test run: a migrated template database that every test database starts as a copy
// of, on either engine. PGlite: a migrated data directory, copied (opening a copy takes a few
// hundred milliseconds; creating PGlite and migrating took about 3 s). PostgreSQL: a migrated
// database that `create database … template` copies in a fraction of the 1.5 s the 39 migrations
// took. At the end every database and directory of the run goes, and so do those of runs killed
// before their end once they are a day old.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { ADMIN_URL, databaseUrlOf, RUN_PREFIX } from './run-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    postgresTemplate: string | null;
    /** Every database of this run is named `${runPrefix}…`. */
    runPrefix: string;
    /** Every data directory of this run lives under it. */
    runDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runDir = mkdtempSync(join(tmpdir(), 'jobboard-api-'));
  const runPrefix = `${RUN_PREFIX}${Date.now()}_${process.pid}_`;
  project.provide('runDir', runDir);
  project.provide('runPrefix', runPrefix);
  if (process.env.DB_ENGINE === 'postgres') {
    const template = `${runPrefix}template`;
    await onAdmin((admin) => admin.query(`create database ${template}`));
    const database = await openDatabase({ databaseUrl: databaseUrlOf(template), dataDir: runDir });
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', null);
  } else {
    const database = await openDatabase({ dataDir: join(runDir, 'template') });
    await database.close();
    project.provide('pgliteTemplate', join(runDir, 'template', 'pglite'));
    project.provide('postgresTemplate', null);
  }
  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    if (process.env.DB_ENGINE === 'postgres') await dropRunDatabases(runPrefix);
  };
}

async function onAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the run's databases, and those of any run that started over a day ago. */
async function dropRunDatabases(runPrefix: string): Promise<void> {
  await onAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [RUN_PREFIX],
    );
    const dayAgo = Date.now() - 24 * 3600_000;
    for (const { datname } of rows) {
      const started = Number(/^jobboard_api_(\d+)_\d+_/.exec(datname)?.[1] ?? Infinity);
      if (datname.startsWith(runPrefix) || started < dayAgo)
        await admin.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

/** A fresh PGlite data directory under `dataDir` from the run's template. */
export function copyTemplate(template: string, dataDir: string): void {
  cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}
