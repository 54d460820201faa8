// Salary insights (issue 48 item 1, docs/salary-insights.md) read the live jobs with a shown
// salary of one title or one category, newest first, up to a bound. Two partial indexes hold just
// those jobs, in that order, so a board of a million jobs answers from a few index pages instead of
// walking every live job of the board:
// - jobs_salary_insights_title: by the title compared without case (the expression the query
//   names: lower(title));
// - jobs_salary_insights_category: by category and country, so a category in a country (the
//   widest common question) is read in posting order without sorting; a city is a filter within it.
// Both carry the columns the figures are made of (INCLUDE), so the category's read can be an
// index-only scan. The predicate repeats the query's literally: the planner uses a partial index
// only when the query's condition visibly implies it. A job's expiry is not in it (now() is not
// immutable); the query checks it on the index's own copy of expires_at.
import { sql, type Kysely } from 'kysely';

const SHOWN_SALARY = `status = 'ACTIVE' and approval_status = 2 and deleted_at is null and is_salary_visible
  and salary_currency is not null and coalesce(salary_min, salary_max) is not null`;
const FIGURES = `company_id, salary_min, salary_max, salary_period, salary_currency, expires_at, location_type, city_id, country_id`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index jobs_salary_insights_title on jobs (client_id, lower(title), posted_at desc)
      include (${sql.raw(FIGURES)}) where ${sql.raw(SHOWN_SALARY)};
    create index jobs_salary_insights_category on jobs (client_id, category_id, country_id, posted_at desc)
      include (${sql.raw(FIGURES.replace(', country_id', ''))}) where ${sql.raw(SHOWN_SALARY)};
  `.execute(db);
}
