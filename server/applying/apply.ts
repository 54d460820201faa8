// Applying: a signed-in candidate (direct or quick apply), a guest with the quick-apply form, and
// the records of a redirect-apply job (the candidate or guest goes to the job's external page).
// "Takes applications" is the live rule of server/jobs/live.ts.
import type { components } from '@generated/schema';
import { applicationQuestions, type FormField } from '../../shared/custom-form/index.ts';
import { boardApplicationFields } from '../forms/index.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { alreadyExists, badRequest, forbidden } from '../errors/errors.ts';
import type { Tenant } from '../http/context.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import {
  type Applicant,
  candidateApplication,
  guestApplication,
  profileResumeOf,
  loadApplications,
  jobCards,
  receiptView,
} from '../applications/index.ts';
import { checkAnswers } from './answers.ts';
import { resumeFor } from './files.ts';
import { ALREADY_APPLIED, jobToApply, recordApplication } from './record.ts';
import { announceNewApplicant } from './notify-employer.ts';
import { addressKey, emailKey } from '../rate-limit/rules.ts';
import type { RateLimits } from '../rate-limit/store.ts';
import { candidateAllowanceOf } from '../payments/index.ts';
import { screenNewApplication } from '../knock-outs/index.ts';

type S = components['schemas'];

export const REDIRECT_ONLY = "This job is applied to on the employer's site";

/** The board's questions of every application, then the job's own (shared/custom-form). */
async function questionsOf(db: Db, tenant: Tenant, job: { questions: unknown }): Promise<FormField[]> {
  const own = Array.isArray(job.questions) ? (job.questions as FormField[]) : [];
  return applicationQuestions(await boardApplicationFields(db, tenant), own);
}

/** Screens the new application against the job's knock-outs and weights, in its transaction. */
const screening =
  (clientId: string, job: { id: string; questions: unknown }, answers: object) =>
  (trx: Db, applicationId: string, now: Date) =>
    screenNewApplication(trx, { clientId, jobId: job.id, questions: job.questions, applicationId, answers, now });

export async function applyAsCandidate(a: Applicant, input: S['ApplyJobInput']): Promise<S['Application']> {
  const source = input.source ?? 'direct';
  if (source === 'quick_apply' && !featureAllowed(a.tenant, 'quick_apply'))
    throw forbidden('Your plan does not include quick apply');
  const job = await jobToApply(a.db, a.clientId, input.jobId);
  if (job.redirect_url) throw badRequest(REDIRECT_ONLY);
  const already = await candidateApplication(a.db, a.clientId, job.id, a.userId);
  if (already) throw alreadyExists(ALREADY_APPLIED);
  const resume = await resumeFor(a.db, a.clientId, input.resumeUri, {
    userId: a.userId,
    profileResume: await profileResumeOf(a.db, a.clientId, a.userId),
  });
  const answers = await checkAnswers(a.db, a.clientId, await questionsOf(a.db, a.tenant, job), input.answers, a.userId);
  const allowance = await candidateAllowanceOf(a.db, a.tenant, a.userId, 'applications');
  const row = await recordApplication(
    a.db,
    a.clientId,
    job.id,
    {
      candidate_id: a.userId,
      resume: JSON.stringify(resume),
      answers: JSON.stringify(answers),
      cover_letter: input.coverLetter?.trim() || null,
      source,
    },
    { userId: a.userId, name: a.name },
    input.ref,
    allowance,
    screening(a.clientId, job, answers),
  );
  await announceNewApplicant(a.db, a.jobs, a.tenant, { applicationId: row.id, jobId: job.id, applicantName: a.name });
  const [view] = await loadApplications(a.db, { clientId: a.clientId, candidateId: a.userId }, [row.id], 'candidate');
  if (!view) throw new Error('the new application could not be read back');
  return view;
}

export type GuestEnv = { db: Db; tenant: Tenant; ip: string; limits: RateLimits; jobs?: JobQueue };

export async function applyAsGuest(env: GuestEnv, input: S['GuestApplyInput']): Promise<S['ApplicationReceipt']> {
  // The contract refuses a filled honeypot already (maxLength 0); kept here so no path skips it.
  if (input.website) throw badRequest('This application could not be accepted');
  const clientId = env.tenant.id;
  const email = input.email.trim().toLowerCase();
  await env.limits.applyPerAddress.take(addressKey(clientId, env.ip));
  await env.limits.applyPerEmail.take(emailKey(clientId, email));
  const job = await jobToApply(env.db, clientId, input.jobId);
  if (job.redirect_url) throw badRequest(REDIRECT_ONLY);
  const already = await guestApplication(env.db, clientId, job.id, email);
  if (already) throw alreadyExists('An application with this e-mail address was already sent for this job');
  const resume = await resumeFor(env.db, clientId, input.resumeUri, { guest: true });
  const answers = await checkAnswers(env.db, clientId, await questionsOf(env.db, env.tenant, job), input.answers, null);
  const name = input.name.trim().replace(/\s+/g, ' ');
  const row = await recordApplication(
    env.db,
    clientId,
    job.id,
    {
      candidate_id: null,
      guest_name: name,
      guest_email: email,
      guest_mob_no: input.mobNo,
      guest_country_code: input.countryCode,
      resume: JSON.stringify(resume),
      answers: JSON.stringify(answers),
      cover_letter: input.coverLetter?.trim() || null,
      source: 'guest',
    },
    { userId: null, name },
    input.ref,
    undefined,
    screening(clientId, job, answers),
  );
  await announceNewApplicant(env.db, env.jobs, env.tenant, {
    applicationId: row.id,
    jobId: job.id,
    applicantName: name,
  });
  const card = (await jobCards(env.db, clientId, [job.id], { public: true })).get(job.id);
  if (!card) throw new Error('the job of a new application could not be read back');
  return receiptView(row, card);
}
