// Writing a new application: the row, its first history entry (from null to APPLIED, by the
// applicant), APPLIED marked as mailed (moving back to it never e-mails), and the job's applicant
// counters, in one transaction. The unique indexes (one application per candidate or guest e-mail
// and job) decide duplicates; a duplicate answers 409 ALREADY_EXIST. A candidate's application
// spends one of their plan's `applications` in the same transaction (403 LIMIT_OVER past it).
import type { components } from '@generated/schema';
import { isUniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/database.ts';
import { alreadyExists, badRequest, notFound } from '../errors/errors.ts';
import { recordApplied, isLiveRow, type JobRow } from '../jobs/index.ts';
import { spendCandidateAllowance, type CandidateAllowance } from '../payments/index.ts';
import { insertApplication, type NewApplication, jobRowsByIds } from '../applications/index.ts';

type S = components['schemas'];

export const ALREADY_APPLIED = 'You have already applied to this job';
export const NOT_ACCEPTING = 'This job is no longer accepting applications';
export const NO_JOB = 'This job does not exist or is no longer available';

/** The tenant's job applied to: a missing or other tenant's job is 404, a deleted one not accepting. */
export async function jobToApply(db: Db, clientId: string, jobId: string, now = new Date()): Promise<JobRow> {
  const job = (await jobRowsByIds(db, clientId, [jobId])).get(jobId);
  // A draft was never public: it does not exist for applicants.
  if (!job || job.status === 'DRAFT') throw notFound(NO_JOB);
  if (!isLiveRow(job, now)) throw badRequest(NOT_ACCEPTING);
  return job;
}

export async function recordApplication(
  db: Db,
  clientId: string,
  jobId: string,
  values: NewApplication,
  by: { userId: string | null; name: string },
  ref?: S['ApplicationRef'],
  /** The candidate's `applications` allowance; guests have none. */
  allowance?: CandidateAllowance,
  /** More of the same action, in its transaction (the knock-out screening, docs/knock-outs.md). */
  within?: (trx: Db, applicationId: string, now: Date) => Promise<void>,
): Promise<{ id: string; applied_at: Date; status: S['ApplicationStatus']; source: S['ApplicationSource'] }> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (allowance) await spendCandidateAllowance(trx, allowance);
      const now = new Date();
      const row = await insertApplication(trx, clientId, jobId, values, by, now);
      await recordApplied(trx, clientId, jobId, ref, now);
      await within?.(trx, row.id, now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(ALREADY_APPLIED);
    throw error;
  }
}
