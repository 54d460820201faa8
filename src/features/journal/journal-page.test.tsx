// The journal's screens on the contract's examples: the list's cards (date, reading time, a link
// to each article), its paging in the URL, its empty and unavailable states; an article with its
// body sanitised once more before it reaches the DOM, and "not found" for a draft or unknown slug.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetJournalArticleMockHandler,
  getGetJournalArticleResponseMock,
  getListJournalArticlesMockHandler,
  getListJournalArticlesResponseMock,
} from '@generated/api/journal/journal.msw';
import { configureHttp } from '@/lib/api/http';
import { renderWithRouter } from '@/test/render';
import { ArticlePage } from './article-page';
import { JournalPage, pageOf } from './journal-page';

const server = setupServer();
const requested: URL[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requested.length = 0;
  configureHttp({ origin: 'http://jobs.test', getToken: () => null, getAdminId: () => null, onFailure: () => {} });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the journal’s list', () => {
  it('shows each article as a card linking to it, and pages through the URL', async () => {
    const example = getListJournalArticlesResponseMock();
    server.use(
      getListJournalArticlesMockHandler(({ request }) => {
        requested.push(new URL(request.url));
        return { ...example, data: { ...example.data, pagination: { page: 1, limit: 10, total: 25, totalPages: 3 } } };
      }),
    );
    const { router } = await renderWithRouter(<JournalPage />, { path: '/journal' });
    const link = await screen.findByRole('link', { name: 'How we hire warehouse team leads' });
    expect(link.getAttribute('href')).toBe('/journal/how-we-hire-warehouse-team-leads');
    const card = screen.getByRole('article', { name: 'How we hire warehouse team leads' });
    expect(card.textContent).toContain('4 min read');
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-18T09:30:00.000Z');
    expect(requested[0]?.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'How we hire warehouse team leads' });
    expect(router.state.location.search).toEqual({ page: 2 });
  });

  it('says when there is nothing yet, and when the board has no journal', async () => {
    server.use(
      getListJournalArticlesMockHandler({
        code: 'SUCCESS',
        message: 'Success',
        data: { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
      }),
    );
    await renderWithRouter(<JournalPage />, { path: '/journal' });
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeTruthy();
    cleanup();

    server.use(
      http.get('*/client/api/v1/journal/articles', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Not in your plan', data: null }, { status: 403 }),
      ),
    );
    await renderWithRouter(<JournalPage />, { path: '/journal' });
    expect(await screen.findByRole('heading', { name: 'The journal is not available' })).toBeTruthy();
  });

  it('reads only sensible page numbers from the URL', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf(2)).toBe(2);
    for (const bad of [undefined, '0', '-1', '1.5', 'abc', 10_001]) expect(pageOf(bad)).toBe(1);
  });
});

describe('an article', () => {
  it('shows its title, author and body without scripts or handlers, with the way back', async () => {
    const example = getGetJournalArticleResponseMock();
    server.use(
      getGetJournalArticleMockHandler({
        ...example,
        data: {
          ...example.data,
          bodyHtml:
            '<p>Perks</p><script>window.__pwned = 1</script><img src="/files/x.png" alt="Our office" onerror="window.__pwned = 2"><a href="javascript:alert(1)">Click</a>',
        },
      }),
    );
    await renderWithRouter(<ArticlePage slug="how-we-hire-warehouse-team-leads" />, {
      path: '/journal/how-we-hire-warehouse-team-leads',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'How we hire warehouse team leads' })).toBeTruthy();
    expect(screen.getByText('Kavya Iyer')).toBeTruthy();
    const body = screen.getByRole('article');
    expect(body.innerHTML).toContain('<p>Perks</p>');
    expect(body.innerHTML).not.toMatch(/script|onerror|javascript:|__pwned/);
    expect(screen.getByRole('img', { name: 'Our office' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Back to the journal/ })[0]?.getAttribute('href')).toBe('/journal');
  });

  it('is "not found" for a draft or an unknown slug', async () => {
    server.use(
      http.get('*/client/api/v1/journal/articles/:slug', () =>
        HttpResponse.json({ code: 'ERROR', message: 'This article does not exist', data: null }, { status: 404 }),
      ),
    );
    await renderWithRouter(<ArticlePage slug="a-draft" />, { path: '/journal/a-draft' });
    expect(await screen.findByRole('heading', { name: 'This article does not exist' })).toBeTruthy();
  });
});
