// The SQL of a job keyword (job-keyword.ts): its groups as tsqueries, and the one read that plans
// it against the board's vocabulary (job_search_terms).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import type { KeywordGroup } from '../../keywords/index.ts';

/**
 * The tsquery of one group: any of its spellings, a spelling of several words as all of them (not
 * as a phrase: a phrase makes the index unsure, and every match would be checked against its whole
 * document, read back from TOAST storage; docs/job-search.md, "Speed").
 */
export const groupQuery = (g: KeywordGroup) =>
  sql<string>`(${sql.join(
    g.variants.map((v) => sql`plainto_tsquery('english', ${v})`),
    sql` || `,
  )})`;

/** The tsquery of a job holding every group. */
export const allGroups = (groups: KeywordGroup[]) => sql<string>`(${sql.join(groups.map(groupQuery), sql` && `)})`;

/** The tsquery of a job holding any of the groups. */
export const anyGroup = (groups: KeywordGroup[]) => sql<string>`(${sql.join(groups.map(groupQuery), sql` || `)})`;

/** The tsquery of a title of a role related to the group (null when it has none). */
export const relatedQuery = (g: KeywordGroup) =>
  g.related?.length
    ? sql<string>`(${sql.join(
        g.related.map((v) => sql`plainto_tsquery('english', ${v})`),
        sql` || `,
      )})`
    : null;

/** The tsquery of a title of a role related to any of the groups (null when none has one). */
export function anyRelated(groups: KeywordGroup[]): RawBuilder<string> | null {
  const related = groups.flatMap((g) => relatedQuery(g) ?? []);
  return related.length ? sql<string>`(${sql.join(related, sql` || `)})` : null;
}

/**
 * SQL: the job holds any group, or its title names a role related to one. Related roles are only
 * asked for when few jobs hold every group (they are on the groups only then).
 */
export function holdsAny(groups: KeywordGroup[]): RawBuilder<SqlBool> {
  const related = anyRelated(groups);
  const any = sql<SqlBool>`j.search @@ ${anyGroup(groups)}`;
  return related ? sql<SqlBool>`(${any} or j.title_search @@ ${related})` : any;
}

export type PlanRow = { nodes: number[]; terms: string[] | null; alike: string[] | null };

/**
 * One round trip: which groups keep a word, which of the `wanted` words the vocabulary holds, and
 * for the `long` words the vocabulary's words that look alike (the caller checks them exactly).
 */
export async function readPlanRow(
  db: Db,
  clientId: string,
  groups: readonly KeywordGroup[],
  wanted: readonly string[],
  long: readonly string[],
): Promise<PlanRow | undefined> {
  const { rows } = await sql<PlanRow>`select
      array[${sql.join(groups.map((g) => sql`numnode(${groupQuery(g)})`))}]::int[] as nodes,
      array(select term from job_search_terms where ${scopedTo(db, clientId).owns('job_search_terms')}
        and term = any(${wanted}::text[])) as terms,
      array(select t.term from job_search_terms t, unnest(${long}::text[]) as w
        where ${scopedTo(db, clientId).owns('t')} and length(t.term) between length(w) - 2 and length(w) + 2
          and similarity(t.term, w) > 0.25) as alike`.execute(db);
  return rows[0];
}
