// Recording hiring events as they happen, for the employer's analytics: each is one insert in the
// transaction of the action it records (an application and its 'applied' event stand or fall
// together). The company and the job come from the job row, so a caller names only the job.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
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
    from jobs j where j.client_id = ${e.clientId} and j.id = ${e.jobId}
  `.execute(db);
}

const HOUR_MS = 3_600_000;

/**
 * An application: its source (the link's `ref`; an imported job reached otherwise counts as
 * `import`; else `direct`) and, for a job's first application, the hours since it was posted.
 */
export async function recordApplied(
  db: Db,
  clientId: string,
  jobId: string,
  ref: HiringSource | undefined,
  at: Date,
): Promise<void> {
  const job = await db
    .selectFrom('jobs')
    .select(['import_run_id', 'import_type', 'posted_at', 'applicants_count'])
    .where('client_id', '=', clientId)
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) return;
  const imported = job.import_run_id !== null || job.import_type !== null;
  const source: HiringSource = ref ?? (imported ? 'import' : 'direct');
  await recordJobEvent(db, { clientId, jobId, kind: 'applied', source, at });
  // Called after the job's counter took this application: 1 means it is the first.
  if (job.applicants_count === 1 && job.posted_at)
    await recordJobEvent(db, {
      clientId,
      jobId,
      kind: 'first_applicant',
      value: Math.max(0, (at.getTime() - job.posted_at.getTime()) / HOUR_MS),
      at,
    });
}

const STATUS_EVENT: Partial<Record<string, HiringEventKind>> = {
  SHORTLIST: 'shortlisted',
  IN_INTERVIEW: 'interviewed',
  HIRED: 'hired',
  REJECTED: 'rejected',
};

/** Applications moved in the pipeline; a hire carries the days from applying to hired. */
export async function recordStatusMoves(
  db: Db,
  clientId: string,
  moves: Array<{ applicationId: string; to: string }>,
  at: Date,
): Promise<void> {
  for (const move of moves) {
    const kind = STATUS_EVENT[move.to];
    if (!kind) continue;
    await sql`
      insert into hiring_events (client_id, company_id, job_id, kind, value, occurred_at)
      select a.client_id, j.company_id, j.id, ${kind},
        ${kind === 'hired' ? sql`extract(epoch from (${at}::timestamptz - a.applied_at)) / 86400` : null}, ${at}
      from applications a join jobs j on j.id = a.job_id
      where a.client_id = ${clientId} and a.id = ${move.applicationId}
    `.execute(db);
  }
}
