// The journal as visitors read it (listJournalArticles, getJournalArticle, the article's page
// head): published articles only; a draft answers exactly as an unknown slug does.
import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import { isArticleSlug } from '../../shared/journal/paths.ts';
import { findPublishedArticle, listPublishedArticles, type ArticleRow } from './articles-repo.ts';
import { articleView, summaryView, type JournalArticle, type JournalArticleSummary } from './views.ts';

export const articleMissing = () => notFound('This article does not exist');

export async function listJournal(
  db: Db,
  clientId: string,
  pageNo: number,
  limit: number,
): Promise<Page<JournalArticleSummary>> {
  const { rows, total } = await listPublishedArticles(db, clientId, pageNo, limit);
  return page(rows.map(summaryView), total, pageNo, limit);
}

/** The published article of a slug; 404 for a draft or an unknown slug. */
export async function publishedArticle(db: Db, clientId: string, slug: string): Promise<ArticleRow> {
  const row = isArticleSlug(slug) ? await findPublishedArticle(db, clientId, slug) : undefined;
  if (!row) throw articleMissing();
  return row;
}

export async function readArticle(db: Db, clientId: string, slug: string): Promise<JournalArticle> {
  return articleView(await publishedArticle(db, clientId, slug));
}
