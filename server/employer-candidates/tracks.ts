// The user-track calls (track-user/*): an employer records that they viewed candidates' profiles
// (type 1) or resumes (type 2). One row per candidate, viewer, type and day: a view the same day
// only moves last_at, so counts are "days viewed", whatever the client resends. The viewer named
// must be the caller (the account an admin acts for, when one does); candidates the company may
// not see are refused (one) or skipped (several).
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { forbidden } from '../http/errors.ts';
import { contactRevealsSince } from '../payments/usage.ts';
import { FINDABLE, appliedTo } from '../search/visibility.ts';
import { allowanceOf, limitOf, remainingOf } from './allowance.ts';
import { assertPeriod, assertVisible, companyJob, iso, type CompanyScope } from './scope.ts';
import { CONTACT_VIEW, PROFILE_VIEW, RESUME_VIEW } from './view-types.ts';

type S = components['schemas'];

function assertSelf(s: CompanyScope, viewedByUserId: string): void {
  if (viewedByUserId !== s.user.id) throw forbidden('You can only record your own views');
}

/** The candidates of `ids` the company may see (findable, or applicants of its jobs). */
async function visibleAmong(s: CompanyScope, ids: readonly string[]): Promise<string[]> {
  const rows = await s.db
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', (j) =>
      j.onRef('p.user_id', '=', 'u.id').onRef('p.client_id', '=', 'u.client_id'),
    )
    .select('u.id')
    .where('u.client_id', '=', s.clientId)
    .where('u.id', 'in', ids)
    .where('u.role', '=', 'candidate')
    .where('u.status', '!=', 'deleted')
    .where(sql<boolean>`(${FINDABLE} or ${appliedTo(s.companyId)})`)
    .execute();
  return rows.map((r) => r.id);
}

async function record(s: CompanyScope, ids: readonly string[], type: 1 | 2, jobId: string | null): Promise<void> {
  if (!ids.length) return;
  await s.db
    .insertInto('candidate_views')
    .values(
      ids.map((candidateId) => ({
        client_id: s.clientId,
        company_id: s.companyId,
        candidate_id: candidateId,
        viewer_id: s.user.id,
        type,
        job_id: jobId,
        day: sql<string>`current_date`,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'company_id', 'candidate_id', 'viewer_id', 'type', 'day'])
        .doUpdateSet({ last_at: sql`now()`, job_id: sql`coalesce(excluded.job_id, candidate_views.job_id)` }),
    )
    .execute();
}

export async function trackOne(s: CompanyScope, input: S['TrackUserInput']): Promise<S['UserTrack']> {
  assertSelf(s, input.viewedByUserId);
  await assertVisible(s, input.userId);
  if (input.jobId) await companyJob(s, input.jobId);
  await record(s, [input.userId], input.type, input.jobId ?? null);
  const row = await s.db
    .selectFrom('candidate_views')
    .select([
      sql<string>`count(distinct day)`.as('days'),
      sql<Date>`min(created_at)`.as('first_at'),
      sql<Date>`max(last_at)`.as('last_at'),
    ])
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('candidate_id', '=', input.userId)
    .where('type', '=', input.type)
    .executeTakeFirstOrThrow();
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
  const ids = await visibleAmong(s, input.userIds);
  await record(s, ids, input.type, input.jobId ?? null);
  return { affected: ids.length };
}

export async function viewedCount(s: CompanyScope, q: S['ViewedCountQuery']): Promise<S['ViewedCount']> {
  assertPeriod(q.from, q.to);
  let views = s.db
    .selectFrom('candidate_views')
    .select([
      sql<string>`count(*) filter (where type = ${sql.lit(PROFILE_VIEW)})`.as('profile'),
      sql<string>`count(*) filter (where type = ${sql.lit(RESUME_VIEW)})`.as('resume'),
      sql<string>`count(*) filter (where type = ${sql.lit(CONTACT_VIEW)})`.as('contact'),
      sql<string>`count(distinct candidate_id)`.as('unique'),
    ])
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId);
  if (q.from) views = views.where('day', '>=', q.from);
  if (q.to) views = views.where('day', '<=', q.to);
  const [row, a] = await Promise.all([views.executeTakeFirstOrThrow(), allowanceOf(s, 'candidateContactViews')]);
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
