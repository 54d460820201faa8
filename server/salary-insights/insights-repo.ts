// The SQL of salary insights (docs/salary-insights.md): the job a page asks about, a category's
// name, and one comparison's figures. The figures are computed by PostgreSQL (percentile_cont)
// over the newest SAMPLE_CAP live jobs with a shown salary that match, read through the partial
// indexes of migration 0049; a currency's group below the minimum counts never leaves the database.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { PERIODS_PER_YEAR, isLiveJob, isViewableJob } from '../jobs/index.ts';
import {
  MIN_COMPANIES,
  MIN_JOBS,
  SAMPLE_CAP,
  type CurrencyCode,
  type CurrencyFigures,
  type Level,
  type SalaryPeriod,
} from './rules.ts';

const col = (name: string) => sql.ref(`jobs.${name}`);

/**
 * A shown salary: the rest of migration 0049's index predicate, written as it is there (with
 * isLiveJob's part), so the planner sees that the index holds every row asked for.
 */
const SHOWN_SALARY: Expression<SqlBool> = sql<SqlBool>`(${col('is_salary_visible')} and ${col(
  'salary_currency',
)} is not null and coalesce(${col('salary_min')}, ${col('salary_max')}) is not null)`;

/** How many of the job's pay period make a year, as SQL (an unset period is yearly, as elsewhere). */
const PERIODS_IN_YEAR = sql.raw(
  `(case coalesce(jobs.salary_period, 'YEARLY') ${Object.entries(PERIODS_PER_YEAR)
    .map(([period, n]) => `when '${period}' then ${n}`)
    .join(' ')} end)`,
);

/** A job's pay: the middle of its range (or its one end), per `period`. */
function payPer(period: SalaryPeriod) {
  return sql<number>`((coalesce(${col('salary_min')}, ${col('salary_max')}) + coalesce(${col('salary_max')}, ${col(
    'salary_min',
  )})) / 2 * ${PERIODS_IN_YEAR} / ${sql.lit(PERIODS_PER_YEAR[period])})::float8`;
}

function basisCondition(level: Level): Expression<SqlBool> {
  return level.basis.kind === 'TITLE'
    ? sql<SqlBool>`lower(${col('title')}) = lower(${level.basis.title})`
    : sql<SqlBool>`${col('category_id')} = ${level.basis.categoryId}`;
}

function placeCondition(level: Level): Expression<SqlBool> {
  const { place } = level;
  switch (place.kind) {
    case 'CITY':
      // The city's country too, when known: the category index is by country, then posting date,
      // so the newest jobs of a category in a city are read in order within their country.
      return place.countryId
        ? sql<SqlBool>`(${col('country_id')} = ${place.countryId} and ${col('city_id')} = ${place.cityId})`
        : sql<SqlBool>`${col('city_id')} = ${place.cityId}`;
    case 'COUNTRY':
      return sql<SqlBool>`${col('country_id')} = ${place.countryId}`;
    case 'REMOTE':
      return place.countryId
        ? sql<SqlBool>`(${col('location_type')} = 'WFH' and ${col('country_id')} = ${place.countryId})`
        : sql<SqlBool>`${col('location_type')} = 'WFH'`;
    case 'BOARD':
      return sql<SqlBool>`true`;
  }
}

type FigureRow = { currency: CurrencyCode; jobs: number; companies: number; p: number[] | string };

/** PostgreSQL's float8[]: `pg` parses it into numbers; a driver that hands over the text is read here. */
function numbers(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').map(Number);
}

/** The newest SAMPLE_CAP matching jobs of one level, each with its currency, company and pay. */
export function sampleAt(db: Db, clientId: string, level: Level, period: SalaryPeriod) {
  return scopedTo(db, clientId)
    .selectFrom('jobs')
    .select(['salary_currency as currency', 'company_id', payPer(period).as('pay')])
    .where(isLiveJob('jobs'))
    .where(SHOWN_SALARY)
    .where(basisCondition(level))
    .where(placeCondition(level))
    .orderBy('posted_at', 'desc')
    .limit(SAMPLE_CAP);
}

/** The figures of each currency with enough jobs from enough companies, at one level. */
export async function figuresAt(
  db: Db,
  clientId: string,
  level: Level,
  period: SalaryPeriod,
): Promise<CurrencyFigures[]> {
  const sample = sampleAt(db, clientId, level, period);
  const rows = await db
    .selectFrom(sample.as('s'))
    .select([
      sql<CurrencyCode>`s.currency`.as('currency'),
      sql<number>`count(*)::int`.as('jobs'),
      sql<number>`count(distinct s.company_id)::int`.as('companies'),
      sql<number[] | string>`percentile_cont(array[0.1, 0.25, 0.5, 0.75, 0.9]) within group (order by s.pay)`.as('p'),
    ])
    .groupBy(sql`s.currency`)
    .having(
      sql<SqlBool>`count(*) >= ${sql.lit(MIN_JOBS)} and count(distinct s.company_id) >= ${sql.lit(MIN_COMPANIES)}`,
    )
    .execute();
  return (rows as FigureRow[]).map((r) => ({
    currency: r.currency,
    jobs: Number(r.jobs),
    companies: Number(r.companies),
    percentiles: numbers(r.p),
  }));
}

/** What the job page's insights are about: a job whose page opens, or undefined. */
export function subjectJob(db: Db, clientId: string, jobId: string) {
  return scopedTo(db, clientId)
    .selectFrom('jobs')
    .select([
      'title',
      'category_id',
      'category_nm',
      'location_type',
      'city_id',
      'city_nm',
      'country_id',
      'country_nm',
      'salary_currency',
      'salary_period',
      'salary_min',
      'salary_max',
    ])
    .where('id', '=', jobId)
    .where(isViewableJob('jobs'))
    .executeTakeFirst();
}

/** The name of one of the board's categories, or undefined for an id the board does not have. */
export async function categoryName(db: Db, clientId: string, categoryId: string): Promise<string | undefined> {
  const row = await scopedTo(db, clientId)
    .selectFrom('categories')
    .select('name')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return row?.name;
}
