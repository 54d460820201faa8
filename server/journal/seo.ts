// The head of an article's page (/journal/<slug>) in the HTML the server answers: the article's
// title, its excerpt as the description, the canonical URL on the board's primary host, the cover
// as the Open Graph image, and schema.org Article data. A draft, an unknown slug or a board without
// the journal has no article page: the server answers those paths with status 404.
import { articlePath, articleSlugOfPath } from '../../shared/journal/paths.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { absoluteUrl } from '../http/origin.ts';
import type { SeoMeta, SeoScope } from '../pages/index.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { findPublishedArticle } from './articles-repo.ts';
import { articleMissing, publishedArticle } from './service.ts';
import { summaryView } from './views.ts';

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

export async function articleMeta({ db, tenant, origin }: SeoScope, slug: string): Promise<SeoMeta> {
  if (!featureAllowed(tenant, 'journal')) throw articleMissing();
  const row = await publishedArticle(db, tenant.id, slug);
  const article = summaryView(row);
  const canonical = `${origin}${articlePath(article.slug)}`;
  const image = absoluteUrl(origin, article.coverImage);
  return {
    title: clip(`${article.title} | ${tenant.name}`, 200),
    description: clip(article.excerpt, 500),
    canonical,
    ogImage: image,
    ogType: 'article',
    robots: 'index,follow',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: clip(article.title, 110),
      description: article.excerpt,
      datePublished: article.publishedAt,
      dateModified: row.updated_at.toISOString(),
      author: { '@type': 'Person', name: article.authorName },
      publisher: { '@type': 'Organization', name: tenant.name },
      mainEntityOfPage: canonical,
      ...(image ? { image: [image] } : {}),
    },
  };
}

/** Whether a path names an article this board does not show (the page then answers 404). */
export async function isMissingArticlePath(db: Db, tenant: Tenant | null, pathname: string): Promise<boolean> {
  const slug = articleSlugOfPath(pathname);
  if (slug === null) return false;
  if (!tenant || !featureAllowed(tenant, 'journal')) return true;
  return (await findPublishedArticle(db, tenant.id, slug)) === undefined;
}
