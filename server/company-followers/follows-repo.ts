// The SQL of company followers (docs/company-followers.md): the follows, the ledger of jobs told
// (one row per follower and job, ever: its primary key is the "never twice" rule), and each
// candidate's choice of the e-mail digest. Every statement of a tenant starts at scopedTo; a join
// to another tenant table names the tenant in its `on`.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { acrossTenants, sameBoard, scopedTo, type TenantScope } from '../db/tenant-scope.ts';
import { isLiveJob } from '../jobs/index.ts';

/** A follower counts while their account is in use; an erased one has no follows left. */
const inUse = (scope: TenantScope) =>
  scope
    .selectFrom('company_follows')
    .innerJoin('users', (j) => j.onRef('users.id', '=', 'company_follows.user_id').on(scope.owns('users')))
    .where('users.deleted_at', 'is', null)
    .where('users.status', '!=', 'disabled');

/** The company of the board by id, or undefined (another board's company is not found). */
export async function findCompany(
  db: Db,
  clientId: string,
  companyId: string,
): Promise<{ id: string; name: string } | undefined> {
  return scopedTo(db, clientId)
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export async function followerCount(db: Db, clientId: string, companyId: string): Promise<number> {
  const row = await inUse(scopedTo(db, clientId))
    .where('company_follows.company_id', '=', companyId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isFollowing(db: Db, clientId: string, userId: string, companyId: string): Promise<boolean> {
  const row = await scopedTo(db, clientId)
    .selectFrom('company_follows')
    .select('id')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Follows the company; following it again leaves the first follow (and its date) as it was. */
export async function addFollow(db: Db, clientId: string, userId: string, companyId: string): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('company_follows', { user_id: userId, company_id: companyId })
    .onConflict((oc) => oc.columns(['client_id', 'user_id', 'company_id']).doNothing())
    .execute();
}

export async function removeFollow(db: Db, clientId: string, userId: string, companyId: string): Promise<void> {
  await scopedTo(db, clientId)
    .deleteFrom('company_follows')
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
}

export type FollowRow = { id: string; company_id: string; created_at: Date };

/** One page of the candidate's follows, the most recent first. */
export async function listFollows(
  db: Db,
  clientId: string,
  userId: string,
  pageNo: number,
  limit: number,
): Promise<{ rows: FollowRow[]; total: number }> {
  const mine = scopedTo(db, clientId).selectFrom('company_follows').where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    mine
      .select(['id', 'company_id', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type LiveJob = {
  id: string;
  title: string | null;
  slug: string | null;
  company_id: string;
  company_name: string;
  location_type: string | null;
  city_nm: string | null;
  country_nm: string | null;
};

/** The job when it is live now (the public board's rule), with its company's name. */
export async function findLiveJob(db: Db, clientId: string, jobId: string): Promise<LiveJob | undefined> {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('jobs')
    .innerJoin('companies', (j) => j.onRef('companies.id', '=', 'jobs.company_id').on(scope.owns('companies')))
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.slug',
      'jobs.company_id',
      'companies.name as company_name',
      'jobs.location_type',
      'jobs.city_nm',
      'jobs.country_nm',
    ])
    .where('jobs.id', '=', jobId)
    .where(isLiveJob('jobs'))
    .executeTakeFirst();
}

/** A follower told of a job, with the language they last used the board in (the notification's). */
export type Told = { user_id: string; locale: string | null };

/**
 * Writes the ledger row of every follower of the live job's company not told of it yet, and answers
 * those followers: a follower told before (the job republished, edited, approved again, or the
 * company followed anew) already has the row, and the primary key keeps them out.
 */
export async function recordDeliveries(db: Db, clientId: string, jobId: string, now: Date): Promise<Told[]> {
  const scope = scopedTo(db, clientId);
  const followers = inUse(scope)
    .innerJoin('jobs', (j) => j.onRef('jobs.company_id', '=', 'company_follows.company_id').on(scope.owns('jobs')))
    .where('jobs.id', '=', jobId)
    .where(isLiveJob('jobs'))
    .select([
      'company_follows.client_id',
      'company_follows.user_id',
      'jobs.id as job_id',
      'jobs.company_id',
      sql<Date>`${now}::timestamptz`.as('told_at'),
    ]);
  // An insert from a select gives the scope no rows to fill in: every row, its client_id included,
  // comes from the scoped select above, so the statement writes the board's rows only.
  const rows = await acrossTenants(db)
    .insertInto('company_follow_deliveries')
    .columns(['client_id', 'user_id', 'job_id', 'company_id', 'told_at'])
    .expression(followers)
    .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
    .returning((eb) => [
      'user_id',
      eb
        .selectFrom('users')
        .select('users.locale')
        .whereRef('users.id', '=', 'company_follow_deliveries.user_id')
        .as('locale'),
    ])
    .execute();
  return rows;
}

export type SettingsRow = { digest: boolean; digest_since: Date | null };

export async function findSettings(db: Db, clientId: string, userId: string): Promise<SettingsRow | undefined> {
  return scopedTo(db, clientId)
    .selectFrom('company_follow_settings')
    .select(['digest', 'digest_since'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves the digest choice; turning it on starts its window now, so older jobs are not mailed. */
export async function saveSettings(db: Db, clientId: string, userId: string, digest: boolean, now: Date) {
  await scopedTo(db, clientId)
    .insertInto('company_follow_settings', {
      user_id: userId,
      digest,
      digest_since: digest ? now : null,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        digest,
        // Left as it was when the choice does not change (a repeated "on" keeps its window).
        digest_since: sql<Date | null>`case when company_follow_settings.digest = ${digest} then company_follow_settings.digest_since when ${digest} then ${now}::timestamptz else null end`,
        updated_at: now,
      }),
    )
    .execute();
}

export type DueDigest = {
  client_id: string;
  user_id: string;
  email: string;
  first_name: string;
  /** The language the candidate last used the board in: the digest's. */
  locale: string | null;
};

/**
 * Candidates whose digest is due at `now`, of every board, after `after` (their user id): it is on,
 * the last one went out at least `gapMs` ago, and a job told since it was turned on still waits.
 */
export async function dueDigests(
  db: Db,
  opts: { now: Date; gapMs: number; after: string | null; limit: number; clientId?: string },
): Promise<DueDigest[]> {
  // The digest worker's sweep over every board (or the one given).
  let q = acrossTenants(db)
    .selectFrom('company_follow_settings as s')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.user_id').on(sameBoard('u', 's')))
    .select(['s.client_id', 's.user_id', 'u.email', 'u.first_name', 'u.locale'])
    .where('s.digest', '=', true)
    .where('u.deleted_at', 'is', null)
    .where('u.status', '!=', 'disabled')
    .where((w) =>
      w.or([w('s.last_digest_at', 'is', null), w('s.last_digest_at', '<=', new Date(opts.now.getTime() - opts.gapMs))]),
    )
    .where((w) =>
      w.exists(
        w
          .selectFrom('company_follow_deliveries as d')
          .select('d.job_id')
          .whereRef('d.user_id', '=', 's.user_id')
          .where(sameBoard('d', 's'))
          .where('d.mailed_at', 'is', null)
          .where('d.told_at', '<=', opts.now)
          .where(sql<boolean>`d.told_at >= coalesce(s.digest_since, '-infinity'::timestamptz)`),
      ),
    );
  if (opts.clientId) q = q.where(scopedTo(db, opts.clientId).owns('s'));
  if (opts.after) q = q.where('s.user_id', '>', opts.after);
  return q.orderBy('s.user_id').limit(opts.limit).execute();
}

export type DigestJob = LiveJob & { told_at: Date };

/** The jobs told up to `upTo` waiting for the candidate's digest that are still live, the newest told first. */
export async function waitingJobs(db: Db, clientId: string, userId: string, upTo: Date): Promise<DigestJob[]> {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('company_follow_deliveries')
    .innerJoin('company_follow_settings', (j) =>
      j
        .onRef('company_follow_settings.user_id', '=', 'company_follow_deliveries.user_id')
        .on(scope.owns('company_follow_settings')),
    )
    .innerJoin('jobs', (j) => j.onRef('jobs.id', '=', 'company_follow_deliveries.job_id').on(scope.owns('jobs')))
    .innerJoin('companies', (j) => j.onRef('companies.id', '=', 'jobs.company_id').on(scope.owns('companies')))
    .select([
      'jobs.id',
      'jobs.title',
      'jobs.slug',
      'jobs.company_id',
      'companies.name as company_name',
      'jobs.location_type',
      'jobs.city_nm',
      'jobs.country_nm',
      'company_follow_deliveries.told_at',
    ])
    .where('company_follow_deliveries.user_id', '=', userId)
    .where('company_follow_deliveries.mailed_at', 'is', null)
    .where('company_follow_deliveries.told_at', '<=', upTo)
    .where(
      sql<boolean>`company_follow_deliveries.told_at >= coalesce(company_follow_settings.digest_since, '-infinity'::timestamptz)`,
    )
    .where(isLiveJob('jobs'))
    .orderBy('company_follow_deliveries.told_at', 'desc')
    .orderBy('jobs.id')
    .execute();
}

/**
 * Closes the candidate's digest: every job told up to `now` and waiting (mailed, no longer live, or
 * told before the digest was turned on) is done with, and the digest's time kept.
 */
export async function markDigestSent(db: Db, clientId: string, userId: string, now: Date): Promise<void> {
  const scope = scopedTo(db, clientId);
  await scope
    .updateTable('company_follow_deliveries')
    .set({ mailed_at: now })
    .where('user_id', '=', userId)
    .where('mailed_at', 'is', null)
    .where('told_at', '<=', now)
    .execute();
  await scope
    .updateTable('company_follow_settings')
    .set({ last_digest_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Erasure of a candidate (candidate/soft-delete): their follows, ledger and choice go. */
export async function eraseFollower(db: Db, clientId: string, userId: string): Promise<void> {
  const scope = scopedTo(db, clientId);
  await scope.deleteFrom('company_follows').where('user_id', '=', userId).execute();
  await scope.deleteFrom('company_follow_deliveries').where('user_id', '=', userId).execute();
  await scope.deleteFrom('company_follow_settings').where('user_id', '=', userId).execute();
}

/** What the candidate's data export lists: the companies they follow and their digest choice. */
export async function followerExport(
  db: Db,
  clientId: string,
  userId: string,
): Promise<{ companies: { company: string; followedAt: Date }[]; digest: boolean }> {
  const scope = scopedTo(db, clientId);
  const [companies, settings] = await Promise.all([
    scope
      .selectFrom('company_follows')
      .innerJoin('companies', (j) =>
        j.onRef('companies.id', '=', 'company_follows.company_id').on(scope.owns('companies')),
      )
      .select(['companies.name as company', 'company_follows.created_at as followedAt'])
      .where('company_follows.user_id', '=', userId)
      .orderBy('company_follows.created_at')
      .execute(),
    findSettings(db, clientId, userId),
  ]);
  return { companies, digest: settings?.digest ?? false };
}
