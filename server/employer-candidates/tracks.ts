// The user-track calls (track-user/*): an employer records that they viewed candidates' profiles
// (type 1) or resumes (type 2). One row per candidate, viewer, type and day: a view the same day
// only moves last_at, so counts are "days viewed", whatever the client resends. The viewer named
// must be the caller (the account an admin acts for, when one does); candidates the company may
// not see are refused (one) or skipped (several).
import type { components } from '@generated/schema';
import { forbidden } from '../errors/errors.ts';
import { contactRevealsSince } from '../payments/index.ts';
import { allowanceOf, limitOf, remainingOf } from './allowance.ts';
import { assertPeriod, assertVisible, companyJob, iso, type CompanyScope } from './scope.ts';
import { visibleAmong } from './candidates-repo.ts';
import { recordViews, viewCounts, viewSpan } from './views-repo.ts';

type S = components['schemas'];

function assertSelf(s: CompanyScope, viewedByUserId: string): void {
  if (viewedByUserId !== s.user.id) throw forbidden('You can only record your own views');
}

export async function trackOne(s: CompanyScope, input: S['TrackUserInput']): Promise<S['UserTrack']> {
  assertSelf(s, input.viewedByUserId);
  await assertVisible(s, input.userId);
  if (input.jobId) await companyJob(s, input.jobId);
  await recordViews(s.db, s, [input.userId], { viewerId: s.user.id, type: input.type, jobId: input.jobId ?? null });
  const row = await viewSpan(s.db, s, input.userId, input.type);
  return {
    userId: input.userId,
    type: input.type,
    viewCount: Math.max(1, Number(row.days)),
    firstViewedAt: iso(row.first_at),
    lastViewedAt: iso(row.last_at),
  };
}

export async function trackMany(s: CompanyScope, input: S['TrackUserMultiInput']): Promise<S['Done']> {
  assertSelf(s, input.viewedByUserId);
  if (input.jobId) await companyJob(s, input.jobId);
  const ids = await visibleAmong(s.db, s.clientId, s.companyId, input.userIds);
  await recordViews(s.db, s, ids, { viewerId: s.user.id, type: input.type, jobId: input.jobId ?? null });
  return { affected: ids.length };
}

export async function viewedCount(s: CompanyScope, q: S['ViewedCountQuery']): Promise<S['ViewedCount']> {
  assertPeriod(q.from, q.to);
  const [row, a] = await Promise.all([
    viewCounts(s.db, s, { from: q.from, to: q.to }),
    allowanceOf(s, 'candidateContactViews'),
  ]);
  const used = await contactRevealsSince(s.db, s.clientId, s.companyId, a.since);
  return {
    profileViews: Number(row.profile),
    resumeViews: Number(row.resume),
    contactViews: Number(row.contact),
    uniqueCandidates: Number(row.unique),
    contactViewLimit: limitOf(a),
    contactViewsRemaining: remainingOf(a, used),
  };
}
