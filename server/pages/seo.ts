// The head of a page of the page builder (the content pages and named pages under /p), for the
// HTML the server answers and for getSeoMeta: the same title, description and canonical the page's
// data carries, so the two never disagree.
import type { SeoMeta, SeoScope } from './seo-types.ts';
import { getPage } from './service.ts';

export async function builtPageMeta(scope: SeoScope, slug: string): Promise<SeoMeta> {
  const page = await getPage(scope.db, scope, slug);
  if (!page.seo) throw new Error(`page ${slug} has no head`);
  return page.seo;
}
