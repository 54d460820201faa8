// Migrations run in code at start, on both engines, in name order. Each file exports `up`.
import { Migrator, type Kysely, type Migration } from 'kysely';
import * as core from './migrations/0001-core.ts';

const migrations: Record<string, Migration> = {
  '0001-core': core,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
