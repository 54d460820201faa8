// The console's Google sign-in group: the board's own client id and secret, write-only (the form
// shows only whether each is set), sent when typed, and removed altogether on request.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetAdminSettingsMockHandler,
  getGetAdminSettingsResponseMock,
  getGetConsentSummaryMockHandler,
  getUpdateAdminSettingsResponseMock,
} from '@generated/api/admin/admin.msw';
import { getUpdateAdminSettingsUrl } from '@generated/api/admin/admin';
import { getGetTenantSettingsMockHandler } from '@generated/api/board-settings/board-settings.msw';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { SettingsPage } from './settings-page';

const server = setupServer();
const answer = getGetAdminSettingsResponseMock();
const unset = { configured: false, keys: { clientId: false, clientSecret: false } };
const set = { configured: true, keys: { clientId: true, clientSecret: true } };
const withGoogle = (google: typeof unset) => ({
  ...answer,
  data: { ...answer.data, gateways: { ...answer.data.gateways, google } },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  server.use(getGetConsentSummaryMockHandler(), getGetTenantSettingsMockHandler());
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function capturePuts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(`*${getUpdateAdminSettingsUrl()}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(getUpdateAdminSettingsResponseMock());
    }),
  );
  return bodies;
}

describe('Google sign-in in the console settings', () => {
  it('sends the client id and secret when typed, never showing what is stored', async () => {
    server.use(getGetAdminSettingsMockHandler(withGoogle(unset)));
    const bodies = capturePuts();
    renderWithProviders(<SettingsPage />);
    const group = await screen.findByRole('group', { name: 'Google sign-in keys' });
    expect(within(group).getAllByText('Not set')).toHaveLength(3);
    fireEvent.change(within(group).getByLabelText(/^Client ID/), {
      target: { value: '1234-abc.apps.googleusercontent.com' },
    });
    fireEvent.change(within(group).getByLabelText(/^Client secret/), { target: { value: 'GOCSPX-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      gateways: { google: { clientId: '1234-abc.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' } },
    });
  });

  it('removes a stored client altogether', async () => {
    server.use(getGetAdminSettingsMockHandler(withGoogle(set)));
    const bodies = capturePuts();
    renderWithProviders(<SettingsPage />);
    const group = await screen.findByRole('group', { name: 'Google sign-in keys' });
    expect(within(group).getByText('Configured')).toBeTruthy();
    expect((within(group).getByLabelText(/^Client secret/) as HTMLInputElement).value).toBe('');
    fireEvent.click(within(group).getByRole('button', { name: 'Remove the Google sign-in keys' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ gateways: { google: null } });
  });
});
