// The candidate plans' allowances: applications, resume builds and resume parses. They limit a
// candidate only where the board sells candidate plans and the candidate's plan licence names the
// allowance. Without a plan the feature flags already decide (the builder and the parser are sold
// flags), and applying stays open to every candidate, as it was before plans; guests are never
// counted. The allowance is the plan's plus active top-ups' (entitlements.ts), used from the plan
// licence's start (candidate-usage-repo.ts counts, as the plan page does). Spending counts and writes
// in one transaction under a per-candidate advisory lock, so two requests cannot both take the
// last place.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { AppError } from '../errors/errors.ts';
import {
  applicationsSince,
  lockCandidateAllowance,
  recordResumeUse,
  RESUME_BUILT,
  RESUME_PARSED,
  resumeBuildsSince,
  resumeParsesSince,
} from './candidate-usage-repo.ts';
import { entitlementsOf, sellsCandidateLicences } from './entitlements.ts';

export type CandidateAllowanceKey = 'applications' | 'resumeBuilds' | 'resumeParses';

export type CandidateAllowance = {
  key: CandidateAllowanceKey;
  clientId: string;
  candidateId: string;
  /** A count, or null when this allowance does not limit the candidate. */
  limit: number | null;
  /** Where usage is counted from: the plan licence's start. */
  since: Date;
};

const COUNT: Record<
  CandidateAllowanceKey,
  (db: Db, clientId: string, candidateId: string, since: Date) => Promise<number>
> = { applications: applicationsSince, resumeBuilds: resumeBuildsSince, resumeParses: resumeParsesSince };

export async function candidateAllowanceOf(
  db: Db,
  tenant: Tenant,
  candidateId: string,
  key: CandidateAllowanceKey,
): Promise<CandidateAllowance> {
  const unlimited: CandidateAllowance = { key, clientId: tenant.id, candidateId, limit: null, since: new Date() };
  if (!sellsCandidateLicences(tenant)) return unlimited;
  const ent = await entitlementsOf(db, tenant, { type: 'candidate', userId: candidateId });
  // A key the plan lacks would read as 0 (Entitlements.limit): here it means not limited.
  if (!ent.plan || !(key in ent.plan.snapshot.limits)) return unlimited;
  return { ...unlimited, limit: ent.limit(key), since: new Date(ent.plan.starts_at) };
}

/**
 * What a used-up allowance says, as whole sentences with only the count a value: the answer is
 * translated by its text (server/http/answer-language.ts), and words put into a sentence as values
 * would stay English in a translation.
 */
const USED_UP: Record<CandidateAllowanceKey, (limit: number) => string> = {
  applications: (limit) =>
    limit === 0
      ? 'Your plan includes no applications. Upgrade your plan to apply to jobs.'
      : limit === 1
        ? `Your plan's ${limit} application is used up. Upgrade your plan to apply to more jobs.`
        : `Your plan's ${limit} applications are used up. Upgrade your plan to apply to more jobs.`,
  resumeBuilds: (limit) =>
    limit === 0
      ? 'Your plan includes no resume builds. Upgrade your plan to build resumes.'
      : limit === 1
        ? `Your plan's ${limit} resume build is used up. Upgrade your plan to build more resumes.`
        : `Your plan's ${limit} resume builds are used up. Upgrade your plan to build more resumes.`,
  resumeParses: (limit) =>
    limit === 0
      ? 'Your plan includes no resume parses. Upgrade your plan to read your resume into your profile.'
      : limit === 1
        ? `Your plan's ${limit} resume parse is used up. Upgrade your plan to read more resumes into your profile.`
        : `Your plan's ${limit} resume parses are used up. Upgrade your plan to read more resumes into your profile.`,
};

export function candidateAllowanceUsedUp(key: CandidateAllowanceKey, limit: number): AppError {
  return new AppError(403, 'LIMIT_OVER', USED_UP[key](limit));
}

/**
 * Refuses with 403 LIMIT_OVER when nothing is left, holding no lock: lets a caller refuse before
 * costly work (storing an upload). The spend in the transaction still decides a race.
 */
export async function assertCandidateAllowance(db: Db, a: CandidateAllowance): Promise<void> {
  if (a.limit === null) return;
  if ((await COUNT[a.key](db, a.clientId, a.candidateId, a.since)) >= a.limit)
    throw candidateAllowanceUsedUp(a.key, a.limit);
}

/**
 * Takes one use in `trx`, which must also write the row that uses it: the candidate's lock of the
 * allowance is held until the transaction ends. Builds and parses are recorded whether limited or
 * not, so the plan page counts them on unlimited plans too.
 */
export async function spendCandidateAllowance(trx: Db, a: CandidateAllowance): Promise<void> {
  if (a.limit !== null) {
    await lockCandidateAllowance(trx, a.key, a.candidateId);
    await assertCandidateAllowance(trx, a);
  }
  if (a.key === 'resumeBuilds') await recordResumeUse(trx, RESUME_BUILT, a.clientId, a.candidateId);
  if (a.key === 'resumeParses') await recordResumeUse(trx, RESUME_PARSED, a.clientId, a.candidateId);
}

/** Runs `write` (the insert that uses the allowance) only if one more is allowed, in one transaction. */
export async function withCandidateAllowance<T>(
  db: Db,
  tenant: Tenant,
  candidateId: string,
  key: CandidateAllowanceKey,
  write: (trx: Db) => Promise<T>,
): Promise<T> {
  const a = await candidateAllowanceOf(db, tenant, candidateId, key);
  return db.transaction().execute(async (trx) => {
    await spendCandidateAllowance(trx, a);
    return write(trx);
  });
}
