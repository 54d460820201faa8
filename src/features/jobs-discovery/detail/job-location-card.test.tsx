// The job page's "Location" card (docs/maps.md): no card without a key or a place; with both, the
// same placeholder on the server and in the browser, Google's frame only after "Show map", and on a
// board that asks before tracking, only once the visitor allows marketing cookies.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetTenantSettingsResponseMock } from '@generated/api/board-settings/board-settings.msw';
import type { ConsentInput, GetTenantSettings200, Job } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { saveConsent } from '@/lib/consent/consent-save';
import { consentFor, consentPreferencesOpen, resetConsentStore } from '@/lib/consent/consent-store';
import { tenantSettingsKey } from '@/lib/tenancy/tenant-settings';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { theme } from '@/theme';
import { aJob } from '../test/fixtures';
import { JobLocationCard } from './job-location-card';
import { jobPlaceOf } from './job-place';

const KEY = 'AIzaSyExample_Northwind-Maps-Key-000000';
const PLACE = 'Embassy Tech Village, Outer Ring Road, Bengaluru, Karnataka, India';

const recorded: ConsentInput[] = [];
const server = setupServer(
  http.post('*/client/api/v1/consent/record', async ({ request }) => {
    recorded.push((await request.json()) as ConsentInput);
    return HttpResponse.json({ code: 'SUCCESS', message: 'Your choice is saved', data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureHttp({ origin: 'http://jobs.test', getToken: () => undefined, getAdminId: () => null }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  recorded.length = 0;
  resetConsentStore();
  localStorage.clear();
});
afterAll(() => server.close());

/** The board's settings: the contract's example (every analytics provider) with a key and consent. */
function board(apiKey: string | null, consent = { required: true, policyVersion: '2026-03' }): GetTenantSettings200 {
  const answer = getGetTenantSettingsResponseMock();
  return { ...answer, data: { ...answer.data, maps: { apiKey }, consent } };
}

function clientWith(answer: GetTenantSettings200) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(tenantSettingsKey(), answer);
  return queryClient;
}

const show = (answer: GetTenantSettings200, job: Job = aJob()) =>
  renderWithProviders(<JobLocationCard job={job} />, { queryClient: clientWith(answer) });
const frame = () => document.querySelector('iframe');

describe('the place of a job', () => {
  it('is its address, city, state and country; a work-from-home job has none', () => {
    expect(jobPlaceOf(aJob().location)).toBe(PLACE);
    const wfh = aJob().location;
    expect(wfh && jobPlaceOf({ ...wfh, locationType: 'WFH' })).toBeNull();
    expect(jobPlaceOf(null)).toBeNull();
  });
});

describe('the Location card', () => {
  it('is not shown without a key, nor for a job without a place', () => {
    show(board(null));
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
    cleanup();
    show(board(KEY), aJob({ location: null }));
    expect(screen.queryByRole('region', { name: 'Location' })).toBeNull();
  });

  it('renders the same placeholder on the server, without Google', () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={clientWith(board(KEY))}>
          <JobLocationCard job={aJob()} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).toContain('Show map');
    expect(html).toContain('Open in Google Maps');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain(KEY);
  });

  it('loads the map only after "Show map", where the board does not ask first', async () => {
    show(board(KEY, { required: false, policyVersion: '1' }));
    expect(screen.getByRole('region', { name: 'Location' }).textContent).toContain(PLACE);
    const open = screen.getByRole('link', { name: 'Open in Google Maps' });
    expect(open.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(PLACE).replace(/%20/g, '+')}`,
    );
    expect(open.getAttribute('href')).not.toContain(KEY);
    expect(frame()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    const map = await screen.findByTitle(`Map of ${PLACE}`);
    const src = new URL(map.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://www.google.com/maps/embed/v1/place');
    expect(src.searchParams.get('key')).toBe(KEY);
    expect(src.searchParams.get('q')).toBe(PLACE);
    expect(map.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
  });

  it('asks for marketing cookies first where the board asks, and loads nothing until allowed', async () => {
    // Analytics accepted earlier; marketing not.
    saveConsent({ analytics: true, marketing: false }, '2026-03');
    show(board(KEY));
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    const allow = await screen.findByRole('button', { name: 'Allow marketing cookies' });
    expect(screen.getByText(/Google Maps, which sets Google’s own cookies/)).toBeTruthy();
    expect(frame()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(consentPreferencesOpen()).toBe(true);
    expect(frame()).toBeNull();

    fireEvent.click(allow);
    await screen.findByTitle(`Map of ${PLACE}`);
    expect(consentFor('2026-03')).toEqual({ analytics: true, marketing: true });
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]?.choice).toEqual({ analytics: true, marketing: true });

    // Taken back in the preferences: the frame goes.
    saveConsent({ analytics: true, marketing: false }, '2026-03');
    await waitFor(() => expect(frame()).toBeNull());
    expect(screen.getByRole('button', { name: 'Allow marketing cookies' })).toBeTruthy();
  });

  it('shows the map at once to a visitor who allowed marketing under the current policy', async () => {
    saveConsent({ analytics: false, marketing: true }, '2026-03');
    show(board(KEY));
    expect(frame()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    await screen.findByTitle(`Map of ${PLACE}`);
  });

  it('offers no preferences dialog on a board that asks but runs no analytics', async () => {
    const answer = board(KEY);
    answer.data.analytics = {
      gtm: { containerId: null, onboardingContainerId: null },
      posthog: { apiKey: null, host: null },
      firstParty: { enabled: false },
    };
    show(answer);
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    await screen.findByRole('button', { name: 'Allow marketing cookies' });
    expect(screen.queryByRole('button', { name: 'Cookie preferences' })).toBeNull();
  });
});
