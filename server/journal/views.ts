// Article rows shaped into the contract's schemas. What visitors get is sanitised again as it is
// served (the body was sanitised when saved too), so a sanitiser rule added later also cleans what
// was stored before it.
import type { components } from '@generated/schema';
import { sanitizePageHtml } from '../../shared/pages/sanitize-page-html.ts';
import type { ArticleRow } from './articles-repo.ts';
import { excerptOf } from './text.ts';

type S = components['schemas'];
export type JournalArticleSummary = S['JournalArticleSummary'];
export type JournalArticle = S['JournalArticle'];
export type AdminJournalArticle = S['AdminJournalArticle'];
export type AdminJournalArticleState = S['AdminJournalArticleState'];

const iso = (d: Date) => d.toISOString();

/** When a published article went out; a published row always has it (the table's check). */
const publishedAt = (row: ArticleRow) => iso(row.published_at ?? row.updated_at);

export function summaryView(row: ArticleRow): JournalArticleSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row.excerpt, row.body_html),
    coverImage: row.cover_image,
    authorName: row.author_name,
    publishedAt: publishedAt(row),
    readingMinutes: row.reading_minutes,
  };
}

export function articleView(row: ArticleRow): JournalArticle {
  return { ...summaryView(row), bodyHtml: sanitizePageHtml(row.body_html), updatedAt: iso(row.updated_at) };
}

export function adminStateView(row: ArticleRow): AdminJournalArticleState {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    authorName: row.author_name,
    publishedAt: row.published_at ? iso(row.published_at) : null,
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

export function adminArticleView(row: ArticleRow): AdminJournalArticle {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    excerpt: row.excerpt,
    coverImage: row.cover_image,
    authorName: row.author_name,
    bodyHtml: row.body_html,
    readingMinutes: row.reading_minutes,
    publishedAt: row.published_at ? iso(row.published_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}
