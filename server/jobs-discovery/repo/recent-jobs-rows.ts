// The board's newest live jobs as a first asking reads them in memory (recent-jobs.ts): what the
// filters, the facets and the first ranking pass test, and the words of each job's document and
// title as their lexemes. And the lexemes of the keyword's spellings, as PostgreSQL reads them.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { background } from '../../db/background.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { isLiveJob, yearlyUsdSql } from '../../jobs/index.ts';

export type RecentJobRow = {
  id: string;
  /** Microseconds since the epoch (int8, as text): exact, so a read can go on after it. */
  posted_us: string;
  expires: number | null;
  category_id: string | null;
  employment_type: string;
  workplace_type: string;
  location_type: string | null;
  city_id: string | null;
  city_nm: string | null;
  state_id: string | null;
  country_id: string | null;
  company_id: string;
  salary_visible: boolean;
  /** The salary as US dollars a year (job_yearly_usd), as the salary filters compare it. */
  yearly_min: number | null;
  yearly_max: number | null;
  experience_min: number | null;
  experience_max: number | null;
  /** The document's and the title's lexemes, space-separated (the parser's tokens hold no space). */
  doc: string;
  title: string;
};

/** Where a read of the newest jobs goes on: older than this job (newest first, then by id). */
export type RecentCursor = { postedUs: string; id: string };

/** The next `limit` live jobs of the board, newest first, older than `after`. */
export async function recentJobRows(
  db: Db,
  clientId: string,
  limit: number,
  after: RecentCursor | null,
): Promise<RecentJobRow[]> {
  const older = after
    ? sql`and (j.posted_at, j.id) < (timestamptz 'epoch' + ${after.postedUs}::int8 * interval '1 microsecond', ${after.id}::uuid)`
    : sql``;
  const { rows } = await sql<RecentJobRow>`${background} select j.id,
      (extract(epoch from j.posted_at) * 1000000)::int8 as posted_us,
      (extract(epoch from j.expires_at) * 1000)::float8 as expires,
      j.category_id::text as category_id, j.employment_type, j.workplace_type, j.location_type,
      j.city_id::text as city_id, j.city_nm, j.state_id::text as state_id, j.country_id::text as country_id,
      j.company_id::text as company_id, j.is_salary_visible as salary_visible,
      ${yearlyUsdSql('j', 'salary_min')}::float8 as yearly_min, ${yearlyUsdSql('j', 'salary_max')}::float8 as yearly_max,
      j.experience_min, j.experience_max,
      array_to_string(tsvector_to_array(j.search), ' ') as doc,
      array_to_string(tsvector_to_array(j.title_search), ' ') as title
    from jobs as j
    where ${scopedTo(db, clientId).owns('j')} and ${isLiveJob('j')} and j.posted_at is not null ${older}
    order by j.posted_at desc, j.id desc
    limit ${limit}`.execute(db);
  return rows;
}

/**
 * Each text's lexemes as `plainto_tsquery('english', …)` reads it (the spelling matches a job
 * holding all of them), or null where the query is more than lexemes joined by `&` (a phrase of
 * a hyphenated word's parts): memory answers only what it can answer as PostgreSQL would.
 */
export async function plainLexemes(db: Db, texts: readonly string[]): Promise<(string[] | null)[]> {
  if (!texts.length) return [];
  const { rows } = await sql<{ q: string }>`select plainto_tsquery('english', t)::text as q
    from unnest(${texts}::text[]) with ordinality as v(t, n) order by v.n`.execute(db);
  return rows.map((r) => parsePlainQuery(r.q));
}

/** `'react' & 'develop'` → ['react', 'develop']; '' → [] (only stop words); anything else null. */
export function parsePlainQuery(q: string): string[] | null {
  const text = q.trim();
  if (!text) return [];
  const out: string[] = [];
  const lexeme = /^'((?:[^']|'')*)'\s*(&\s*|$)/;
  let rest = text;
  while (rest) {
    const m = lexeme.exec(rest);
    if (!m) return null;
    out.push((m[1] ?? '').replace(/''/g, "'"));
    rest = rest.slice(m[0].length);
    if (!m[2] && rest) return null;
  }
  return out;
}
