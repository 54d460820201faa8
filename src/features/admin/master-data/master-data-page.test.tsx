// The master-data screen: the kind's items with whose they are and whether hidden (rename only on
// the board's own), a typed name checked before sending, a clash the server refuses shown under
// the field, and hiding sending the item's id.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getListAdminMasterItemsMockHandler,
  getListAdminMasterKindsMockHandler,
  getSetAdminMasterItemVisibilityMockHandler,
  getSetAdminMasterItemVisibilityResponseMock,
} from '@generated/api/admin/admin.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { cleanName, nameProblem } from './kinds';
import { MasterDataPage } from './master-data-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Morgan',
    lastName: 'Ellis',
    email: 'a@example.com',
    role: 'admin',
    companyName: null,
  });
  server.use(getListAdminMasterKindsMockHandler(), getListAdminMasterItemsMockHandler());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

describe('names', () => {
  it('are trimmed and checked as the server checks them', () => {
    expect(cleanName('  Forklift   operation ')).toBe('Forklift operation');
    expect(nameProblem('   ')).toBe('Enter a name');
    expect(nameProblem('x'.repeat(151))).toMatch(/150/);
    expect(nameProblem('Welding')).toBeNull();
  });
});

describe('MasterDataPage', () => {
  it('lists the kind’s items and offers rename only on the board’s own', async () => {
    await renderWithRouter(<MasterDataPage />, { path: '/admin/master-data' });
    const platform = await screen.findByRole('listitem', { name: 'TypeScript' });
    expect(within(platform).getByText('Platform')).toBeTruthy();
    expect(within(platform).queryByRole('button', { name: /Rename/ })).toBeNull();
    const own = screen.getByRole('listitem', { name: 'Type Design' });
    expect(within(own).getByText('Hidden')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Rename Type Design' })).toBeTruthy();

    let sent: { id: unknown; body: unknown } | null = null;
    server.use(
      getSetAdminMasterItemVisibilityMockHandler(async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        return getSetAdminMasterItemVisibilityResponseMock();
      }),
    );
    fireEvent.click(within(own).getByRole('button', { name: 'Show Type Design' }));
    await waitFor(() => expect(sent).toEqual({ id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e', body: { hidden: false } }));
  });

  it('checks a new name, and shows the server’s clash under the field', async () => {
    await renderWithRouter(<MasterDataPage />, { path: '/admin/master-data' });
    const field = await screen.findByRole('textbox', { name: 'New item in skills' });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Enter a name')).toBeTruthy();

    server.use(
      http.post('*/client/api/v1/admin/master-data/items', () =>
        HttpResponse.json(
          { code: 'ALREADY_EXIST', message: '“TypeScript” is already in skills', data: null },
          { status: 409 },
        ),
      ),
    );
    fireEvent.change(field, { target: { value: 'typescript' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('“TypeScript” is already in skills')).toBeTruthy();
  });
});
