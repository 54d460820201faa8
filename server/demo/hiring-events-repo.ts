// The demo's hiring events, derived from what the demo holds so the analytics page agrees with the
// pipeline: a view spread over each job's life for every view it counts, an apply start before
// every application (and some that led nowhere), every application with a source, every move to
// shortlist, interview, hire or rejection when it happened, and each job's first applicant.
// Rolled up by the seed right after, so the page has months to show at once.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export async function writeHiringEvents(db: Db, clientId: string, now: Date): Promise<void> {
  const scope = scopedTo(db, clientId);
  await sql`
    insert into hiring_events (client_id, company_id, job_id, kind, occurred_at)
    select j.client_id, j.company_id, j.id, 'view',
      j.posted_at + (g::float8 / (j.views_count + 1)) * (${now}::timestamptz - j.posted_at)
    from jobs j cross join lateral generate_series(1, least(j.views_count, 5000)) g
    where ${scope.owns('j')} and j.posted_at is not null and j.posted_at < ${now}
  `.execute(db);
  await sql`
    insert into hiring_events (client_id, company_id, job_id, kind, occurred_at)
    select a.client_id, j.company_id, j.id, 'apply_start', a.applied_at - interval '6 minutes'
    from applications a join jobs j on j.id = a.job_id
    where ${scope.owns('a')}
    union all
    select j.client_id, j.company_id, j.id, 'apply_start',
      j.posted_at + (g::float8 / (j.views_count / 9 + 1)) * (${now}::timestamptz - j.posted_at)
    from jobs j cross join lateral generate_series(1, j.views_count / 9) g
    where ${scope.owns('j')} and j.posted_at is not null and j.posted_at < ${now}
  `.execute(db);
  await sql`
    insert into hiring_events (client_id, company_id, job_id, kind, source, occurred_at)
    select a.client_id, j.company_id, j.id, 'applied',
      case when j.import_type is not null then 'import'
        else (array['search', 'search', 'search', 'alert', 'alert', 'direct', 'invitation'])[1 + abs(hashtext(a.id::text)) % 7]
      end,
      a.applied_at
    from applications a join jobs j on j.id = a.job_id
    where ${scope.owns('a')}
  `.execute(db);
  await sql`
    insert into hiring_events (client_id, company_id, job_id, kind, value, occurred_at)
    select h.client_id, j.company_id, j.id,
      case h.to_status when 'SHORTLIST' then 'shortlisted' when 'IN_INTERVIEW' then 'interviewed'
        when 'HIRED' then 'hired' else 'rejected' end,
      case when h.to_status = 'HIRED' then greatest(0, extract(epoch from h.at - a.applied_at) / 86400) end,
      h.at
    from application_history h
    join applications a on a.id = h.application_id
    join jobs j on j.id = a.job_id
    where ${scope.owns('h')} and h.to_status in ('SHORTLIST', 'IN_INTERVIEW', 'HIRED', 'REJECTED')
      and h.from_status is distinct from h.to_status
  `.execute(db);
  await sql`
    insert into hiring_events (client_id, company_id, job_id, kind, value, occurred_at)
    select j.client_id, j.company_id, j.id, 'first_applicant',
      extract(epoch from min(a.applied_at) - j.posted_at) / 3600, min(a.applied_at)
    from jobs j join applications a on a.job_id = j.id
    where ${scope.owns('j')} and j.posted_at is not null
    group by j.id
    having min(a.applied_at) >= j.posted_at
  `.execute(db);
}
