// The settings' "Languages" section (docs/localization.md): shown only on a plan with
// `localization`, each language named in itself, the default one of those ticked (unticking it
// moves it), the two sent together when either changes, and the server's refusal of
// body.languages.default shown on its field.
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
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { ApiError } from '@/lib/api/api-error';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { changesOf, serverErrors, toValues, validate } from './settings-form';
import { SettingsPage } from './settings-page';

const stored = getGetAdminSettingsResponseMock().data;
const board = getGetTenantSettingsResponseMock();
const bodies: unknown[] = [];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  server.use(
    getGetAdminSettingsMockHandler(),
    getGetConsentSummaryMockHandler(),
    plan(true),
    http.put(`*${getUpdateAdminSettingsUrl()}`, async ({ request }) => {
      const body = await request.json();
      bodies.push(body);
      if (bodies.length === 1 && JSON.stringify(body).includes('"default":"es"'))
        return HttpResponse.json(
          {
            code: 'ERROR',
            message: 'Choose the default among the languages the board offers',
            data: {
              fields: [
                {
                  field: 'body.languages.default',
                  message: 'Choose the default among the languages the board offers',
                },
              ],
            },
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

/** The board's plan, as the console reads it (the public settings' features). */
function plan(localization: boolean) {
  const features = localization ? ['default', 'localization'] : ['default'];
  return getGetTenantSettingsMockHandler({ ...board, data: { ...board.data, features } });
}

const section = () => screen.findByRole('region', { name: 'Languages' });

describe('the languages in the form logic', () => {
  it('sends the languages and the default together when either changes, and checks them', () => {
    const initial = toValues(stored);
    expect(initial).toMatchObject({ languages: ['en', 'es'], defaultLanguage: 'en' });
    expect(changesOf(initial, initial)).toBeNull();
    expect(changesOf(initial, { ...initial, defaultLanguage: 'es' })).toEqual({
      languages: { available: ['en', 'es'], default: 'es' },
    });
    expect(changesOf(initial, { ...initial, languages: ['es', 'en'] })).toBeNull();
    expect(changesOf(initial, { ...initial, languages: ['en'] })).toEqual({
      languages: { available: ['en'], default: 'en' },
    });
    expect(validate({ ...initial, languages: [] })).toEqual({ 'languages.available': 'Offer at least one language' });
    expect(validate({ ...initial, languages: ['es'] })).toEqual({
      'languages.default': 'Choose one of the languages the board offers',
    });
    const refusal = new ApiError(400, {
      code: 'ERROR',
      message: 'Invalid input',
      data: { fields: [{ field: 'body.languages.available', message: 'must NOT have fewer than 1 items' }] },
    });
    expect(serverErrors(refusal)).toEqual({ 'languages.available': 'This value is not valid' });
  });
});

describe('the Languages section', () => {
  it('is not shown on a plan without localization', async () => {
    server.use(plan(false));
    renderWithProviders(<SettingsPage />);
    await screen.findByRole('region', { name: 'Maps' });
    expect(screen.queryByRole('region', { name: 'Languages' })).toBeNull();
  });

  it('names each language in itself, moves the default off an unticked one, and saves both', async () => {
    renderWithProviders(<SettingsPage />);
    const languages = within(await section());
    const english = await languages.findByRole('checkbox', { name: 'English' });
    const spanish = languages.getByRole('checkbox', { name: 'Español' });
    expect(english).toHaveProperty('checked', true);
    expect(spanish).toHaveProperty('checked', true);
    expect(languages.getByRole('combobox', { name: /Default language/ })).toHaveProperty('value', 'English');

    fireEvent.click(english);
    expect(languages.getByRole('combobox', { name: /Default language/ })).toHaveProperty('value', 'Español');
    // The server refuses the first save: its refusal lands on the field.
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(bodies).toEqual([{ languages: { available: ['es'], default: 'es' } }]));
    expect(await languages.findByText('Choose the default among the languages the board offers')).toBeTruthy();

    // English offered again, the default stays Spanish.
    fireEvent.click(english);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ languages: { available: ['en', 'es'], default: 'es' } });
  });
});
