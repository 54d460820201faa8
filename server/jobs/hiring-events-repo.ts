// Recording hiring events as they happen, for the employer's analytics: each is one insert in the
// transaction of the action it records (an application and its 'applied' event stand or fall
// together). The company and the job come from the job row, so a caller names only the job.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { HiringEventKind, HiringSource } from '../db/tables-hiring.ts';

type JobEvent = {
  clientId: string;
  jobId: string;
  kind: HiringEventKind;
  source?: HiringSource | null;
  value?: number | null;
  at?: Date;
};

/** One event about a job of the tenant (nothing is written for an unknown job). */
export async function recordJobEvent(db: Db, e: JobEvent): Promise<void> {
  await sql`
    insert into hiring_events (client_id, company_id, job_id, kind, source, value, occurred_at)
    select j.client_id, j.company_id, j.id, ${e.kind}, ${e.source ?? null}, ${e.value ?? null}, ${e.at ?? new Date()}
    from jobs j where ${scopedTo(db, e.clientId).owns('j')} and j.id = ${e.jobId}
  `.execute(db);
}

/**
 * An application: its source (the link's `ref`; an imported job reached otherwise counts as
 * `import`; else `direct`) and, for a job's first application, the hours since it was posted.
 * Called after the job's counter took this application, so a count of 1 means the first. One
 * statement: the job is read once for both events.
 */
export async function recordApplied(
  db: Db,
  clientId: string,
  jobId: string,
  ref: HiringSource | undefined,
  at: Date,
): Promise<void> {
  await sql`
    insert into hiring_events (client_id, company_id, job_id, kind, source, value, occurred_at)
    select j.client_id, j.company_id, j.id, e.kind, e.source, e.value, ${at}
    from jobs j
    cross join lateral (values
      ('applied',
        coalesce(${ref ?? null}::text,
          case when j.import_run_id is not null or j.import_type is not null then 'import' else 'direct' end),
        null::float8),
      ('first_applicant', null, greatest(0, extract(epoch from (${at}::timestamptz - j.posted_at)) / 3600)::float8)
    ) as e(kind, source, value)
    where ${scopedTo(db, clientId).owns('j')} and j.id = ${jobId}
      and (e.kind = 'applied' or (j.applicants_count = 1 and j.posted_at is not null))
  `.execute(db);
}

const STATUS_EVENT: Partial<Record<string, HiringEventKind>> = {
  SHORTLIST: 'shortlisted',
  IN_INTERVIEW: 'interviewed',
  HIRED: 'hired',
  REJECTED: 'rejected',
};

/** Applications moved to one status at once; a hire carries the days from applying to hired. */
export async function recordStatusMoves(
  db: Db,
  clientId: string,
  applicationIds: readonly string[],
  to: string,
  at: Date,
): Promise<void> {
  const kind = STATUS_EVENT[to];
  if (!kind || applicationIds.length === 0) return;
  await sql`
    insert into hiring_events (client_id, company_id, job_id, kind, value, occurred_at)
    select a.client_id, j.company_id, j.id, ${kind},
      ${kind === 'hired' ? sql`extract(epoch from (${at}::timestamptz - a.applied_at)) / 86400` : null}, ${at}
    from applications a join jobs j on j.id = a.job_id
    where ${scopedTo(db, clientId).owns('a')} and a.id in (${sql.join([...applicationIds])})
  `.execute(db);
}
