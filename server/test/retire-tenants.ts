// What frees the shared test server for the next file: every host and slug taken so far is
// renamed out of the way (`acme.test` becomes `acme.test.r3.invalid`, `acme` becomes `acme~r3`), so
// the next file's tenants take the same names on a board of their own while the data of the files
// before stays, unreachable by host. Cheaper than deleting it, and nothing a file left can answer.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export async function retirePreviousTenants(db: Db, mark: string): Promise<void> {
  await sql`update client_hosts set host = host || ${`.${mark}.invalid`} where host not like '%.invalid'`.execute(db);
  await sql`update clients set slug = slug || ${`~${mark}`} where slug not like '%~%'`.execute(db);
}
