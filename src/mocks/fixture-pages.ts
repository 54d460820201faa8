// Fixture mode for the page builder's pages: the platform's default pages and the showcase page
// (/p/discover, one block of each type), written for the fixture board as the server writes them.
import { http, HttpResponse } from 'msw';
import { nameUuid } from '@fixtures/uuid';
import type { Page } from '@generated/api/model';
import { defaultPage, type DefaultBlock } from '@shared/pages/default-pages.ts';
import { pagePath } from '@shared/pages/paths.ts';
import { SHOWCASE_SLUG, showcasePage } from '@shared/pages/showcase-page.ts';
import { fixtureJobs } from './fixture-data';

function pageOf(board: string, slug: string): Page | null {
  const category = fixtureJobs[0]?.category;
  const featured = category ? { id: category.id, name: category.nm } : null;
  const source =
    slug === SHOWCASE_SLUG
      ? showcasePage(board, featured && { categoryId: featured.id, categoryName: featured.name })
      : defaultPage(slug, board, { featuredCategory: featured });
  if (!source) return null;
  const id = (suffix: string) => nameUuid(`fixture-page:${slug}${suffix}`);
  return {
    _id: id(''),
    slug,
    title: source.title,
    blocks: source.blocks.map((b: DefaultBlock, i) => ({
      _id: id(`:${i}`),
      type: b.type,
      settings: b.settings as Record<string, unknown>,
      sortOrder: i,
      isVisible: true,
    })),
    seo: {
      title: slug === 'home' ? source.title : `${source.title} | ${board}`,
      description: source.description,
      canonical: `${window.location.origin}${pagePath(slug)}`,
      ogImage: null,
      ogType: 'website',
      robots: 'index,follow',
      jsonLd: null,
    },
    updatedAt: '2026-11-26T00:00:00.000Z',
    isDefault: true,
  };
}

export function pageFixtureHandlers(board: string) {
  return [
    http.post('*/client/api/v1/pagecreator/page-data', async ({ request }) => {
      const { slug } = (await request.json()) as { slug: string };
      const page = pageOf(board, slug);
      return page
        ? HttpResponse.json({ code: 'SUCCESS', message: 'Success', data: page })
        : HttpResponse.json({ code: 'ERROR', message: 'This page does not exist', data: null }, { status: 404 });
    }),
  ];
}
