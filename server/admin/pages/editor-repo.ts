// The page editor's queries, every one scoped by the board (client_id). A page points at its
// published version and at its draft; publishing moves the published pointer to the draft, and
// undoing a publish moves it back to the version published before. The versions whose
// `published_at` is set form that history, newest on top: undoing clears the undone version's
// `published_at`, so a second undo goes one further back and a republish goes on top again.
import type { BlockType } from '@generated/manifest';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';

export type PageRow = {
  id: string;
  slug: string;
  draftVersionId: string | null;
  publishedVersionId: string | null;
  updatedAt: Date;
  title: string | null;
  publishedAt: Date | null;
};

export type VersionBlock = { id: string; type: BlockType; settings: Record<string, unknown>; isVisible: boolean };

export type Version = {
  id: string;
  number: number;
  title: string;
  description: string;
  createdAt: Date;
  blocks: VersionBlock[];
};

function pageRows(db: Db, clientId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('pages as p')
    .leftJoin('page_versions as d', (j) => j.onRef('d.id', '=', 'p.draft_version_id').on(scope.owns('d')))
    .leftJoin('page_versions as v', (j) => j.onRef('v.id', '=', 'p.published_version_id').on(scope.owns('v')))
    .select([
      'p.id',
      'p.slug',
      'p.draft_version_id',
      'p.published_version_id',
      'p.updated_at',
      'd.title as draftTitle',
      'v.title as publishedTitle',
      'v.published_at',
    ])
    .where('p.deleted_at', 'is', null);
}

type Raw = {
  id: string;
  slug: string;
  draft_version_id: string | null;
  published_version_id: string | null;
  updated_at: Date;
  draftTitle: string | null;
  publishedTitle: string | null;
  published_at: Date | null;
};

const rowOf = (r: Raw): PageRow => ({
  id: r.id,
  slug: r.slug,
  draftVersionId: r.draft_version_id,
  publishedVersionId: r.published_version_id,
  updatedAt: r.updated_at,
  title: r.draftTitle ?? r.publishedTitle,
  publishedAt: r.published_version_id ? r.published_at : null,
});

export async function listPageRows(db: Db, clientId: string): Promise<PageRow[]> {
  return (await pageRows(db, clientId).orderBy('p.slug').execute()).map(rowOf);
}

export async function findPageRow(db: Db, clientId: string, slug: string): Promise<PageRow | undefined> {
  const row = await pageRows(db, clientId).where('p.slug', '=', slug).executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

/** A version of a board's page with all its blocks in order, hidden ones included. */
export async function findVersion(db: Db, clientId: string, versionId: string): Promise<Version | undefined> {
  const scope = scopedTo(db, clientId);
  const version = await scope
    .selectFrom('page_versions')
    .select(['id', 'number', 'title', 'description', 'created_at'])
    .where('id', '=', versionId)
    .executeTakeFirst();
  if (!version) return undefined;
  const blocks = await scope
    .selectFrom('page_blocks')
    .select(['id', 'type', 'settings', 'is_visible'])
    .where('version_id', '=', versionId)
    .orderBy('sort_order')
    .execute();
  return {
    id: version.id,
    number: version.number,
    title: version.title,
    description: version.description,
    createdAt: version.created_at,
    blocks: blocks.map((b) => ({ id: b.id, type: b.type, settings: b.settings, isVisible: b.is_visible })),
  };
}

/** Publishes the page's draft; the draft's version id, or null when there was none to publish. */
export async function publishDraft(db: Db, clientId: string, pageId: string): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, clientId);
    const page = await scope
      .selectFrom('pages')
      .select('draft_version_id')
      .where('id', '=', pageId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    const draft = page?.draft_version_id;
    if (!draft) return null;
    const now = new Date();
    await scope.updateTable('page_versions').set({ published_at: now }).where('id', '=', draft).execute();
    await scope
      .updateTable('pages')
      .set({ published_version_id: draft, draft_version_id: null, updated_at: now })
      .where('id', '=', pageId)
      .execute();
    return draft;
  });
}

/**
 * Undoes the page's last publish: visitors see the version published before it (none: the page
 * is unpublished), and the undone version becomes the draft unless a newer draft waits, so no
 * work is lost. The undone and restored version ids, or null when nothing was published.
 */
export async function undoPublish(
  db: Db,
  clientId: string,
  pageId: string,
): Promise<{ undone: string; restored: string | null } | null> {
  return db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, clientId);
    const page = await scope
      .selectFrom('pages')
      .select(['published_version_id', 'draft_version_id'])
      .where('id', '=', pageId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    const current = page?.published_version_id;
    if (!page || !current) return null;
    const previous = await scope
      .selectFrom('page_versions')
      .select('id')
      .where('page_id', '=', pageId)
      .where('published_at', 'is not', null)
      .where('id', '!=', current)
      .orderBy('published_at', 'desc')
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    await scope.updateTable('page_versions').set({ published_at: null }).where('id', '=', current).execute();
    await scope
      .updateTable('pages')
      .set({
        published_version_id: previous?.id ?? null,
        draft_version_id: page.draft_version_id ?? current,
        updated_at: new Date(),
      })
      .where('id', '=', pageId)
      .execute();
    return { undone: current, restored: previous?.id ?? null };
  });
}

/** Takes a page off the site and out of the editor; its slug is free again. */
export async function deletePage(db: Db, clientId: string, pageId: string): Promise<boolean> {
  const done = await scopedTo(db, clientId)
    .updateTable('pages')
    .set({ deleted_at: new Date() })
    .where('id', '=', pageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}
