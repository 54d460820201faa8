// PostgreSQL's own statistics of the jobs table (pg_class, pg_stats): what jobs-statistics.ts
// estimates the size of a search from.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type StatsRow = {
  jobs: number;
  attname: string | null;
  vals: string[] | null;
  val_freqs: number[] | null;
  n_distinct: number | null;
  elems: string[] | null;
  freqs: number[] | null;
  /** Epoch seconds. */
  bounds: number[] | null;
  null_frac: number | null;
};

/** The table's row estimate with the statistics of the word columns, posted_at and `valueColumns`. */
export async function readStatsRows(db: Db, valueColumns: readonly string[]): Promise<StatsRow[]> {
  const { rows } = await sql<StatsRow>`select greatest(c.reltuples, 0)::float8 as jobs,
      s.attname::text as attname, s.most_common_elems::text::text[] as elems,
      s.most_common_elem_freqs::float8[] as freqs,
      case when s.attname = 'posted_at' then array(select extract(epoch from b)::float8
        from unnest(s.histogram_bounds::text::timestamptz[]) as b) end as bounds,
      s.null_frac::float8 as null_frac, s.most_common_vals::text::text[] as vals,
      s.most_common_freqs::float8[] as val_freqs, s.n_distinct::float8 as n_distinct
    from pg_class c
    left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'jobs'
      and s.attname in ('title_search', 'search', 'posted_at', ${sql.join([...valueColumns])})
    where c.oid = 'jobs'::regclass`.execute(db);
  return rows;
}
