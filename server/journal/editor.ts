// The console's side of the journal (docs/journal.md): list every article, write one as a draft,
// open, save (naming the version the edit started from), publish, unpublish and delete. Bodies are
// sanitised on every save, slugs are unique on the board, and every change is in the audit log.
import type { components } from '@generated/schema';
import { recordAudit } from '../users/index.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { AuthUser } from '../http/context.ts';
import { page, type Page } from '../http/envelope.ts';
import { alreadyExists, notFound } from '../errors/errors.ts';
import {
  deleteArticle,
  findArticle,
  insertArticle,
  listArticles,
  setStatus,
  updateArticle,
  type ArticleFields,
  type ArticleRow,
} from './articles-repo.ts';
import { ensureFreeSlug, slugConflict, slugForTitle } from './slugs.ts';
import { cleanBody, oneLine, readingMinutes } from './text.ts';
import { adminArticleView, adminStateView, type AdminJournalArticle, type AdminJournalArticleState } from './views.ts';

type S = components['schemas'];

export type JournalEnv = { db: Db; clientId: string; admin: AuthUser };

const missing = () => notFound('This article does not exist');

async function audit(env: JournalEnv, action: string, row: Pick<ArticleRow, 'id' | 'slug' | 'title'>) {
  await recordAudit(env.db, {
    clientId: env.clientId,
    actorId: env.admin.id,
    actingForId: null,
    action,
    detail: { articleId: row.id, slug: row.slug, title: row.title },
  });
}

/** A unique-index violation on write is another admin taking the slug a moment earlier. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw slugConflict();
    throw e;
  }
}

function fieldsOf(
  input: { title: string; excerpt?: string; coverImage?: string | null; authorName?: string; bodyHtml?: string },
  slug: string,
  authorFallback: string,
): ArticleFields {
  const body = cleanBody(input.bodyHtml ?? '');
  return {
    slug,
    title: oneLine(input.title),
    excerpt: oneLine(input.excerpt ?? ''),
    cover_image: input.coverImage ?? null,
    author_name: oneLine(input.authorName ?? '') || authorFallback,
    body_html: body,
    reading_minutes: readingMinutes(body),
  };
}

const adminName = (admin: AuthUser) => oneLine(`${admin.firstName} ${admin.lastName}`) || 'The editors';

async function stored(env: JournalEnv, id: string): Promise<ArticleRow> {
  const row = await findArticle(env.db, env.clientId, id);
  if (!row) throw missing();
  return row;
}

export async function listForConsole(
  env: JournalEnv,
  q: S['AdminJournalQuery'],
): Promise<Page<AdminJournalArticleState>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await listArticles(env.db, env.clientId, {
    page: pageNo,
    limit,
    search: q.search,
    status: q.status,
  });
  return page(rows.map(adminStateView), total, pageNo, limit);
}

export async function openArticle(env: JournalEnv, id: string): Promise<AdminJournalArticle> {
  return adminArticleView(await stored(env, id));
}

export async function createArticle(
  env: JournalEnv,
  input: S['AdminJournalArticleCreate'],
): Promise<AdminJournalArticle> {
  const title = oneLine(input.title);
  if (input.slug) await ensureFreeSlug(env.db, env.clientId, input.slug);
  const slug = input.slug ?? (await slugForTitle(env.db, env.clientId, title));
  const fields = fieldsOf(input, slug, adminName(env.admin));
  const row = await slugSafe(() => insertArticle(env.db, env.clientId, { ...fields, created_by: env.admin.id }));
  await audit(env, 'article.created', row);
  return adminArticleView(row);
}

export async function saveArticle(
  env: JournalEnv,
  id: string,
  input: S['AdminJournalArticleUpdate'],
): Promise<AdminJournalArticle> {
  const before = await stored(env, id);
  if (before.version !== input.version)
    throw alreadyExists('Someone saved this article after you opened it: reload it to see their changes');
  if (input.slug !== before.slug) await ensureFreeSlug(env.db, env.clientId, input.slug, id);
  const fields = fieldsOf(input, input.slug, before.author_name);
  const row = await slugSafe(() => updateArticle(env.db, env.clientId, id, input.version, fields));
  if (!row) throw alreadyExists('Someone saved this article after you opened it: reload it to see their changes');
  await audit(env, 'article.updated', row);
  return adminArticleView(row);
}

async function moveTo(env: JournalEnv, id: string, status: 'draft' | 'published'): Promise<AdminJournalArticle> {
  const changed = await setStatus(env.db, env.clientId, id, status);
  if (!changed) return openArticle(env, id);
  await audit(env, status === 'published' ? 'article.published' : 'article.unpublished', changed);
  return adminArticleView(changed);
}

export const publishArticle = (env: JournalEnv, id: string) => moveTo(env, id, 'published');
export const unpublishArticle = (env: JournalEnv, id: string) => moveTo(env, id, 'draft');

export async function removeArticle(env: JournalEnv, id: string): Promise<void> {
  const row = await deleteArticle(env.db, env.clientId, id);
  if (!row) throw missing();
  await audit(env, 'article.deleted', row);
}
