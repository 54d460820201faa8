// Once per API test run: a migrated PGlite data directory that every test database starts as a
// copy of. Creating PGlite and running the migrations took about 3 s per test file; a copy opens
// in a few hundred milliseconds. PostgreSQL creates and migrates a database in about 0.2 s, so it
// keeps doing that.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DB_ENGINE === 'postgres') {
    project.provide('pgliteTemplate', null);
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  project.provide('pgliteTemplate', join(dir, 'pglite'));
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A fresh PGlite data directory under `dataDir` from the run's template, when there is one. */
export function copyTemplate(template: string | null | undefined, dataDir: string): void {
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
}
