// The console's journal: the list with each article's state and actions, a new article whose
// address follows its title and whose preview drops scripts as the admin types, a taken address
// shown beside its field, and publishing from the editor.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetAdminJournalArticleMockHandler,
  getGetAdminJournalArticleResponseMock,
  getListAdminJournalArticlesMockHandler,
  getPublishAdminJournalArticleMockHandler,
} from '@generated/api/admin/admin.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import type { AdminJournalArticleCreate } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { JournalAdminPage } from './journal-admin-page';

// The board's plan has SEO metadata, so the summary says search engines show it.
const settings = getGetTenantSettingsResponseMock();
const server = setupServer(
  getGetTenantSettingsMockHandler({
    ...settings,
    data: { ...settings.data, features: [...settings.data.features, 'seo_meta'] },
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure: () => {} });
  setSession('token', {
    firstName: 'Morgan',
    lastName: 'Ellis',
    email: 'a@example.com',
    role: 'admin',
    companyName: null,
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

describe('the console’s journal', () => {
  it('lists every article with its state, and asks before deleting one', async () => {
    server.use(getListAdminJournalArticlesMockHandler());
    await renderWithRouter(<JournalAdminPage />, { path: '/admin/journal' });
    const draft = await screen.findByRole('listitem', { name: 'What a night shift in our Pune warehouse looks like' });
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(draft).getByRole('button', { name: /^Publish / })).toBeTruthy();
    const live = screen.getByRole('listitem', { name: 'Five questions to ask in a logistics interview' });
    expect(within(live).getByText('Published')).toBeTruthy();
    expect(within(live).getByRole('button', { name: /^Unpublish / })).toBeTruthy();
    expect(within(live).getByText(/\/journal\/five-questions-to-ask-in-a-logistics-interview/)).toBeTruthy();

    fireEvent.click(within(live).getByRole('button', { name: /^Delete / }));
    expect(await screen.findByRole('dialog', { name: 'Delete this article?' })).toBeTruthy();
  });

  it('writes a new article: the address follows the title, the preview drops scripts, a taken address is shown', async () => {
    let sent: AdminJournalArticleCreate | undefined;
    server.use(
      http.post('*/client/api/v1/admin/journal/articles', async ({ request }) => {
        sent = (await request.json()) as AdminJournalArticleCreate;
        const message = 'Another article already has this address';
        return HttpResponse.json(
          { code: 'ALREADY_EXIST', message, data: { fields: [{ field: 'body.slug', message }] } },
          { status: 409 },
        );
      }),
    );
    await renderWithRouter(<JournalAdminPage />, { path: '/admin/journal?article=new' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Night shifts, explained' },
    });
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe('night-shifts-explained');
    fireEvent.change(screen.getByRole('textbox', { name: /Text \(HTML\)/ }), {
      target: {
        value: '<p>Dock at 10 pm.</p><script>window.__pwned = 1</script><img src="/x.png" alt="Dock" onerror="x()">',
      },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.textContent).toContain('Dock at 10 pm.'));
    expect(preview.innerHTML).not.toMatch(/script|onerror|__pwned/);

    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Another article already has this address')).toBeTruthy();
    expect(sent).toEqual({
      title: 'Night shifts, explained',
      bodyHtml: '<p>Dock at 10 pm.</p><script>window.__pwned = 1</script><img src="/x.png" alt="Dock" onerror="x()">',
    });
  });

  it('says search engines see only the title where the plan has no SEO metadata', async () => {
    await renderWithRouter(<JournalAdminPage />, { path: '/admin/journal?article=new' });
    const summary = await screen.findByRole('textbox', { name: 'Summary' });
    const hint = () => document.getElementById(summary.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    await waitFor(() => expect(hint()?.textContent).toMatch(/by search engines/));
    cleanup();
    server.use(getGetTenantSettingsMockHandler(settings));
    await renderWithRouter(<JournalAdminPage />, { path: '/admin/journal?article=new' });
    const again = await screen.findByRole('textbox', { name: 'Summary' });
    await waitFor(() =>
      expect(document.getElementById(again.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toMatch(
        /see only the title: the board’s plan does not include SEO metadata/,
      ),
    );
  });

  it('publishes a saved article from the editor', async () => {
    const example = getGetAdminJournalArticleResponseMock();
    server.use(
      getGetAdminJournalArticleMockHandler(),
      getPublishAdminJournalArticleMockHandler(),
      getListAdminJournalArticlesMockHandler(),
    );
    await renderWithRouter(<JournalAdminPage />, { path: `/admin/journal?article=${example.data._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: example.data.title })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on the site' }).getAttribute('href')).toBe(
      '/journal/night-shift-in-pune',
    );
  });
});
