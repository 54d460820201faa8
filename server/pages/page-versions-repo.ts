// The writes of a page's new version: the page's row (made on first save, then the lock that
// numbers its versions), the version, its blocks, and the page pointed at it. Run them in one
// transaction.
import type { BlockType } from '@generated/manifest';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type VersionBlock = { type: BlockType; settings: Record<string, unknown>; isVisible: boolean };

/** The live page of the slug, made now if it has none, locked until the transaction ends. */
export async function lockPage(trx: Db, clientId: string, slug: string): Promise<{ id: string }> {
  const scope = scopedTo(trx, clientId);
  await scope
    .insertInto('pages', {
      slug,
      published_version_id: null,
      draft_version_id: null,
      deleted_at: null,
    })
    .onConflict((oc) => oc.columns(['client_id', 'slug']).where('deleted_at', 'is', null).doNothing())
    .execute();
  return scope
    .selectFrom('pages')
    .select('id')
    .where('slug', '=', slug)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function lastVersionNumber(trx: Db, clientId: string, pageId: string): Promise<number> {
  const last = await scopedTo(trx, clientId)
    .selectFrom('page_versions')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return Number(last?.n ?? 0);
}

export async function insertVersion(
  trx: Db,
  clientId: string,
  v: {
    pageId: string;
    number: number;
    title: string;
    description: string;
    createdBy: string | null;
    publishedAt: Date | null;
  },
): Promise<string> {
  const version = await scopedTo(trx, clientId)
    .insertInto('page_versions', {
      page_id: v.pageId,
      number: v.number,
      title: v.title,
      description: v.description,
      created_by: v.createdBy,
      published_at: v.publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return version.id;
}

export async function insertBlocks(
  trx: Db,
  clientId: string,
  versionId: string,
  blocks: VersionBlock[],
): Promise<void> {
  await scopedTo(trx, clientId)
    .insertInto(
      'page_blocks',
      blocks.map((b, i) => ({
        version_id: versionId,
        type: b.type,
        settings: JSON.stringify(b.settings),
        sort_order: i,
        is_visible: b.isVisible,
      })),
    )
    .execute();
}

/** Points the page at the version: its published one, or its draft. */
export async function pointPageAt(
  trx: Db,
  clientId: string,
  pageId: string,
  versionId: string,
  publish: boolean,
  now: Date,
): Promise<void> {
  await scopedTo(trx, clientId)
    .updateTable('pages')
    .set(
      publish
        ? { published_version_id: versionId, draft_version_id: null, updated_at: now }
        : { draft_version_id: versionId, updated_at: now },
    )
    .where('id', '=', pageId)
    .execute();
}
