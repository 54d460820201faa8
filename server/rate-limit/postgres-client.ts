// rate-limiter-flexible's PostgreSQL limiter runs its statements on a client that answers
// `query({ text, values })` with `{ rows, rowCount }`, as a `pg` Pool does. This one runs them
// through the app's Kysely, so the counts use the app's own pool on either engine (on PGlite that
// pool's one connection, where every statement takes its turn) and no second pool is opened. The
// library also names its statements (`name`) to have them prepared; they are sent unnamed, as the
// app's pool does on PGlite, where a statement prepared by one connection outlives it
// (server/db/pool.ts).
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';

export type StoreQuery = { text: string; values?: readonly unknown[]; name?: string };
export type StoreResult = { rows: unknown[]; rowCount: number };

export function postgresStoreClient(db: Db): { query: (q: StoreQuery) => Promise<StoreResult> } {
  return {
    query: async ({ text, values = [] }) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, [...values]));
      // The library reads rowCount: rows deleted by a delete, rows found by a select.
      const changed = result.numAffectedRows;
      return { rows: [...result.rows], rowCount: changed === undefined ? result.rows.length : Number(changed) };
    },
  };
}
