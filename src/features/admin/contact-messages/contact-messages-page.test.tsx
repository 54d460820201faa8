// The contact inbox screen: the new messages listed, the search sent to the server, a message read
// in full in a drawer with its reply link, marking it handled, and the empty and error states.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getListAdminContactMessagesResponseMock,
  getUpdateAdminContactMessageResponseMock,
} from '@generated/api/admin/admin.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { ContactMessagesPage } from './contact-messages-page';

const server = setupServer();
const listed: Record<string, unknown>[] = [];
const updated: unknown[] = [];
const EMPTY = { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listed.length = 0;
  updated.length = 0;
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Meera',
    lastName: 'Nair',
    email: 'a@example.com',
    role: 'admin',
    companyName: null,
  });
  const example = getListAdminContactMessagesResponseMock();
  server.use(
    http.post('*/client/api/v1/admin/contact-messages', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      listed.push(body);
      const none = body.state !== 'new' || (typeof body.search === 'string' && body.search !== 'forklift');
      return HttpResponse.json(none ? { ...example, data: EMPTY } : example);
    }),
    http.put('*/client/api/v1/admin/contact-messages/:id', async ({ request, params }) => {
      updated.push({ id: params.id, body: await request.json() });
      return HttpResponse.json(getUpdateAdminContactMessageResponseMock());
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

const MESSAGE = getListAdminContactMessagesResponseMock().data.items[0];

describe('ContactMessagesPage', () => {
  it('lists the new messages with their sender, and searches on the server', async () => {
    await renderWithRouter(<ContactMessagesPage />, { path: '/admin/contact-messages' });
    const card = await screen.findByRole('listitem', { name: 'Posting forklift jobs in bulk' });
    expect(within(card).getByText('From Kavya Menon (kavya.menon@example.in), Menon Freight')).toBeTruthy();
    expect(listed[0]).toMatchObject({ state: 'new', page: 1, limit: 10 });

    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name, e-mail or text' }), {
      target: { value: 'nobody' },
    });
    expect(await screen.findByText('No message matches this search.')).toBeTruthy();
    expect(listed.at(-1)).toMatchObject({ state: 'new', search: 'nobody' });
  });

  it('says when a tab has no message', async () => {
    await renderWithRouter(<ContactMessagesPage />, { path: '/admin/contact-messages' });
    await screen.findByRole('listitem', { name: 'Posting forklift jobs in bulk' });
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    expect(await screen.findByText('No message was kept back as spam')).toBeTruthy();
    expect(listed.at(-1)).toMatchObject({ state: 'spam' });
  });

  it('opens the whole message with a reply link, and marks it handled', async () => {
    await renderWithRouter(<ContactMessagesPage />, { path: '/admin/contact-messages' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Read “Posting forklift jobs in bulk” from Kavya Menon' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Posting forklift jobs in bulk' });
    expect(within(drawer).getByLabelText('The message').textContent).toBe(MESSAGE?.message);
    expect(within(drawer).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe(
      'mailto:kavya.menon@example.in?subject=Re%3A%20Posting%20forklift%20jobs%20in%20bulk',
    );
    expect(within(drawer).getByRole('link', { name: '+91 9845012345' }).getAttribute('href')).toBe('tel:+919845012345');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(updated).toEqual([{ id: MESSAGE?._id, body: { handled: true } }]));
    expect(await within(drawer).findByRole('button', { name: 'Mark as new' })).toBeTruthy();
  });

  it('shows an error when the list cannot load', async () => {
    server.use(
      http.post('*/client/api/v1/admin/contact-messages', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Down', data: null }, { status: 500 }),
      ),
    );
    await renderWithRouter(<ContactMessagesPage />, { path: '/admin/contact-messages' });
    expect(await screen.findByText('We could not load the contact messages')).toBeTruthy();
  });
});
