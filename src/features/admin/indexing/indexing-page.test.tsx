// The Indexing screen: the keys shown (the service account by its e-mail only), a wrong key file
// named under its field from the server's answer, a generated IndexNow key, and the latest
// notifications with their answers.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminIndexing } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { IndexingPage } from './indexing-page';

const view = (over: Partial<AdminIndexing> = {}): AdminIndexing => ({
  google: { configured: true, clientEmail: 'indexing@acme.iam.gserviceaccount.com', dailyQuota: 200, sentToday: 3 },
  indexNow: { key: null, keyLocation: null },
  notifications: [
    {
      id: '6f1c0b7e-2f61-4b7a-9a3e-2b1f4f1e9c11',
      jobId: '0b3f7c2e-6a1d-4f0e-8c5b-9d2a1e7f3c40',
      engine: 'google',
      url: 'https://jobs.test/job-detail/forklift-operator',
      type: 'URL_UPDATED',
      status: 'queued',
      statusCode: 429,
      answer: 'Quota exceeded',
      attempts: 1,
      createdAt: '2026-04-03T10:15:00.000Z',
      sentAt: '2026-04-03T10:15:02.000Z',
    },
  ],
  ...over,
});
const ok = (data: AdminIndexing) => HttpResponse.json({ code: 'SUCCESS', message: 'Saved', data });

const server = setupServer();
let current = view();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  current = view();
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Morgan',
    lastName: 'Ellis',
    email: 'admin@example.com',
    role: 'admin',
    companyName: null,
  });
  server.use(
    http.get('*/client/api/v1/admin/indexing', () => ok(current)),
    http.put('*/client/api/v1/admin/indexing/indexnow', async ({ request }) => {
      const body = (await request.json()) as { generate?: boolean };
      if (body.generate)
        current = view({
          indexNow: { key: 'a1b2c3d4e5f6a7b8', keyLocation: 'https://jobs.test/a1b2c3d4e5f6a7b8.txt' },
        });
      return ok(current);
    }),
    http.put('*/client/api/v1/admin/indexing/google', () =>
      HttpResponse.json(
        {
          code: 'ERROR',
          message: 'The service account is wrong',
          data: {
            fields: [
              { field: 'body.serviceAccount', message: 'The service account\'s type must be "service_account"' },
            ],
          },
        },
        { status: 400 },
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

describe('IndexingPage', () => {
  it('shows the service account by its e-mail and the latest notifications with their answers', async () => {
    await renderWithRouter(<IndexingPage />, { path: '/admin/indexing' });
    expect(await screen.findByText('indexing@acme.iam.gserviceaccount.com')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Latest notifications' });
    expect(table.textContent).toContain('https://jobs.test/job-detail/forklift-operator');
    expect(table.textContent).toContain('URL_UPDATED');
    expect(table.textContent).toContain('429');
    expect(table.textContent).toContain('queued');
  });

  it('names the service account field the server refused', async () => {
    await renderWithRouter(<IndexingPage />, { path: '/admin/indexing' });
    const field = await screen.findByRole('textbox', { name: /Service account key/ });
    fireEvent.change(field, { target: { value: '{"type":"user"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save service account' }));
    expect(await screen.findByText('The service account\'s type must be "service_account"')).toBeTruthy();
  });

  it('generates an IndexNow key and shows where its file is served', async () => {
    await renderWithRouter(<IndexingPage />, { path: '/admin/indexing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate a key' }));
    expect(await screen.findByText('https://jobs.test/a1b2c3d4e5f6a7b8.txt')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'IndexNow key' }) as HTMLInputElement).value).toBe(
        'a1b2c3d4e5f6a7b8',
      ),
    );
  });
});
