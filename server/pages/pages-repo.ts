// The page builder's queries, every one scoped by the board (client_id). A page is read through its
// published version; blocks come in their order, hidden ones left out by the query.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { BlockType } from '@generated/manifest';
import { scopedTo } from '../db/tenant-scope.ts';
import { isLiveJob } from '../jobs/index.ts';

export type StoredBlock = { id: string; type: BlockType; settings: Record<string, unknown>; sortOrder: number };

export type StoredPage = {
  id: string;
  slug: string;
  title: string;
  description: string;
  publishedAt: Date;
  blocks: StoredBlock[];
};

/** The published version of a board's page, with its visible blocks in order. */
export async function findPublishedPage(db: Db, clientId: string, slug: string): Promise<StoredPage | undefined> {
  const scope = scopedTo(db, clientId);
  const page = await scope
    .selectFrom('pages as p')
    .innerJoin('page_versions as v', (j) => j.onRef('v.id', '=', 'p.published_version_id').on(scope.owns('v')))
    .select(['p.id', 'p.slug', 'v.id as versionId', 'v.title', 'v.description', 'v.published_at', 'v.created_at'])
    .where('p.slug', '=', slug)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!page) return undefined;
  const blocks = await scope
    .selectFrom('page_blocks')
    .select(['id', 'type', 'settings', 'sort_order'])
    .where('version_id', '=', page.versionId)
    .where('is_visible', '=', true)
    .orderBy('sort_order')
    .execute();
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    description: page.description,
    publishedAt: page.published_at ?? page.created_at,
    blocks: blocks.map((b) => ({ id: b.id, type: b.type, settings: b.settings, sortOrder: b.sort_order })),
  };
}

/** The slugs of a board's published pages and when each was published. */
export async function listPublishedPages(
  db: Db,
  clientId: string,
): Promise<Array<{ slug: string; title: string; publishedAt: Date }>> {
  const scope = scopedTo(db, clientId);
  const rows = await scope
    .selectFrom('pages as p')
    .innerJoin('page_versions as v', (j) => j.onRef('v.id', '=', 'p.published_version_id').on(scope.owns('v')))
    .select(['p.slug', 'v.title', 'v.published_at', 'v.created_at'])
    .where('p.deleted_at', 'is', null)
    .orderBy('p.slug')
    .execute();
  return rows.map((r) => ({ slug: r.slug, title: r.title, publishedAt: r.published_at ?? r.created_at }));
}

/** The board's category with the most live jobs (the default home page's spotlight), if any. */
export async function busiestCategory(db: Db, clientId: string): Promise<{ id: string; name: string } | undefined> {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('jobs')
    .innerJoin('categories as c', (j) => j.onRef('c.id', '=', 'jobs.category_id').on(scope.owns('c')))
    .select(['c.id', 'c.name'])
    .where(isLiveJob('jobs'))
    .groupBy(['c.id', 'c.name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('c.name')
    .limit(1)
    .executeTakeFirst();
}

/** The plan and feature switches of a board, for reads that know only its id (the sitemap). */
export async function boardPlan(
  db: Db,
  clientId: string,
): Promise<{ subscription: string; settings: Record<string, unknown> } | undefined> {
  return db.selectFrom('clients').select(['subscription', 'settings']).where('id', '=', clientId).executeTakeFirst();
}
