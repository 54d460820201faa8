// The lock under which a company's allowance is counted and spent.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Holds the company's lock of one allowance until the transaction ends. */
export async function lockAllowance(trx: Db, key: string, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${key}:${companyId}`}, 0))`.execute(trx);
}
