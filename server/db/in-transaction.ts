// Runs work in a transaction, or in the caller's when `db` already is one. Kysely refuses to open a
// transaction inside another, and a helper that opens its own would commit apart from a caller that
// needs all or nothing (the demo seed writes every tenant in one transaction).
import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './tables.ts';

export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
