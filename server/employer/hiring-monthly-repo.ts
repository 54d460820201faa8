// The monthly roll-up of hiring events (hiring_monthly, hiring_job_totals) that the analytics page
// reads. One statement marks a batch rolled up and adds its counts, so an event is counted exactly
// once: a batch is taken with SKIP LOCKED (two workers never take the same events) and a failure
// rolls back both the marks and the counts. Months are UTC months.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

const NO_JOB = '00000000-0000-0000-0000-000000000000';
/** The job id of the company's total rows in hiring_monthly. */
export const ALL_JOBS = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/**
 * Rolls up to `batch` pending events; returns how many it took. Each event is added three times:
 * to its job's month, to the company's month (job ALL_JOBS) and to its job's all-time totals.
 */
export async function rollUpBatch(db: Db, batch = 50_000): Promise<number> {
  const result = await sql<{ taken: string }>`
    with taken as (
      update hiring_events e set rolled_up = true
      where e.id in (
        select id from hiring_events where not rolled_up order by id limit ${batch} for update skip locked
      )
      returning e.client_id, e.company_id, e.job_id, e.kind, coalesce(e.source, '') as source, e.value,
        date_trunc('month', e.occurred_at at time zone 'UTC')::date as month
    ),
    by_job as (
      insert into hiring_monthly (client_id, company_id, job_id, month, kind, source, n, value_sum, value_n)
      select client_id, company_id, coalesce(job_id, ${NO_JOB}::uuid), month, kind, source,
        count(*), coalesce(sum(value), 0), count(value)
      from taken group by 1, 2, 3, 4, 5, 6
      on conflict (client_id, company_id, month, job_id, kind, source) do update set
        n = hiring_monthly.n + excluded.n,
        value_sum = hiring_monthly.value_sum + excluded.value_sum,
        value_n = hiring_monthly.value_n + excluded.value_n
      returning 1
    ),
    by_company as (
      insert into hiring_monthly (client_id, company_id, job_id, month, kind, source, n, value_sum, value_n)
      select client_id, company_id, ${ALL_JOBS}::uuid, month, kind, source,
        count(*), coalesce(sum(value), 0), count(value)
      from taken group by 1, 2, 4, 5, 6
      on conflict (client_id, company_id, month, job_id, kind, source) do update set
        n = hiring_monthly.n + excluded.n,
        value_sum = hiring_monthly.value_sum + excluded.value_sum,
        value_n = hiring_monthly.value_n + excluded.value_n
      returning 1
    ),
    job_totals as (
      insert into hiring_job_totals (client_id, company_id, job_id, kind, n)
      select client_id, company_id, job_id, kind, count(*)
      from taken where job_id is not null group by 1, 2, 3, 4
      on conflict (client_id, company_id, job_id, kind) do update set n = hiring_job_totals.n + excluded.n
      returning 1
    )
    select (select count(*) from taken) as taken
  `.execute(db);
  return Number(result.rows[0]?.taken ?? 0);
}
