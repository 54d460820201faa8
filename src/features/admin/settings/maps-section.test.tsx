// The settings' "Maps" section (docs/maps.md): the stored key is shown (a public browser key), a key
// of another shape is refused before sending, a new key and a cleared one are sent as maps.apiKey,
// and the server's refusal of body.maps.apiKey lands on the field.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
import { changesOf, toValues } from './settings-form';
import { SettingsPage } from './settings-page';

const STORED = getGetAdminSettingsResponseMock().data.maps.apiKey ?? '';
const NEW_KEY = 'AIzaSyNewBoardKey_for-the-job-pages0000';

const bodies: unknown[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  server.use(
    getGetAdminSettingsMockHandler(),
    getGetConsentSummaryMockHandler(),
    getGetTenantSettingsMockHandler(),
    http.put(`*${getUpdateAdminSettingsUrl()}`, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      if (JSON.stringify(body).includes('AIzaRefusedByTheServer'))
        return HttpResponse.json(
          {
            code: 'ERROR',
            message: 'body.maps.apiKey must match pattern',
            data: { fields: [{ field: 'body.maps.apiKey', message: 'must match pattern' }] },
          },
          { status: 400 },
        );
      return HttpResponse.json(getUpdateAdminSettingsResponseMock());
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

const keyField = () => screen.findByRole('textbox', { name: /Google Maps browser key/ });
const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

describe('the Maps section', () => {
  it('sends a changed key as maps.apiKey, and an emptied one as null', () => {
    const initial = toValues(getGetAdminSettingsResponseMock().data);
    expect(initial.mapsApiKey).toBe(STORED);
    expect(changesOf(initial, { ...initial, mapsApiKey: ` ${NEW_KEY} ` })).toEqual({ maps: { apiKey: NEW_KEY } });
    expect(changesOf(initial, { ...initial, mapsApiKey: '' })).toEqual({ maps: { apiKey: null } });
  });

  it('shows the stored key with the note to restrict it, and saves a new one', async () => {
    renderWithProviders(<SettingsPage />);
    const field = await keyField();
    expect(field).toHaveProperty('value', STORED);
    expect(screen.getByRole('region', { name: 'Maps' }).textContent).toMatch(/restrict it to the board’s own web/);
    fireEvent.change(field, { target: { value: NEW_KEY } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toEqual([{ maps: { apiKey: NEW_KEY } }]));
  });

  it('refuses a key of another shape before sending, and shows the server’s refusal', async () => {
    renderWithProviders(<SettingsPage />);
    const field = await keyField();
    fireEvent.change(field, { target: { value: 'not-a-google-key' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('A Google Maps key is 39 characters and starts with AIza')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    // The same shape, refused by the server all the same (say, a rule the form does not know).
    fireEvent.change(field, { target: { value: 'AIzaRefusedByTheServer_0000000000000000' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(await screen.findByText('This value is not valid')).toBeTruthy();
  });

  it('clears the key', async () => {
    renderWithProviders(<SettingsPage />);
    fireEvent.change(await keyField(), { target: { value: '' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toEqual([{ maps: { apiKey: null } }]));
  });
});
