// The journal's queries, every one scoped by the board (client_id). Visitors read published
// articles only, newest first by the day they were first published; the console reads every
// article, most recently changed first. Writes that follow a read (an update naming its version,
// publishing) are single statements guarded in their WHERE, so two admins cannot interleave.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { likePattern } from '../db/like.ts';
import type { JournalArticlesTable, JournalStatus } from '../db/tables-journal.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type ArticleRow = Selectable<JournalArticlesTable>;

export type ArticleFields = {
  slug: string;
  title: string;
  excerpt: string;
  cover_image: string | null;
  author_name: string;
  body_html: string;
  reading_minutes: number;
};

export async function listPublishedArticles(
  db: Db,
  clientId: string,
  pageNo: number,
  limit: number,
): Promise<{ rows: ArticleRow[]; total: number }> {
  const published = scopedTo(db, clientId).selectFrom('journal_articles').where('status', '=', 'published');
  const [rows, count] = await Promise.all([
    published
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    published.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findPublishedArticle(db: Db, clientId: string, slug: string): Promise<ArticleRow | undefined> {
  return scopedTo(db, clientId)
    .selectFrom('journal_articles')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
}

/** The published articles' links for the sitemaps: path, title and last change, newest first. */
export async function publishedArticleLinks(
  db: Db,
  clientId: string,
  offset: number,
  limit: number,
): Promise<Array<Pick<ArticleRow, 'slug' | 'title' | 'updated_at'>>> {
  return scopedTo(db, clientId)
    .selectFrom('journal_articles')
    .select(['slug', 'title', 'updated_at'])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublishedArticles(
  db: Db,
  clientId: string,
): Promise<{ count: number; lastmod: Date | null }> {
  const row = await scopedTo(db, clientId)
    .selectFrom('journal_articles')
    .select([sql<string>`count(*)`.as('n'), sql<Date | null>`max(updated_at)`.as('lastmod')])
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastmod: row.lastmod ? new Date(row.lastmod) : null };
}

export async function listArticles(
  db: Db,
  clientId: string,
  q: { page: number; limit: number; search?: string | undefined; status?: JournalStatus | undefined },
): Promise<{ rows: ArticleRow[]; total: number }> {
  let all = scopedTo(db, clientId).selectFrom('journal_articles');
  if (q.status) all = all.where('status', '=', q.status);
  const search = q.search?.trim();
  if (search)
    all = all.where((eb) =>
      eb.or([eb('title', 'ilike', likePattern(search)), eb('slug', 'ilike', likePattern(search))]),
    );
  const [rows, count] = await Promise.all([
    all
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    all.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findArticle(db: Db, clientId: string, id: string): Promise<ArticleRow | undefined> {
  return scopedTo(db, clientId).selectFrom('journal_articles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another article of the board (not `exceptId`) has the slug. */
export async function slugTaken(db: Db, clientId: string, slug: string, exceptId?: string): Promise<boolean> {
  let q = scopedTo(db, clientId).selectFrom('journal_articles').select('id').where('slug', '=', slug);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The board's slugs that start with `base` (the base itself and `base-2`, `base-3` ...). */
export async function slugsLike(db: Db, clientId: string, base: string): Promise<string[]> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('journal_articles')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((r) => r.slug);
}

export async function insertArticle(
  db: Db,
  clientId: string,
  fields: ArticleFields & {
    created_by: string | null;
    status?: JournalStatus;
    published_at?: Date | null;
    created_at?: Date;
    updated_at?: Date;
  },
): Promise<ArticleRow> {
  return scopedTo(db, clientId).insertInto('journal_articles', fields).returningAll().executeTakeFirstOrThrow();
}

/** Saves the article when it is still at `version`; undefined when it is not (changed or gone). */
export async function updateArticle(
  db: Db,
  clientId: string,
  id: string,
  version: number,
  fields: ArticleFields,
): Promise<ArticleRow | undefined> {
  return scopedTo(db, clientId)
    .updateTable('journal_articles')
    .set({ ...fields, version: sql<number>`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Moves the article to `status` when it is elsewhere; the first publish stamps published_at, which
 * is kept after. Undefined when nothing changed (already there, or gone).
 */
export async function setStatus(
  db: Db,
  clientId: string,
  id: string,
  status: JournalStatus,
  now: Date = new Date(),
): Promise<ArticleRow | undefined> {
  return scopedTo(db, clientId)
    .updateTable('journal_articles')
    .set({
      status,
      ...(status === 'published' ? { published_at: sql<Date>`coalesce(published_at, ${now}::timestamptz)` } : {}),
      version: sql<number>`version + 1`,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '!=', status)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteArticle(db: Db, clientId: string, id: string): Promise<ArticleRow | undefined> {
  return scopedTo(db, clientId).deleteFrom('journal_articles').where('id', '=', id).returningAll().executeTakeFirst();
}
