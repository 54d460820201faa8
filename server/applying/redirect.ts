// Redirect-apply jobs: the apply button sends people to the job's external page. The call records
// the click (always) and an application with source `redirect` (a candidate's, or a guest's when
// an e-mail was given; once per person and job), and answers with the job's own stored URL, never
// one from the request, so it cannot serve as an open redirect. A candidate's recorded application
// spends their plan's `applications` like any other (403 LIMIT_OVER past it: the web app opens the
// employer's page all the same).
import type { components } from '@generated/schema';
import { addressKey } from '../rate-limit/rules.ts';
import type { ApplyMeta } from '../db/tables-applications.ts';
import type { Db } from '../db/database.ts';
import { badRequest, forbidden } from '../errors/errors.ts';
import { type Applicant, candidateApplication, guestApplication, insertRedirectClick } from '../applications/index.ts';
import type { GuestEnv } from './apply.ts';
import { jobToApply, recordApplication } from './record.ts';
import { AppError } from '../errors/errors.ts';
import { candidateAllowanceOf } from '../payments/index.ts';

type S = components['schemas'];
type RedirectQuery = { jobId: string; jobTitle?: string; origin?: string; redirectUrl?: string };

const NO_REDIRECT = 'This job is applied to on this site, not on an external page';

function metaOf(q: RedirectQuery): string {
  const meta: ApplyMeta = {};
  if (q.jobTitle) meta.jobTitle = q.jobTitle;
  if (q.origin) meta.origin = q.origin;
  if (q.redirectUrl) meta.redirectUrl = q.redirectUrl;
  return JSON.stringify(meta);
}

async function redirectJob(db: Db, clientId: string, jobId: string) {
  const job = await jobToApply(db, clientId, jobId);
  if (!job.redirect_url) throw badRequest(NO_REDIRECT);
  return { ...job, redirect_url: job.redirect_url };
}

/** Records the application unless the person has one for the job already; returns its id. */
async function recordOnce(
  find: () => Promise<{ id: string } | undefined>,
  record: () => Promise<{ id: string }>,
): Promise<string> {
  const existing = await find();
  if (existing) return existing.id;
  try {
    return (await record()).id;
  } catch (error) {
    // Two clicks at once: the other one recorded it.
    if (error instanceof AppError && error.code === 'ALREADY_EXIST') {
      const again = await find();
      if (again) return again.id;
    }
    throw error;
  }
}

async function countClick(
  db: Db,
  clientId: string,
  jobId: string,
  who: { userId: string | null; applicationId: string | null; origin: string | undefined },
) {
  await insertRedirectClick(db, clientId, {
    jobId,
    userId: who.userId,
    applicationId: who.applicationId,
    origin: who.origin ?? null,
  });
}

export async function redirectAsCandidate(
  a: Applicant,
  q: RedirectQuery & { userId?: string; email?: string },
): Promise<S['RedirectApplyResult']> {
  if (q.userId && q.userId !== a.userId) throw forbidden('You can only apply for yourself');
  if (q.email && q.email.trim().toLowerCase() !== a.email.toLowerCase())
    throw forbidden('You can only apply with your own e-mail address');
  const job = await redirectJob(a.db, a.clientId, q.jobId);
  const applicationId = await recordOnce(
    () => candidateApplication(a.db, a.clientId, job.id, a.userId),
    async () =>
      recordApplication(
        a.db,
        a.clientId,
        job.id,
        { candidate_id: a.userId, source: 'redirect', resume: null, apply_meta: metaOf(q) },
        { userId: a.userId, name: a.name },
        undefined,
        await candidateAllowanceOf(a.db, a.tenant, a.userId, 'applications'),
      ),
  );
  await countClick(a.db, a.clientId, job.id, { userId: a.userId, applicationId, origin: q.origin });
  return { redirectUrl: job.redirect_url, applicationId };
}

export async function redirectAsGuest(
  env: GuestEnv,
  q: RedirectQuery & { email?: string },
): Promise<S['RedirectApplyResult']> {
  const clientId = env.tenant.id;
  await env.limits.redirectPerAddress.take(addressKey(clientId, env.ip));
  const job = await redirectJob(env.db, clientId, q.jobId);
  const email = q.email?.trim().toLowerCase();
  const applicationId = email
    ? await recordOnce(
        () => guestApplication(env.db, clientId, job.id, email),
        () =>
          recordApplication(
            env.db,
            clientId,
            job.id,
            // The page asked only for the address: it stands for the name too.
            {
              candidate_id: null,
              guest_email: email,
              guest_name: email,
              source: 'redirect',
              resume: null,
              apply_meta: metaOf(q),
            },
            { userId: null, name: email },
          ),
      )
    : null;
  await countClick(env.db, clientId, job.id, { userId: null, applicationId, origin: q.origin });
  return { redirectUrl: job.redirect_url, applicationId };
}
