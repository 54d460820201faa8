// Sorting by salary without sorting every match (issue 18; docs/job-search.md, "Speed").
// - job_yearly_usd: a salary amount as US dollars per year, from the job's currency and pay period.
//   It was an inline CASE built in currency.ts; as an immutable SQL function the planner inlines it,
//   so the index below and the query's ORDER BY are the same expression. Its rates are frozen data
//   (data/0037-usd-rates.ts), not read from currency.ts: a migration must not change when live code
//   does. A test
//   (server/jobs-discovery/salary-sort.test.ts) checks it agrees with USD_RATES and PERIODS_PER_YEAR,
//   so a change of rates fails until a later migration replaces the function and its indexes.
// - jobs_live_salary_desc / _asc: the live jobs in the public salary orders (a hidden salary sorts
//   last), so "highest salary" on a million jobs reads the first page from the index rather than
//   computing and sorting every live job's salary (6.6 s before this).
import { sql, type Kysely } from 'kysely';
import { PERIODS, RATES } from './data/0037-usd-rates.ts';

const cases = (values: Record<string, number>) =>
  Object.entries(values)
    .map(([k, v]) => `when '${k}' then ${v}`)
    .join(' ');

const LIVE = `status = 'ACTIVE' and approval_status = 2 and deleted_at is null`;
const PUBLIC_SALARY = `(case when is_salary_visible then job_yearly_usd(salary_max, salary_period, salary_currency) end)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function job_yearly_usd(amount numeric, period text, currency text) returns numeric
      language sql immutable parallel safe
      as ${sql.lit(
        `select amount * (case coalesce(period, 'YEARLY') ${cases(PERIODS)} end) / (case currency ${cases(RATES)} end)`,
      )};
    create index jobs_live_salary_desc on jobs (client_id, ${sql.raw(PUBLIC_SALARY)} desc nulls last, posted_at desc, id)
      where ${sql.raw(LIVE)};
    create index jobs_live_salary_asc on jobs (client_id, ${sql.raw(PUBLIC_SALARY)} asc nulls last, posted_at desc, id)
      where ${sql.raw(LIVE)};
  `.execute(db);
}
