// Reading interviews with what their views, invitations and mails need (the job, the company, both
// people), always within the tenant and within the caller's side: the application's company for
// an employer, the application's own candidate for a candidate. Anything else is not found.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { InterviewsTable } from '../db/tables-interviews.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type Side = { kind: 'employer'; companyId: string } | { kind: 'candidate'; userId: string };

function base(db: Db, clientId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('interviews as i')
    .innerJoin('applications as a', (j) => j.onRef('a.id', '=', 'i.application_id').on(scope.owns('a')))
    .innerJoin('jobs as j', (j) => j.onRef('j.id', '=', 'a.job_id').on(scope.owns('j')))
    .innerJoin('companies as c', (j) => j.onRef('c.id', '=', 'j.company_id').on(scope.owns('c')))
    .leftJoin('users as cu', (j) => j.onRef('cu.id', '=', 'a.candidate_id').on(scope.owns('cu')))
    .leftJoin('users as eu', (j) => j.onRef('eu.id', '=', 'i.proposed_by').on(scope.owns('eu')))
    .selectAll('i')
    .select([
      'a.status as application_status',
      'a.candidate_id',
      'j.id as job_id',
      sql<string>`coalesce(j.title, '')`.as('job_title'),
      'j.company_id',
      sql<string>`coalesce(nullif(j.company_info ->> 'companyName', ''), c.name)`.as('company_name'),
      'cu.email as candidate_email',
      // Each side's language, for the mails (content/languages.ts, readerLocale).
      'cu.locale as candidate_locale',
      sql<string>`trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, ''))`.as('candidate_name'),
      'eu.email as employer_email',
      'eu.locale as employer_locale',
      sql<string>`trim(coalesce(eu.first_name, '') || ' ' || coalesce(eu.last_name, ''))`.as('employer_name'),
    ]);
}

export type InterviewRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

function scoped(db: Db, clientId: string, side: Side) {
  const q = base(db, clientId);
  return side.kind === 'employer'
    ? q.where('j.company_id', '=', side.companyId)
    : q.where('a.candidate_id', '=', side.userId);
}

export async function interviewFor(
  db: Db,
  clientId: string,
  side: Side,
  id: string,
): Promise<InterviewRow | undefined> {
  return scoped(db, clientId, side).where('i.id', '=', id).executeTakeFirst();
}

export async function interviewsOfApplication(db: Db, clientId: string, companyId: string, applicationId: string) {
  return scoped(db, clientId, { kind: 'employer', companyId })
    .where('i.application_id', '=', applicationId)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .limit(200)
    .execute();
}

export async function interviewsOfCandidate(db: Db, clientId: string, userId: string) {
  return scoped(db, clientId, { kind: 'candidate', userId })
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .limit(200)
    .execute();
}

/** By id within the tenant, whoever's it is: for the reminder task, which acts for both sides. */
export async function interviewById(db: Db, clientId: string, id: string): Promise<InterviewRow | undefined> {
  return base(db, clientId).where('i.id', '=', id).executeTakeFirst();
}

/** The company's application on this board: its job must be the company's. */
export async function companyApplicationRow(db: Db, clientId: string, companyId: string, applicationId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('applications as a')
    .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 'a.job_id').on(scope.owns('j')))
    .select(['a.id', 'a.status', 'a.candidate_id'])
    .where('j.company_id', '=', companyId)
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
}

export type OfferColumns = {
  slots: string;
  duration_minutes: number;
  mode: InterviewsTable['mode'];
  location: string | null;
  note: string | null;
  employer_time_zone: string;
};

export async function insertInterview(
  db: Db,
  clientId: string,
  row: { application_id: string; proposed_by: string } & OfferColumns,
): Promise<string> {
  const made = await scopedTo(db, clientId).insertInto('interviews', row).returning('id').executeTakeFirstOrThrow();
  return made.id;
}

/** The interview at the revision read, unless cancelled meanwhile; whether it was. */
async function changeAt(
  db: Db,
  clientId: string,
  at: { id: string; sequence: number },
  change: Updateable<InterviewsTable>,
): Promise<boolean> {
  const done = await scopedTo(db, clientId)
    .updateTable('interviews')
    .set(change)
    .where('id', '=', at.id)
    .where('sequence', '=', at.sequence)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** New times offered at the revision read (reschedule); false when it changed meanwhile. */
export async function reofferAt(
  db: Db,
  clientId: string,
  at: { id: string; sequence: number },
  change: OfferColumns & { proposed_by: string; updated_at: Date },
): Promise<boolean> {
  const { proposed_by, updated_at, ...offer } = change;
  return changeAt(db, clientId, at, {
    ...offer,
    status: 'proposed',
    sequence: at.sequence + 1,
    proposed_by,
    reminder_sent_at: null,
    updated_at,
  });
}

/** Cancels at the revision read; false when it changed meanwhile. */
export async function cancelAt(
  db: Db,
  clientId: string,
  at: { id: string; sequence: number },
  change: { cancelled_by: 'employer' | 'candidate'; cancel_reason: string | null; updated_at: Date },
): Promise<boolean> {
  return changeAt(db, clientId, at, {
    status: 'cancelled',
    cancelled_by: change.cancelled_by,
    cancel_reason: change.cancel_reason,
    sequence: at.sequence + 1,
    updated_at: change.updated_at,
  });
}

/** Books a time of an interview still waiting for a pick at the revision read; false when it changed meanwhile. */
export async function bookAt(
  db: Db,
  clientId: string,
  at: { id: string; sequence: number },
  booking: { starts_at: Date; candidate_time_zone: string; updated_at: Date },
): Promise<boolean> {
  const booked = await scopedTo(db, clientId)
    .updateTable('interviews')
    .set({
      status: 'booked',
      starts_at: booking.starts_at,
      candidate_time_zone: booking.candidate_time_zone,
      sequence: at.sequence + 1,
      reminder_sent_at: null,
      updated_at: booking.updated_at,
    })
    .where('id', '=', at.id)
    .where('status', '=', 'proposed')
    .where('sequence', '=', at.sequence)
    .executeTakeFirst();
  return Number(booked.numUpdatedRows) === 1;
}

/** Claims the booking's reminder at its revision (once); false when there is nothing to claim. */
export async function claimReminder(
  db: Db,
  clientId: string,
  at: { id: string; sequence: number },
  now: Date,
): Promise<boolean> {
  const claimed = await scopedTo(db, clientId)
    .updateTable('interviews')
    .set({ reminder_sent_at: now })
    .where('id', '=', at.id)
    .where('status', '=', 'booked')
    .where('sequence', '=', at.sequence)
    .where('reminder_sent_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(claimed);
}
