import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetLicenceMapUrl } from '@generated/api/payments/payments';
import { getGetLicenceMapMockHandler } from '@generated/api/payments/payments.msw';
import { ApiError } from '@/lib/api/api-error';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { isLimitOver, LimitOverPrompt } from './limit-over';
import { FeatureGate, UpgradePrompt } from './upgrade-prompt';
import { invalidatePlanQueries, LICENCE_MAP_QUERY_KEY } from './use-feature';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

function signInAs(role: 'employer' | 'candidate') {
  setSession('token', { firstName: 'Dana', lastName: 'Okafor', email: 'dana@example.com', role, companyName: null });
}

const limitOver = () =>
  new ApiError(403, {
    code: 'LIMIT_OVER',
    message: 'Your plan allows 3 open jobs at a time and all are in use. Close one or upgrade.',
    data: null,
  });

describe('plan gating', () => {
  it('renders what the licence map allows for a signed-in employer, and the prompt otherwise', async () => {
    signInAs('employer');
    let calls = 0;
    server.use(
      getGetLicenceMapMockHandler(() => {
        calls += 1;
        return { code: 'SUCCESS', message: 'Success', data: { default: true, ats: true, resume_parser: false } };
      }),
    );
    const { queryClient } = await renderWithRouter(
      <>
        <FeatureGate feature="ats">
          <p>Pipeline board</p>
        </FeatureGate>
        <FeatureGate feature="bulk_job_upload">
          <p>Bulk upload</p>
        </FeatureGate>
        <FeatureGate feature="resume_parser" fallback={<p>Parser hidden</p>}>
          <p>Parser</p>
        </FeatureGate>
        <FeatureGate feature="default">
          <p>Everyone</p>
        </FeatureGate>
      </>,
    );
    expect(screen.getByText('Everyone')).toBeTruthy();
    expect(await screen.findByText('Pipeline board')).toBeTruthy();
    expect(screen.queryByText('Bulk upload')).toBeNull();
    expect(screen.getByText('Bulk job upload is not in your plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/employer/pricing-and-plans');
    expect(screen.getByText('Parser hidden')).toBeTruthy();
    expect(calls).toBe(1);
    await invalidatePlanQueries(queryClient);
    await waitFor(() => expect(calls).toBe(2));
    expect(queryClient.getQueryCache().findAll({ queryKey: LICENCE_MAP_QUERY_KEY })).toHaveLength(1);
  });

  it('uses the board features for guests', async () => {
    const settings = getGetTenantSettingsResponseMock();
    settings.data.features = ['default', 'chat'];
    server.use(
      getGetTenantSettingsMockHandler(settings),
      http.get(`*${getGetLicenceMapUrl()}`, () => {
        throw new Error('guests have no licence map');
      }),
    );
    await renderWithRouter(
      <>
        <FeatureGate feature="chat">
          <p>Chat</p>
        </FeatureGate>
        <FeatureGate feature="ats" fallback={null}>
          <p>Pipeline</p>
        </FeatureGate>
      </>,
    );
    expect(await screen.findByText('Chat')).toBeTruthy();
    expect(screen.queryByText('Pipeline')).toBeNull();
  });

  it('falls back to the board features when the licence map cannot be read', async () => {
    signInAs('candidate');
    const settings = getGetTenantSettingsResponseMock();
    settings.data.features = ['default', 'resume_builder'];
    server.use(
      getGetTenantSettingsMockHandler(settings),
      http.get(`*${getGetLicenceMapUrl()}`, () =>
        HttpResponse.json({ code: 'ERROR', message: 'Not implemented', data: null }, { status: 501 }),
      ),
    );
    await renderWithRouter(
      <FeatureGate feature="resume_builder">
        <p>Builder</p>
      </FeatureGate>,
    );
    expect(await screen.findByText('Builder')).toBeTruthy();
  });

  it('links a candidate to the job seeker pricing page', async () => {
    signInAs('candidate');
    await renderWithRouter(<UpgradePrompt feature="resume_parser" />);
    expect(screen.getByText('Resume parser is not in your plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/jobsseekers/pricing-and-plans',
    );
  });

  it('recognises a 403 LIMIT_OVER and shows the server’s message with the upgrade link', async () => {
    expect(isLimitOver(limitOver())).toBe(true);
    expect(isLimitOver(new ApiError(429, { code: 'LIMIT_OVER', message: 'Slow down', data: null }))).toBe(false);
    expect(isLimitOver(new ApiError(403, { code: 'ERROR', message: 'Forbidden', data: null }))).toBe(false);
    expect(isLimitOver(new Error('x'))).toBe(false);
    signInAs('employer');
    await renderWithRouter(
      <>
        <LimitOverPrompt error={limitOver()} />
        <LimitOverPrompt error={new ApiError(400, { code: 'ERROR', message: 'Bad', data: null })} />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('You have reached a limit of your plan');
    expect(alert.textContent).toContain('Your plan allows 3 open jobs at a time and all are in use.');
    expect(screen.getAllByRole('link', { name: 'Upgrade plan' })).toHaveLength(1);
  });
});
