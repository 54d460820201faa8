import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetEmployerCurrentPlanMockHandler,
  getGetEmployerCurrentPlanResponseMock,
  getGetTopUpDetailsMockHandler,
} from '@generated/api/payments/payments.msw';
import { getGetTopUpDetailsUrl } from '@generated/api/payments/payments';
import { renderWithRouter } from '@/test/render';
import { member, setupEmployerTest } from '../shared/test-setup';
import { AccountPage } from './account-page';

const { server, asEmployer } = setupEmployerTest();

describe('my licence', () => {
  it('shows the owner the plan, its renewal, each allowance as a bar and unlimited in words', async () => {
    server.use(getGetEmployerCurrentPlanMockHandler(), getGetTopUpDetailsMockHandler());
    await renderWithRouter(<AccountPage tab={3} />, { path: '/employer/profile?tab=3' });
    const plan = (await screen.findByRole('heading', { level: 2, name: 'Current plan' })).closest(
      'div.mantine-Paper-root',
    );
    if (!(plan instanceof HTMLElement)) throw new Error('no plan card');
    expect(within(plan).getByText('Premium')).toBeTruthy();
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText('Renews on')).toBeTruthy();
    expect(within(plan).getByText('245 days')).toBeTruthy();
    expect(within(plan).getByText('On')).toBeTruthy();
    expect(within(plan).getByText('$1,490.00 / year')).toBeTruthy();
    expect(within(plan).getByRole('link', { name: 'Change plan' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
    expect(within(plan).getByRole('link', { name: 'Buy a top-up' }).getAttribute('href')).toBe('/employer/top-up-plan');

    const usage = screen.getByRole('list', { name: 'Allowances' });
    const jobs = within(usage).getByRole('progressbar', { name: 'Job posts: 18 of 50 used' });
    expect(jobs.getAttribute('aria-valuenow')).toBe('36');
    expect(within(usage).getByText('2,310 used · Unlimited')).toBeTruthy();
    expect(within(usage).queryByRole('progressbar', { name: /Candidate searches/ })).toBeNull();
    expect(within(usage).getAllByRole('progressbar')).toHaveLength(3);

    const topUps = await screen.findByRole('list', { name: '10 Extra Job Posts allowances' });
    expect(within(topUps).getByRole('progressbar', { name: 'Job posts: 4 of 10 used' })).toBeTruthy();
    expect(screen.getByText('Expires on 18 Aug 2026')).toBeTruthy();
  });

  it('shows a trial that ran out as expired, and no top-ups when the board has none', async () => {
    const answer = getGetEmployerCurrentPlanResponseMock();
    answer.data = {
      ...answer.data,
      isTrial: true,
      isExpired: true,
      daysRemaining: 0,
      nextRenewalAt: null,
      availableActions: ['NEW'],
      licence: { ...answer.data.licence, status: 'trial', autoRenew: false },
    };
    server.use(
      getGetEmployerCurrentPlanMockHandler(answer),
      http.get(`*${getGetTopUpDetailsUrl()}`, () =>
        HttpResponse.json({ code: 'ERROR', message: 'Not in your plan', data: null }, { status: 403 }),
      ),
    );
    await renderWithRouter(<AccountPage tab={3} />);
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(screen.getByText('Expired on')).toBeTruthy();
    expect(screen.getByText('Free trial')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy a top-up' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Loading your top-ups…')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Active top-ups' })).toBeNull();
  });

  it('shows a member with Billing the figures but not the buttons', async () => {
    asEmployer(member(['billing']));
    server.use(getGetEmployerCurrentPlanMockHandler(), getGetTopUpDetailsMockHandler());
    await renderWithRouter(<AccountPage tab={3} />);
    expect(await screen.findByRole('progressbar', { name: 'Job posts: 18 of 50 used' })).toBeTruthy();
    expect(screen.getByText('Only your company owner can change the plan or buy top-ups.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change plan' })).toBeNull();
  });

  it('says when the plan cannot be loaded, with a retry', async () => {
    server.use(
      http.get('*/client/api/v1/licence/employer/get-current-plan', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Server unavailable', data: null }, { status: 500 }),
      ),
      getGetTopUpDetailsMockHandler(),
    );
    await renderWithRouter(<AccountPage tab={3} />);
    expect(await screen.findByText('We could not load your plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
