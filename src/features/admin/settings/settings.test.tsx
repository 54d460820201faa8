// The settings form's own logic: only what changed is sent (so a save never overwrites another
// admin's change elsewhere), secrets are sent only when typed, rules are checked before sending,
// and the server's named refusals land on their fields.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetConsentSummaryMockHandler,
  getGetAdminSettingsMockHandler,
  getGetAdminSettingsResponseMock,
  getUpdateAdminSettingsResponseMock,
} from '@generated/api/admin/admin.msw';
import { getUpdateAdminSettingsUrl } from '@generated/api/admin/admin';
import { getGetTenantSettingsQueryKey } from '@generated/api/board-settings/board-settings';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { ApiError } from '@/lib/api/api-error';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { keyLabel } from './gateways-section';
import { changesOf, serverErrors, toValues, validate } from './settings-form';
import { SettingsPage } from './settings-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  server.use(getGetAdminSettingsMockHandler(), getGetConsentSummaryMockHandler(), boardFeatures(['default']));
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const stored = getGetAdminSettingsResponseMock().data;
const board = getGetTenantSettingsResponseMock();
/** The board's plan features, as the console reads them (the public settings). */
function boardFeatures(features: string[]) {
  return getGetTenantSettingsMockHandler({ ...board, data: { ...board.data, features } });
}

describe('the settings form logic', () => {
  it('sends only what changed, a cleared field as null, typed secrets and removed gateways', () => {
    const initial = toValues(stored);
    expect(changesOf(initial, initial)).toBeNull();
    const values = {
      ...initial,
      senderName: '  Northwind Hiring Desk ',
      gtmContainerId: '',
      guestJobAlerts: !initial.guestJobAlerts,
      secrets: { 'razorpay.keySecret': 'rzp_secret_1', 'razorpay.webhookSecret': '', 'paypal.clientId': 'AbC' },
      clear: ['stripe' as const],
    };
    expect(changesOf(initial, values)).toEqual({
      mail: { senderName: 'Northwind Hiring Desk' },
      analytics: { gtmContainerId: null },
      policies: { guestJobAlerts: values.guestJobAlerts },
      gateways: { stripe: null, razorpay: { keySecret: 'rzp_secret_1' }, paypal: { clientId: 'AbC' } },
    });
  });

  it('checks the contract’s rules and maps the server’s refusals onto fields', () => {
    const values = {
      ...toValues(stored),
      gtmContainerId: 'UA-1234',
      replyTo: 'talent',
      senderName: 'Evil "quote"',
      secrets: { 'stripe.secretKey': 'has space' },
    };
    expect(Object.keys(validate(values)).sort()).toEqual([
      'gtmContainerId',
      'replyTo',
      'senderName',
      'stripe.secretKey',
    ]);
    const refusal = new ApiError(400, {
      code: 'ERROR',
      message: 'Invalid input',
      data: {
        fields: [
          { field: 'body.analytics.gtmContainerId', message: 'must match pattern "^GTM-"' },
          { field: 'body.gateways.paypal.clientId', message: 'is too long' },
        ],
      },
    });
    expect(serverErrors(refusal)).toEqual({
      gtmContainerId: 'This value is not valid',
      'paypal.clientId': 'is too long',
    });
    expect(
      serverErrors(
        new ApiError(400, {
          code: 'ERROR',
          message: 'A group needs at least two different terms',
          data: {
            fields: [{ field: 'body.search.synonyms.1.terms', message: 'A group needs at least two different terms' }],
          },
        }),
      ),
    ).toEqual({ 'synonyms.1': 'A group needs at least two different terms' });
    expect(keyLabel('webhookId')).toBe('Webhook ID');
    expect(keyLabel('secretKey')).toBe('Secret key');
  });
});

