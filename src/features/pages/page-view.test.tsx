import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { renderWithRouter } from '@/test/render';
import { BuiltPage } from './page-view';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
configureHttp({ origin: 'http://jobs.test', getToken: () => null, getAdminId: () => null, onFailure: vi.fn() });

const page: Page = {
  _id: '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b',
  slug: 'working-here',
  title: 'Working here',
  blocks: [
    {
      _id: '9f0a1b2c-3d4e-4f5a-9b6c-7d8e9f0a1b2c',
      type: 'text',
      settings: {
        heading: 'Our teams',
        body: 'We hire **nurses** and drivers. <b>not bold</b>\n\n- Read the [privacy policy](/privacy-policy)\n- [Unsafe](javascript:alert(1))',
        align: 'left',
      },
      sortOrder: 0,
      isVisible: true,
    },
    {
      _id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      type: 'html',
      settings: {
        html: '<p>Perks</p><script>window.hacked = 1</script><img src="x" alt="Office" onerror="window.hacked = 2">',
      },
      sortOrder: 1,
      isVisible: true,
    },
  ],
  seo: null,
  updatedAt: '2026-11-26T00:00:00.000Z',
  isDefault: false,
};

const answer = (status: number, body: Record<string, unknown>) =>
  server.use(http.post('*/client/api/v1/pagecreator/page-data', () => HttpResponse.json(body, { status })));

describe('a page built from blocks', () => {
  it('renders each block by its own component, Markdown as text and HTML sanitised', async () => {
    answer(200, { code: 'SUCCESS', message: 'Success', data: page });
    const { container } = await renderWithRouter(<BuiltPage slug="working-here" />, { path: '/p/working-here' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Working here' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Our teams' })).toBeTruthy();
    expect(screen.getByText('nurses').tagName).toBe('STRONG');
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.queryByRole('link', { name: 'Unsafe' })).toBeNull();
    expect(await screen.findByText('Perks')).toBeTruthy();
    expect(screen.getByAltText('Office').getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('says so when the page does not exist', async () => {
    answer(404, { code: 'ERROR', message: 'This page does not exist', data: null });
    await renderWithRouter(<BuiltPage slug="gone" />, { path: '/p/gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toBeTruthy();
  });
});
