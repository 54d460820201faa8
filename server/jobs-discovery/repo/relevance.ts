// The order of a keyword search, in one place (issue 18; docs/job-search.md explains each key).
// A keyword whose every word is held by enough jobs (a page) requires them all; otherwise a job
// holding any word matches, and keys 1 and 2 put those holding more of them first. Keys are
// compared in turn, so each only breaks the ties of the ones before it:
//   1. how many of the keyword's groups the job holds anywhere (all words before some words); when
//      few jobs hold every group, a related role in the title (server/keywords/related-roles.ts)
//      counts half a group, so "Site Reliability Engineer" follows "DevOps Engineer" for "devops
//      engineer" and comes before "Software Engineer";
//   2. the same weighted by each group's rarity on the board, ln(1 + 1000 / jobs holding it), so
//      of two partial matches the one with the telling word wins ("frontend" over "developer");
//      a level word ("senior", "jr", "executive") weighs less than any role word, so "sr
//      accountant" shows accountants before senior engineers;
//   3. how many groups it holds in the title (title above skills above description above company);
//   4. the whole keyword as a phrase in the title ("data analyst" above "analyst of data");
//   5. how many groups the title holds as typed, not by a synonym ("finance director" above "CFO"
//      for the keyword "finance director", though the dictionary makes them one group);
//   6. where the whole keyword is found: title 3, title and skills 2, up to the description 1;
//   6b. whether the title's role word (its last) is the keyword's last word ("Registered Nurse"
//      above "Nurse Educator" for "nurse": English titles name the role last);
//   7. how much of the title the keyword covers ("Data Analyst" above "Senior Data Analyst"):
//      ts_rank_cd over the title alone, divided by its length;
// The title's questions are asked of its own small document (title_search), the others of the
// whole one, which is read back from TOAST storage once per question.
//   8. the text score (ts_rank_cd over the weighted document: title 1.0, skills 0.4, description
//      0.2, company and category 0.1, PostgreSQL's defaults) times a gentle freshness factor, 1.3
//      for a job posted today falling to 1.15 after a week and towards 1 after;
//   9. featured jobs first among equals.
import { sql, type RawBuilder } from 'kysely';
import { weighted } from '../../db/weighted-query.ts';
import { LEVEL_WORDS, type KeywordGroup } from '../../keywords/index.ts';
import { allGroups, anyGroup, groupQuery, relatedQuery } from './keyword-queries.ts';

/** Document frequencies are counted up to this many jobs: enough to tell a rare word from a common one. */
export const FREQUENCY_CAP = 1000;

/** The freshness factor's extra weight for a job posted now, and the days over which it halves. */
export const FRESHNESS = { boost: 0.3, halfDays: 7 };

/** A group's weight by how many jobs hold it (counted up to FREQUENCY_CAP). */
const rarity = (jobs: number) => Math.round(Math.log(1 + FREQUENCY_CAP / Math.max(jobs, 1)) * 1000) / 1000;

/** A level word's weight: under the commonest role word's, ln(2). */
const LEVEL_WEIGHT = 0.1;

/** A group's weight in key 2. */
const weightOf = (group: KeywordGroup, jobs: number) =>
  group.variants.some((v) => LEVEL_WORDS.has(v)) ? LEVEL_WEIGHT : rarity(jobs);

/**
 * SQL: the title's role word, its last word before any parenthesis, " - " or comma ("Nurse" of
 * "Staff Nurse - ICU", "Educator" of "Nurse Educator"), as a document. English job titles name
 * the role last; what comes before says which kind. Kept with the job (migration 0066, whose
 * job_title_head is the expression); asked of the function for a job saved before it.
 */
const headWord = sql`coalesce(j.title_head, job_title_head(j.title))`;

/** The tsquery of the keyword's role word: the last word of each spelling of its last group. */
function headQuery(groups: KeywordGroup[]): RawBuilder<string> {
  const last = groups.at(-1)?.variants ?? [];
  const words = [...new Set(last.map((v) => v.split(/\s+/).at(-1) ?? v))];
  return sql<string>`(${sql.join(
    words.map((w) => sql`plainto_tsquery('english', ${w})`),
    sql` || `,
  )})`;
}

const sum = (parts: RawBuilder<unknown>[]) => sql`(${sql.join(parts, sql` + `)})`;

/**
 * The relevance keys of a keyword search, best first. `every`: all groups are required (the
 * search found enough jobs holding every word), so the keys that count groups are left out.
 */
export function relevance(
  groups: KeywordGroup[],
  frequencies: number[],
  text: string,
  every: boolean,
): RawBuilder<unknown>[] {
  const queries = groups.map(groupQuery);
  const all = allGroups(groups);
  const any = anyGroup(groups);
  const title = sql`j.title_search`;
  const ageDays = sql`(extract(epoch from (now() - coalesce(j.posted_at, j.created_at))) / 86400)`;
  const keys: RawBuilder<unknown>[] = [];
  const related = groups.map(relatedQuery);
  // Key 1: a group held counts 2, a related role in the title 1. With one group and no related
  // role every match holds it, so there is nothing to order.
  if (!every && (groups.length > 1 || related.some((r) => r !== null)))
    keys.push(
      sql`${sum(
        queries.map((q, i) => {
          const r = related[i];
          return r
            ? sql`(case when j.search @@ ${q} then 2 when j.title_search @@ ${r} then 1 else 0 end)`
            : sql`(j.search @@ ${q})::int * 2`;
        }),
      )} desc`,
    );
  if (!every && groups.length > 1)
    keys.push(
      sql`${sum(
        queries.map((q, i) => {
          const group = groups[i] as KeywordGroup;
          return sql`(j.search @@ ${q})::int * ${sql.lit(weightOf(group, frequencies[i] ?? 1))}`;
        }),
      )} desc`,
    );
  if (groups.length > 1) {
    keys.push(sql`${sum(queries.map((q) => sql`(${title} @@ ${q})::int`))} desc`);
    keys.push(sql`(${title} @@ phraseto_tsquery('english', ${text})) desc`);
  }
  const widened = groups.filter((g) => g.variants.length > 1);
  if (widened.length)
    keys.push(sql`${sum(widened.map((g) => sql`(${title} @@ plainto_tsquery('english', ${g.typed}))::int`))} desc`);
  keys.push(
    sql`(case when ${title} @@ ${all} then 3 when j.search @@ ${weighted(all, 'AB')} then 2
      when j.search @@ ${weighted(all, 'ABC')} then 1 else 0 end) desc`,
    sql`(${headWord} @@ ${headQuery(groups)}) desc`,
    sql`ts_rank_cd(${title}, ${any}, 2) desc`,
    sql`(ts_rank_cd(j.search, ${any}) * (1 + ${FRESHNESS.boost} / (1 + greatest(${ageDays}, 0) / ${FRESHNESS.halfDays}))) desc`,
    sql`j.is_featured desc`,
  );
  return keys;
}
