import { sql, type RawBuilder } from 'kysely';

/**
 * SQL: an amount column of jobs `table` as US dollars per year, from the job's currency and period
 * (YEARLY when unset). An unknown currency gives null, so the job is left out of salary filters.
 * job_yearly_usd is migration 0037's SQL copy of USD_RATES and PERIODS_PER_YEAR (a test keeps the
 * two in step); being immutable, it is inlined and matches the salary-order indexes.
 */
export function yearlyUsdSql(table: string, column: 'salary_min' | 'salary_max'): RawBuilder<number | null> {
  const c = (name: string) => sql.ref(`${table}.${name}`);
  return sql<number | null>`job_yearly_usd(${c(column)}, ${c('salary_period')}, ${c('salary_currency')})`;
}
