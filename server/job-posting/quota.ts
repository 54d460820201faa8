// The plan's job quota: how many jobs one company may have open at a time. Open means posted and
// not yet switched off: ACTIVE or PAUSED (a paused job keeps its place, so resuming never fails),
// not deleted, not past its expiry, not declined. Jobs waiting for approval count, since approval
// makes them live without the employer doing anything. Confirming a draft and activating a job
// check it; starting a draft is refused too when no job could be posted from it. The count and the
// write happen in one transaction under a per-company lock, so two concurrent activations cannot
// both take the last place.
//
// The limit is the company's plan allowance `jobPosts` plus its active top-ups
// (payments/entitlements.ts); a company whose trial ran out has none.
import { AppError } from '../errors/errors.ts';
import { companyEntitlements, lockJobQuota, openJobCount } from '../payments/index.ts';
import type { Poster } from './access.ts';

export async function openJobLimit(p: Poster): Promise<number | null> {
  return (await companyEntitlements(p.db, p.tenant, p.companyId)).limit('jobPosts');
}

export function quotaUsedUp(limit: number): AppError {
  return new AppError(
    403,
    'LIMIT_OVER',
    limit === 0
      ? 'Your plan allows no open jobs: your trial or plan has ended. Choose a plan to post jobs.'
      : `Your plan allows ${limit} open job${limit === 1 ? '' : 's'} at a time and all are in use. ` +
          'Deactivate or close a job, or upgrade your plan or buy a top-up, to post another.',
  );
}

/** Refuses with 403 LIMIT_OVER when the company has no open place left (a read-only check). */
export async function assertRoomForJob(
  p: Poster,
  exceptJobId: string | null = null,
  known?: number | null,
): Promise<void> {
  const limit = known === undefined ? await openJobLimit(p) : known;
  if (limit === null) return;
  if ((await openJobCount(p.db, p.clientId, p.companyId, exceptJobId)) >= limit) throw quotaUsedUp(limit);
}

/**
 * Runs `write` (which opens `jobId`) only if the company has room, counting and writing under one
 * per-company lock so that the last place is taken once.
 */
export async function withRoomFor<T>(p: Poster, jobId: string, write: (p: Poster) => Promise<T>): Promise<T> {
  const limit = await openJobLimit(p);
  if (limit === null) return write(p);
  return p.db.transaction().execute(async (trx) => {
    await lockJobQuota(trx, p.companyId);
    const inTrx: Poster = { ...p, db: trx };
    await assertRoomForJob(inTrx, jobId, limit);
    return write(inTrx);
  });
}
