// Revealing a candidate's contact details (employer/view-candidate/{id}). The company's first
// reveal of a candidate is the one its plan pays for (candidate_contact_reveals is unique per
// company and candidate) and records a type 3 view; any later reveal, by anyone of the company,
// is free and never refused for the limit. Counting and writing happen under the company's lock,
// so two colleagues racing for the last place are charged once.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { contactRevealsSince } from '../payments/usage.ts';
import { mayDownloadResumes } from './resume-access.ts';
import { allowanceOf, contactViewsUsedUp, lockAllowance, remainingOf, type Allowance } from './allowance.ts';
import { assertVisible, companyJob, fullName, iso, NO_CANDIDATE, type CompanyScope } from './scope.ts';
import { CONTACT_VIEW } from './view-types.ts';

type S = components['schemas'];

async function existingReveal(db: Db, s: CompanyScope, candidateId: string) {
  return (
    db
      .selectFrom('candidate_contact_reveals')
      // Read through sql: the table type wraps the column's ColumnType in Generated.
      .select('created_at')
      .where('client_id', '=', s.clientId)
      .where('company_id', '=', s.companyId)
      .where('candidate_id', '=', candidateId)
      .executeTakeFirst()
  );
}

type Outcome = { firstViewedAt: Date; charged: boolean };

async function chargeReveal(
  s: CompanyScope,
  a: Allowance,
  candidateId: string,
  jobId: string | null,
): Promise<Outcome> {
  return s.db.transaction().execute(async (trx) => {
    await lockAllowance(trx, 'contact-views', s.companyId);
    // A colleague may have revealed the candidate while this request waited for the lock.
    const before = await existingReveal(trx, s, candidateId);
    if (before) return { firstViewedAt: new Date(before.created_at), charged: false };
    if (a.limit !== null && (await contactRevealsSince(trx, s.clientId, s.companyId, a.since)) >= a.limit)
      throw contactViewsUsedUp(a.limit);
    const row = await trx
      .insertInto('candidate_contact_reveals')
      .values({
        client_id: s.clientId,
        company_id: s.companyId,
        candidate_id: candidateId,
        revealed_by: s.user.id,
        job_id: jobId,
      })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('candidate_views')
      .values({
        client_id: s.clientId,
        company_id: s.companyId,
        candidate_id: candidateId,
        viewer_id: s.user.id,
        type: CONTACT_VIEW,
        job_id: jobId,
        day: sql<string>`current_date`,
      })
      .onConflict((oc) =>
        oc
          .columns(['client_id', 'company_id', 'candidate_id', 'viewer_id', 'type', 'day'])
          .doUpdateSet({ last_at: sql`now()` }),
      )
      .execute();
    return { firstViewedAt: new Date(row.created_at), charged: true };
  });
}

export async function revealContact(
  s: CompanyScope,
  candidateId: string,
  jobId: string | undefined,
): Promise<S['CandidateContact']> {
  await assertVisible(s, candidateId);
  if (jobId) await companyJob(s, jobId);
  const a = await allowanceOf(s, 'candidateContactViews');
  const before = await existingReveal(s.db, s, candidateId);
  const outcome = before
    ? { firstViewedAt: new Date(before.created_at), charged: false }
    : await chargeReveal(s, a, candidateId, jobId ?? null);
  const person = await s.db
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', (j) =>
      j.onRef('p.user_id', '=', 'u.id').onRef('p.client_id', '=', 'u.client_id'),
    )
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.mob_no', 'u.country_code', 'p.linkedin', 'p.resume'])
    .where('u.client_id', '=', s.clientId)
    .where('u.id', '=', candidateId)
    .executeTakeFirst();
  if (!person) throw notFound(NO_CANDIDATE);
  const [used, resumes] = await Promise.all([
    contactRevealsSince(s.db, s.clientId, s.companyId, a.since),
    mayDownloadResumes(s),
  ]);
  return {
    _id: person.id,
    name: fullName(person),
    email: person.email,
    mobNo: person.mob_no,
    countryCode: person.country_code,
    linkedIn: person.linkedin ?? null,
    resume: resumes ? (person.resume ?? null) : null,
    firstViewedAt: iso(outcome.firstViewedAt),
    charged: outcome.charged,
    contactViewsRemaining: remainingOf(a, used),
  };
}
