// The chat reports screen: an open report with its context (the reported message marked), the
// tabs by state, dismissing at a click, and acting with the checkboxes and the required note.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getDecideAdminChatReportResponseMock,
  getListAdminChatReportsResponseMock,
} from '@generated/api/admin/admin.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { ChatReportsPage } from './chat-reports-page';

const server = setupServer();
const listed: unknown[] = [];
const decided: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listed.length = 0;
  decided.length = 0;
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Meera',
    lastName: 'Nair',
    email: 'a@example.com',
    role: 'admin',
    companyName: null,
  });
  const example = getListAdminChatReportsResponseMock();
  server.use(
    http.post('*/client/api/v1/admin/chat-reports', async ({ request }) => {
      const body = (await request.json()) as { state?: string };
      listed.push(body);
      return HttpResponse.json(
        body.state === 'open'
          ? example
          : { ...example, data: { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } } },
      );
    }),
    http.post('*/client/api/v1/admin/chat-reports/:id/decision', async ({ request, params }) => {
      decided.push({ id: params.id, body: await request.json() });
      return HttpResponse.json(getDecideAdminChatReportResponseMock());
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

const REPORT = getListAdminChatReportsResponseMock().data.items[0];

describe('ChatReportsPage', () => {
  it('shows an open report with the reported message marked in its context', async () => {
    await renderWithRouter(<ChatReportsPage />, { path: '/admin/chat-reports' });
    const card = await screen.findByRole('listitem', { name: 'Priya Raghavan reported a message of Daniel Okafor' });
    expect(within(card).getByText('Asked me to pay a training fee before the interview.')).toBeTruthy();
    const context = within(card).getByRole('list', { name: 'The reported message and the messages around it' });
    const items = within(context).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]?.getAttribute('data-reported')).toBe('true');
    expect(within(items[1] as HTMLElement).getByText('Reported message')).toBeTruthy();
    expect(listed[0]).toMatchObject({ state: 'open', page: 1 });
  });

  it('lists the other states on their tab, saying when there is none', async () => {
    await renderWithRouter(<ChatReportsPage />, { path: '/admin/chat-reports' });
    await screen.findByRole('listitem', { name: /reported a message/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Dismissed' }));
    expect(await screen.findByText('No dismissed reports')).toBeTruthy();
    expect(listed.at(-1)).toMatchObject({ state: 'dismissed' });
  });

  it('dismisses at a click', async () => {
    await renderWithRouter(<ChatReportsPage />, { path: '/admin/chat-reports' });
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the report by Priya Raghavan' }));
    await waitFor(() => expect(decided).toEqual([{ id: REPORT?._id, body: { decision: 'dismiss' } }]));
  });

  it('acts with the chosen actions and a required note', async () => {
    await renderWithRouter(<ChatReportsPage />, { path: '/admin/chat-reports' });
    fireEvent.click(await screen.findByRole('button', { name: 'Act on the report by Priya Raghavan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Act on the report' });
    const confirm = within(dialog).getByRole('button', { name: 'Act on the report' });
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText('Say why; the note is kept with the report and in the audit log'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note/ }), { target: { value: 'Asking for money.' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Choose at least one action')).toBeTruthy();
    expect(decided).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Remove the message' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Suspend Daniel Okafor’s account' }));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(decided).toEqual([
        {
          id: REPORT?._id,
          body: { decision: 'action', actions: ['remove_message', 'suspend_account'], note: 'Asking for money.' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
