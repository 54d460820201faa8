// The journal in the sitemaps (the `article` kind): /journal itself and every published article,
// newest first, while the board's plan has the journal; nothing otherwise.
import { articlePath, JOURNAL_PATH } from '../../shared/journal/paths.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { boardPlan } from '../pages/index.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { countPublishedArticles, publishedArticleLinks } from './articles-repo.ts';

export type JournalLink = { path: string; title: string; lastmod: Date | null };

async function journalShown(db: Db, clientId: string): Promise<boolean> {
  const plan = await boardPlan(db, clientId);
  return plan ? featureAllowed(plan as Tenant, 'journal') : false;
}

export async function countJournalLinks(db: Db, clientId: string): Promise<{ count: number; lastmod: Date | null }> {
  if (!(await journalShown(db, clientId))) return { count: 0, lastmod: null };
  const { count, lastmod } = await countPublishedArticles(db, clientId);
  return { count: count + 1, lastmod };
}

/** `limit` links from `offset`: the journal's own page first, then its articles. */
export async function journalLinks(db: Db, clientId: string, offset: number, limit: number): Promise<JournalLink[]> {
  if (!(await journalShown(db, clientId))) return [];
  const { lastmod } = await countPublishedArticles(db, clientId);
  const index: JournalLink[] = offset === 0 ? [{ path: JOURNAL_PATH, title: 'Journal', lastmod }] : [];
  const rows = await publishedArticleLinks(db, clientId, Math.max(0, offset - 1), limit - index.length);
  return [...index, ...rows.map((r) => ({ path: articlePath(r.slug), title: r.title, lastmod: r.updated_at }))];
}
