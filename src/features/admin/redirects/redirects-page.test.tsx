// The redirects screen: the rules listed with their move, the search sent to the server, the add
// form checked as typed (nothing sent while it is wrong), the server's 400 and 409 shown on the
// field they concern, deleting after a confirmation, and the empty and error states.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getCreateAdminRedirectResponseMock, getListAdminRedirectsResponseMock } from '@generated/api/admin/admin.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { RedirectsPage } from './redirects-page';

const server = setupServer();
const listed: Record<string, unknown>[] = [];
const created: unknown[] = [];
const deleted: unknown[] = [];
const EMPTY = { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };
const EXAMPLE = getListAdminRedirectsResponseMock();
const FIRST = EXAMPLE.data.items[0];
if (!FIRST) throw new Error('The contract’s example lists a rule');
const RULE = FIRST;

/** The answer to an add: the rule, or a refusal. */
let answer: () => Response = () => HttpResponse.json(getCreateAdminRedirectResponseMock());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listed.length = 0;
  created.length = 0;
  deleted.length = 0;
  answer = () => HttpResponse.json(getCreateAdminRedirectResponseMock());
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Meera',
    lastName: 'Nair',
    email: 'a@example.com',
    role: 'admin',
    companyName: null,
  });
  server.use(
    http.post('*/client/api/v1/admin/redirects/list', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      listed.push(body);
      const none = typeof body.search === 'string' && body.search !== 'warehouse';
      return HttpResponse.json(none ? { ...EXAMPLE, data: EMPTY } : EXAMPLE);
    }),
    http.post('*/client/api/v1/admin/redirects', async ({ request }) => {
      created.push(await request.json());
      return answer();
    }),
    http.delete('*/client/api/v1/admin/redirects/:id', ({ params }) => {
      deleted.push(params.id);
      return HttpResponse.json({ code: 'SUCCESS', message: 'Redirect deleted', data: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });
const fieldOf = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('RedirectsPage', () => {
  it('lists the rules with their move, and searches on the server', async () => {
    await renderWithRouter(<RedirectsPage />, { path: '/admin/redirects' });
    const card = await screen.findByRole('listitem', { name: RULE.from });
    expect(within(card).getByText(RULE.to)).toBeTruthy();
    expect(within(card).getByText('Permanent 301')).toBeTruthy();
    expect(listed[0]).toMatchObject({ page: 1, limit: 10 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by old path or target' }), {
      target: { value: 'nowhere' },
    });
    expect(await screen.findByText('No redirect matches this search')).toBeTruthy();
    expect(listed.at(-1)).toMatchObject({ search: 'nowhere', page: 1 });
  });

  it('checks the form as it is typed and sends nothing while it is wrong', async () => {
    await renderWithRouter(<RedirectsPage />, { path: '/admin/redirects' });
    await screen.findByRole('listitem', { name: RULE.from });
    type('Old path', 'jobs/old');
    fireEvent.blur(fieldOf('Old path'));
    expect(await screen.findByText('Enter the old path starting with /, without a query or #')).toBeTruthy();
    type('Old path', '/admin/jobs');
    expect(await screen.findByText('The console’s addresses cannot be redirected')).toBeTruthy();
    type('Redirect to', '//evil.example/x');
    fireEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText(/Enter a path starting with \/ or a full address/)).toBeTruthy();
    expect(created).toEqual([]);
  });

  it('adds a rule as a temporary move and clears the form', async () => {
    await renderWithRouter(<RedirectsPage />, { path: '/admin/redirects' });
    await screen.findByRole('listitem', { name: RULE.from });
    type('Old path', ' /careers/summer ');
    type('Redirect to', '/p/summer-internships');
    fireEvent.click(screen.getByRole('radio', { name: 'Temporary (302)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    await waitFor(() =>
      expect(created).toEqual([{ from: '/careers/summer', to: '/p/summer-internships', statusCode: 302 }]),
    );
    await waitFor(() => expect((fieldOf('Old path') as HTMLInputElement).value).toBe(''));
  });

  it('shows the server’s refusals on the field they name, and a taken old path on the old path', async () => {
    answer = () =>
      HttpResponse.json(
        {
          code: 'ERROR',
          message: 'Invalid input',
          data: { fields: [{ field: 'body.to', message: 'This redirect would lead back to where it starts' }] },
        },
        { status: 400 },
      );
    await renderWithRouter(<RedirectsPage />, { path: '/admin/redirects' });
    await screen.findByRole('listitem', { name: RULE.from });
    type('Old path', '/loop/a');
    type('Redirect to', '/loop/a');
    fireEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('This redirect would lead back to where it starts')).toBeTruthy();
    expect(fieldOf('Redirect to').getAttribute('aria-invalid')).toBe('true');

    answer = () =>
      HttpResponse.json(
        { code: 'ALREADY_EXIST', message: 'This path already redirects somewhere; delete that rule first', data: null },
        { status: 409 },
      );
    type('Redirect to', '/loop/b');
    fireEvent.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('This path already redirects somewhere; delete that rule first')).toBeTruthy();
    expect(fieldOf('Old path').getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes a rule only once it is confirmed', async () => {
    await renderWithRouter(<RedirectsPage />, { path: '/admin/redirects' });
    await screen.findByRole('listitem', { name: RULE.from });
    fireEvent.click(screen.getByRole('button', { name: `Delete the redirect of ${RULE.from}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this redirect?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: `Delete the redirect of ${RULE.from}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete redirect' }));
    await waitFor(() => expect(deleted).toEqual([RULE._id]));
  });

  it('says when the board has no rule, and when the list cannot be loaded', async () => {
    server.use(http.post('*/client/api/v1/admin/redirects/list', () => HttpResponse.json({ ...EXAMPLE, data: EMPTY })));
    await renderWithRouter(<RedirectsPage />, { path: '/admin/redirects' });
    expect(await screen.findByText('No redirect yet')).toBeTruthy();
    cleanup();
    server.use(
      http.post('*/client/api/v1/admin/redirects/list', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Down', data: null }, { status: 500 }),
      ),
    );
    await renderWithRouter(<RedirectsPage />, { path: '/admin/redirects' });
    expect(await screen.findByText('We could not load the redirects')).toBeTruthy();
  });
});
