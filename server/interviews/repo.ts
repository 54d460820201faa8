// Reading interviews with what their views, invitations and mails need (the job, the company, both
// people), always within the tenant and within the caller's side: the application's company for
// an employer, the application's own candidate for a candidate. Anything else is not found.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type Side = { kind: 'employer'; companyId: string } | { kind: 'candidate'; userId: string };

function base(db: Db, clientId: string) {
  return db
    .selectFrom('interviews as i')
    .innerJoin('applications as a', (j) =>
      j.onRef('a.id', '=', 'i.application_id').onRef('a.client_id', '=', 'i.client_id'),
    )
    .innerJoin('jobs as j', (j) => j.onRef('j.id', '=', 'a.job_id').onRef('j.client_id', '=', 'a.client_id'))
    .innerJoin('companies as c', (j) => j.onRef('c.id', '=', 'j.company_id').onRef('c.client_id', '=', 'j.client_id'))
    .leftJoin('users as cu', (j) => j.onRef('cu.id', '=', 'a.candidate_id').onRef('cu.client_id', '=', 'a.client_id'))
    .leftJoin('users as eu', (j) => j.onRef('eu.id', '=', 'i.proposed_by').onRef('eu.client_id', '=', 'i.client_id'))
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
    ])
    .where('i.client_id', '=', clientId);
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
