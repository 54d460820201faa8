// The consent banner and preferences: nothing in the server's markup (the choice lives in the
// visitor's storage), the banner once the page is the browser's and only where the board asks and
// tracks someone, each choice kept and sent to the board's record, the preferences opening from
// the footer with the current choice, and a new policy version asking again.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetTenantSettingsResponseMock } from '@generated/api/board-settings/board-settings.msw';
import { getRecordConsentUrl } from '@generated/api/consent/consent';
import type { ConsentInput, GetTenantSettings200 } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { saveConsent } from '@/lib/consent/consent-save';
import { consentFor, resetConsentStore, setConsentPreferencesOpen } from '@/lib/consent/consent-store';
import { tenantSettingsKey } from '@/lib/tenancy/tenant-settings';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { theme } from '@/theme';
import { RECORD_CONSENT_URL } from './choose-consent';
import { ConsentGate } from './consent-gate';

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

/** The board's settings (the contract's example: every provider, consent on, version 2026-03). */
function settings(consent = { required: true, policyVersion: '2026-03' }, tracks = true): GetTenantSettings200 {
  const answer = getGetTenantSettingsResponseMock();
  const analytics = tracks
    ? answer.data.analytics
    : {
        gtm: { containerId: null, onboardingContainerId: null },
        posthog: { apiKey: null, host: null },
        firstParty: { enabled: false },
      };
  return { ...answer, data: { ...answer.data, analytics, consent } };
}

function clientWith(answer: GetTenantSettings200) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(tenantSettingsKey(), answer);
  return queryClient;
}

const show = (answer = settings()) => renderWithRouter(<ConsentGate />, { queryClient: clientWith(answer) });
const banner = () => screen.findByRole('region', { name: 'Cookie consent' });

describe('the consent gate', () => {
  it('puts nothing into the server’s markup, whatever the visitor chose', () => {
    saveConsent({ analytics: false, marketing: false }, 'old');
    const html = renderToString(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={clientWith(settings())}>
          <ConsentGate />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).not.toContain('Cookie');
    expect(html).not.toContain('Accept');
  });

  it('"Accept analytics" keeps the choice, records it for the board and hides the banner', async () => {
    await show();
    const region = await banner();
    expect(region.textContent).toContain('Privacy policy');
    // Accepting and rejecting are the same kind of button, side by side.
    const accept = screen.getByRole('button', { name: 'Accept analytics' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className);
    expect(localStorage.length).toBe(0);

    fireEvent.click(accept);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull());
    expect(consentFor('2026-03')).toEqual({ analytics: true, marketing: false });
    await waitFor(() => expect(recorded).toHaveLength(1));
    expect(recorded[0]).toEqual({
      choice: { analytics: true, marketing: false },
      policyVersion: '2026-03',
      visitorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(RECORD_CONSENT_URL).toBe(getRecordConsentUrl());
  });

  it('"Reject" keeps the refusal and records it', async () => {
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(consentFor('2026-03')).toEqual({ analytics: false, marketing: false });
    await waitFor(() => expect(recorded[0]?.choice).toEqual({ analytics: false, marketing: false }));
  });

  it('"Preferences" chooses each kind, necessary always on', async () => {
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    const necessary = screen.getByRole('switch', { name: /^Necessary/ });
    expect(necessary).toMatchObject({ checked: true, disabled: true });
    expect(dialog.textContent).toContain('Google Tag Manager, PostHog, the board’s own statistics');
    expect(screen.getByRole('switch', { name: /^Analytics/ })).toMatchObject({ checked: false });
    fireEvent.click(screen.getByRole('switch', { name: /^Marketing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(consentFor('2026-03')).toEqual({ analytics: false, marketing: true });
    await waitFor(() => expect(recorded[0]?.choice).toEqual({ analytics: false, marketing: true }));
  });

  it('opens the preferences from elsewhere (the footer) with the choice already made', async () => {
    saveConsent({ analytics: true, marketing: false }, '2026-03');
    await show();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    setConsentPreferencesOpen(true);
    await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(screen.getByRole('switch', { name: /^Analytics/ })).toMatchObject({ checked: true });
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() => expect(consentFor('2026-03')).toEqual({ analytics: false, marketing: false }));
    // Closing without a new choice leaves no banner behind: the visitor has chosen.
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('asks again under a new policy version', async () => {
    saveConsent({ analytics: true, marketing: true }, '2025-11');
    await show();
    await banner();
  });

  it('shows nothing where the board asks no consent or tracks nobody', async () => {
    await show(settings({ required: false, policyVersion: '1' }));
    await show(settings({ required: true, policyVersion: '1' }, false));
    // Give a lazy banner the time it would take to appear.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(recorded).toEqual([]);
  });
});
