// A lock named by a string and held until the transaction ends: PostgreSQL's transaction-level
// advisory lock on the name's 64-bit hash, so every server process (and PGlite's one connection)
// waits on the same name. For counting and spending the last place of a limit, or a set-up that
// two processes must not run at once. The names are kept as they were when each lock lived in its
// own repository, so processes of two releases side by side still wait on one another.
import { sql } from 'kysely';
import type { Db } from './database.ts';

export async function lockUntilCommit(trx: Db, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