describe('the synonym groups', () => {
  it('are sent whole when they change, empty terms and groups left out, and checked as typed', () => {
    const initial = toValues(stored);
    expect(initial.synonyms[0]).toEqual(['forklift operator', 'forklift driver', 'reach truck operator']);
    const values = { ...initial, synonyms: [...initial.synonyms.slice(1), [' HRBP ', 'hr business partner', ''], []] };
    expect(changesOf(initial, values)).toEqual({
      search: {
        synonyms: [
          { language: 'en', terms: ['3pl', 'third party logistics'] },
          { language: 'en', terms: ['HRBP', 'hr business partner'] },
        ],
      },
    });
    expect(changesOf(initial, { ...initial, synonyms: [...initial.synonyms, []] })).toBeNull();
    expect(
      validate({
        ...initial,
        synonyms: [['3PL', 'third party logistics'], ['3pl', 'logistics partner'], ['solo'], ['--', 'ok']],
      }),
    ).toEqual({
      'synonyms.1': '"3pl" is already in group 1',
      'synonyms.2': 'Add at least two different terms',
      'synonyms.3': 'Each term needs a letter or a digit',
    });
  });
});

describe('SettingsPage', () => {
  it('says which mails the board does not send on a plan without email_notifications, and not with it', async () => {
    const NOTE = 'E-mail notifications are not in your plan';
    renderWithProviders(<SettingsPage />);
    expect(await screen.findByText(NOTE)).toBeTruthy();
    expect(screen.getByText(/Sign-in and reset codes, password notices/)).toBeTruthy();
    cleanup();
    server.use(boardFeatures(['default', 'email_notifications']));
    const { queryClient } = renderWithProviders(<SettingsPage />);
    await screen.findByRole('textbox', { name: /Sender name/ });
    // Once the plan is read, the note stays away.
    await waitFor(() => expect(queryClient.getQueryData(getGetTenantSettingsQueryKey())).toBeDefined());
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('adds a synonym group, removes one, and saves the list', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`*${getUpdateAdminSettingsUrl()}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(getUpdateAdminSettingsResponseMock());
      }),
    );
    renderWithProviders(<SettingsPage />);
    await screen.findByRole('button', { name: 'Add a synonym group' });
    await screen.findByRole('combobox', { name: /^Synonym group 2/ });
    fireEvent.click(screen.getByRole('button', { name: 'Remove synonym group 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a synonym group' }));
    const added = screen.getByRole('combobox', { name: /^Synonym group 2/ });
    // Typed into the focused input (Mantine ignores changes it did not see typed), Enter adds each term.
    added.focus();
    for (const term of ['hrbp', 'hr business partner']) {
      fireEvent.change(added, { target: { value: term } });
      fireEvent.keyDown(added, { key: 'Enter' });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      search: {
        synonyms: [
          { language: 'en', terms: ['3pl', 'third party logistics'] },
          { language: 'en', terms: ['hrbp', 'hr business partner'] },
        ],
      },
    });
  });

  it('saves the changed fields and shows the server’s refusal on its field', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`*${getUpdateAdminSettingsUrl()}`, async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              code: 'ERROR',
              message: 'body.analytics.posthogHost must match pattern',
              data: { fields: [{ field: 'body.analytics.posthogHost', message: 'must match pattern' }] },
            },
            { status: 400 },
          );
        return HttpResponse.json(getUpdateAdminSettingsResponseMock());
      }),
    );
    renderWithProviders(<SettingsPage />);
    const sender = await screen.findByRole('textbox', { name: /Sender name/ });
    expect(screen.getByRole('button', { name: 'Save settings' })).toHaveProperty('disabled', true);
    fireEvent.change(sender, { target: { value: 'Northwind Hiring Desk' } });
    fireEvent.change(screen.getByLabelText(/^Key secret/), { target: { value: 'rzp_live_secret' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      mail: { senderName: 'Northwind Hiring Desk' },
      gateways: { razorpay: { keySecret: 'rzp_live_secret' } },
    });
    expect(await screen.findByText('This value is not valid')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(await screen.findByText('No unsaved changes')).toBeTruthy();
  });
});
