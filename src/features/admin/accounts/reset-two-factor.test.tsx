// Resetting an account's two-factor sign-in from the console: the admin must say how they checked
// who asked (the reason goes to the server for the audit log), and is told whether there was
// anything to reset.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListAdminAccountsResponseMock } from '@generated/api/admin/admin.msw';
import { getGetTenantSettingsResponseMock } from '@generated/api/board-settings/board-settings.msw';
import { getResetTwoFactorForAccountResponseMock } from '@generated/api/two-factor/two-factor.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { AccountsPage } from './accounts-page';
import { resetToast } from './reset-two-factor-dialog';

const server = setupServer();
const resets: Array<{ id: unknown; body: unknown }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resets.length = 0;
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Meera',
    lastName: 'Nair',
    email: 'a@example.com',
    role: 'admin',
    companyName: null,
  });
  server.use(
    http.get('*/client/api/v1/settings/get-settings', () => HttpResponse.json(getGetTenantSettingsResponseMock())),
    http.post('*/client/api/v1/admin/accounts', () => HttpResponse.json(getListAdminAccountsResponseMock())),
    http.post('*/client/api/v1/two-factor/accounts/:id/reset', async ({ request, params }) => {
      resets.push({ id: params.id, body: await request.json() });
      const answer = getResetTwoFactorForAccountResponseMock();
      return HttpResponse.json(answer);
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

async function openReset() {
  await renderWithRouter(<AccountsPage />, { path: '/admin/accounts' });
  fireEvent.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in for Kavya Iyer' }));
  return screen.findByRole('dialog', { name: 'Reset two-factor sign-in for Kavya Iyer' });
}

describe('resetting an account’s two-factor sign-in', () => {
  it('needs a reason, then sends it and closes', async () => {
    const dialog = await openReset();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await within(dialog).findByText('Say how you checked who asked; it is kept in the audit log')).toBeTruthy();
    expect(resets).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Lost phone, identity checked by a call' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resets).toEqual([
      { id: '6d7e8f9a-0b1c-4d2e-9f3a-4b5c6d7e8f9a', body: { reason: 'Lost phone, identity checked by a call' } },
    ]);
  });

  it('tells the admin whether there was anything to reset', () => {
    expect(resetToast('Kavya Iyer', true)).toBe('Kavya Iyer now signs in with their password alone');
    expect(resetToast('Kavya Iyer', false)).toBe('Kavya Iyer had no two-factor sign-in to reset');
  });
});
