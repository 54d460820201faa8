// SQL of the feeds: the tenant's live jobs (by the one rule of jobs-discovery/live.ts) for sitemaps,
// RSS and the Indeed feed, and the categories the sitemap lists. Newest first, then by id, so
// pages of a sitemap never overlap or skip a job.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { jobColumnsOf, type JobRow, isLiveJob } from '../jobs/index.ts';

export type LiveJobLink = { id: string; slug: string | null; title: string | null; updated_at: Date };

export async function countLiveJobs(db: Db, clientId: string): Promise<{ count: number; lastmod: Date | null }> {
  const row = await scopedTo(db, clientId)
    .selectFrom('jobs as j')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('j.updated_at').as('lastmod')])
    .where(isLiveJob('j'))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastmod: row.lastmod ? new Date(row.lastmod) : null };
}

export async function liveJobLinks(db: Db, clientId: string, offset: number, limit: number): Promise<LiveJobLink[]> {
  return scopedTo(db, clientId)
    .selectFrom('jobs as j')
    .select(['j.id', 'j.slug', 'j.title', 'j.updated_at'])
    .where(isLiveJob('j'))
    .orderBy(sql`j.posted_at desc nulls last`)
    .orderBy('j.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Full rows of the newest live jobs, for RSS and the Indeed feed. */
export async function newestLiveJobs(db: Db, clientId: string, limit: number): Promise<JobRow[]> {
  return scopedTo(db, clientId)
    .selectFrom('jobs as j')
    .select(jobColumnsOf('j'))
    .where(isLiveJob('j'))
    .orderBy(sql`j.posted_at desc nulls last`)
    .orderBy('j.id')
    .limit(limit)
    .execute();
}

/** The descriptions of some of a tenant's jobs, by id. */
export async function jobDescriptions(db: Db, clientId: string, ids: string[]): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const rows = await scopedTo(db, clientId)
    .selectFrom('jobs')
    .select(['id', 'description'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.description]));
}

export type CategoryLink = { slug: string; name: string; updated_at: Date };

export async function categoryLinks(db: Db, clientId: string, offset: number, limit: number): Promise<CategoryLink[]> {
  return scopedTo(db, clientId)
    .selectFrom('categories')
    .select(['slug', 'name', 'updated_at'])
    .orderBy('sort')
    .orderBy('name')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countCategories(db: Db, clientId: string): Promise<{ count: number; lastmod: Date | null }> {
  const row = await scopedTo(db, clientId)
    .selectFrom('categories')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('updated_at').as('lastmod')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastmod: row.lastmod ? new Date(row.lastmod) : null };
}
