// Revealing a candidate's contact details (employer/view-candidate/{id}). The company's first
// reveal of a candidate is the one its plan pays for (candidate_contact_reveals is unique per
// company and candidate) and records a type 3 view; any later reveal, by anyone of the company,
// is free and never refused for the limit. Counting and writing happen under the company's lock,
// so two colleagues racing for the last place are charged once.
import type { components } from '@generated/schema';
import { notFound } from '../errors/errors.ts';
import { contactRevealsSince } from '../payments/index.ts';
import { mayDownloadResumes } from './resume-access.ts';
import { allowanceOf, contactViewsUsedUp, remainingOf, type Allowance } from './allowance.ts';
import { lockUntilCommit } from '../db/advisory-lock.ts';
import { contactOf } from './candidates-repo.ts';
import { findReveal, insertReveal } from './reveals-repo.ts';
import { recordContactView } from './views-repo.ts';
import { assertVisible, companyJob, fullName, iso, NO_CANDIDATE, type CompanyScope } from './scope.ts';

type S = components['schemas'];

type Outcome = { firstViewedAt: Date; charged: boolean };

async function chargeReveal(
  s: CompanyScope,
  a: Allowance,
  candidateId: string,
  jobId: string | null,
): Promise<Outcome> {
  return s.db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, `contact-views:${s.companyId}`);
    // A colleague may have revealed the candidate while this request waited for the lock.
    const before = await findReveal(trx, s, candidateId);
    if (before) return { firstViewedAt: new Date(before.created_at), charged: false };
    if (a.limit !== null && (await contactRevealsSince(trx, s.clientId, s.companyId, a.since)) >= a.limit)
      throw contactViewsUsedUp(a.limit);
    const row = await insertReveal(trx, s, { candidateId, revealedBy: s.user.id, jobId });
    await recordContactView(trx, s, candidateId, { viewerId: s.user.id, jobId });
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
  const before = await findReveal(s.db, s, candidateId);
  const outcome = before
    ? { firstViewedAt: new Date(before.created_at), charged: false }
    : await chargeReveal(s, a, candidateId, jobId ?? null);
  const person = await contactOf(s.db, s.clientId, candidateId);
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
