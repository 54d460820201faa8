import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetEmployerCurrentPlanMockHandler,
  getListCandidateLicencesMockHandler,
  getListCandidatePlansMockHandler,
  getListEmployerPlansMockHandler,
  getListEmployerPlansResponseMock,
  getListGuestPlansMockHandler,
  getListGuestPlansResponseMock,
} from '@generated/api/payments/payments.msw';
import type { Plan, PlanGuestQuery } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { PricingPage, PublicPricingPage } from './pricing-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null }));
afterEach(() => {
  // Unmount before signing out, so no screen refetches as a guest after the test.
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

const [lite, premium] = getListEmployerPlansResponseMock().data.items as [Plan, Plan];
const enterprise: Plan = {
  ...premium,
  _id: '5b7d9f1a-3c5e-4b7d-9f1a-3c5e7b9d1f2a',
  name: 'Enterprise',
  price: 4990,
  originalPrice: null,
  isPopular: false,
};

function signInAs(role: 'employer' | 'candidate') {
  setSession('token', { firstName: 'Dana', lastName: 'Okafor', email: 'dana@example.com', role, companyName: null });
}

const cards = () => screen.getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });

describe('pricing pages', () => {
  it('shows a guest the plans with prices, limits in words, features and a sign-up link', async () => {
    server.use(getListGuestPlansMockHandler());
    await renderWithRouter(<PricingPage audience="employer" />, { path: '/employer-pricing-plans' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Premium' })).toBeTruthy();
    expect(cards()).toHaveLength(2);
    const p = card('Premium');
    expect(within(p).getByText('Most popular')).toBeTruthy();
    expect(within(p).getByText('$1,490.00')).toBeTruthy();
    expect(within(p).getByText('$1,788.00').tagName).toBe('S');
    expect(within(p).getByText('Save $298.00 (17%) a year')).toBeTruthy();
    expect(within(p).getByText('Unlimited candidate searches')).toBeTruthy();
    expect(within(p).getByText('50 job posts')).toBeTruthy();
    expect(within(p).getByText('Applicant tracking')).toBeTruthy();
    expect(within(card('Lite')).queryByText('Most popular')).toBeNull();
    const signUp = within(p).getByRole('link', { name: 'Sign up to choose Premium' });
    expect(signUp.getAttribute('href')).toBe('/employer/register');
    expect(screen.queryByText('Current plan')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy a top-up' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Subscription and billing' })).toBeNull();
  });

  it('switches between monthly and yearly prices', async () => {
    const asked: PlanGuestQuery[] = [];
    server.use(
      getListGuestPlansMockHandler(async ({ request }) => {
        const body = (await request.json()) as PlanGuestQuery;
        asked.push(body);
        const res = getListGuestPlansResponseMock();
        if (body.billingPeriod === 'MONTHLY')
          res.data.items = res.data.items.map((plan) => ({
            ...plan,
            billingPeriod: 'MONTHLY' as const,
            price: plan.price / 10,
            originalPrice: null,
          }));
        return res;
      }),
    );
    await renderWithRouter(<PricingPage audience="employer" />);
    const monthly = await screen.findByText('$149.00');
    expect(within(card('Premium')).getByText('/ month')).toBeTruthy();
    expect(monthly).toBeTruthy();
    expect(asked[0]).toMatchObject({ audience: 'employer', billingPeriod: 'MONTHLY' });
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(await screen.findByText('$1,490.00')).toBeTruthy();
    expect(within(card('Premium')).getByText('/ year')).toBeTruthy();
    expect(screen.queryByText('$149.00')).toBeNull();
    expect(asked.at(-1)).toMatchObject({ audience: 'employer', billingPeriod: 'YEARLY' });
  });

  it('marks an employer’s current plan and links the others to the payment page', async () => {
    signInAs('employer');
    const list = getListEmployerPlansResponseMock();
    list.data.items = [lite, premium, enterprise];
    server.use(getListEmployerPlansMockHandler(list), getGetEmployerCurrentPlanMockHandler());
    await renderWithRouter(<PricingPage audience="employer" />, { path: '/employer/pricing-and-plans' });
    await waitFor(() => expect(within(card('Premium')).getByText('Current plan')).toBeTruthy());
    expect(within(card('Premium')).queryByRole('link')).toBeNull();
    expect(within(card('Lite')).queryByText('Current plan')).toBeNull();
    const upgrade = within(card('Enterprise')).getByRole('link', { name: 'Upgrade: Enterprise' });
    expect(upgrade.getAttribute('href')).toBe(`/employer/payment?planId=${enterprise._id}`);
    const choose = within(card('Lite')).getByRole('link', { name: 'Choose plan: Lite' });
    expect(choose.getAttribute('href')).toBe(`/employer/payment?planId=${lite._id}`);
    expect(screen.getByRole('link', { name: 'Buy a top-up' }).getAttribute('href')).toBe('/employer/top-up-plan');
    expect(screen.getByRole('link', { name: 'Subscription and billing' }).getAttribute('href')).toBe(
      '/employer/profile?tab=3',
    );
  });

  it('marks a candidate’s licence and links other plans to the job seeker payment page', async () => {
    signInAs('candidate');
    const other: Plan = { ...premium, audience: 'candidate', _id: '7c9e1a3b-5d7f-4c9e-8a3b-5d7f9c1e3a4b', name: 'Pro' };
    server.use(
      getListCandidatePlansMockHandler({
        code: 'SUCCESS',
        message: 'Success',
        data: { items: [candidatePlus(), other], pagination: { page: 1, limit: 50, total: 2, totalPages: 1 } },
      }),
      getListCandidateLicencesMockHandler(),
    );
    await renderWithRouter(<PricingPage audience="candidate" />, { path: '/jobsseekers/pricing-and-plans' });
    await waitFor(() => expect(within(card('Job Seeker Plus')).getByText('Current plan')).toBeTruthy());
    expect(within(card('Job Seeker Plus')).getByText('Unlimited job applications')).toBeTruthy();
    expect(within(card('Job Seeker Plus')).getByText('₹749.00')).toBeTruthy();
    const link = within(card('Pro')).getByRole('link', { name: /: Pro$/ });
    expect(link.getAttribute('href')).toBe(`/jobsseekers/payment?planId=${other._id}`);
    expect(screen.queryByRole('link', { name: 'Buy a top-up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscription and billing' }).getAttribute('href')).toBe(
      '/jobsseekers/payment',
    );
  });

  it('shows both audiences on the public page, and an empty list plainly', async () => {
    server.use(
      getListGuestPlansMockHandler(async ({ request }) => {
        const body = (await request.json()) as PlanGuestQuery;
        const res = getListGuestPlansResponseMock();
        if (body.audience === 'candidate') res.data.items = [];
        return res;
      }),
    );
    await renderWithRouter(<PublicPricingPage />, { path: '/pricing-and-plans' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lite' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'For job seekers' }));
    expect(await screen.findByText('No plans to show')).toBeTruthy();
  });
});

function candidatePlus(): Plan {
  return {
    _id: '6d8f0a2c-4e6b-4d8f-a0c2-e4f6a8b0c2d4',
    name: 'Job Seeker Plus',
    description: 'Stand out to recruiters and apply without limits.',
    audience: 'candidate',
    subscription: 'PLUS_MONTHLY',
    billingPeriod: 'MONTHLY',
    price: 749,
    originalPrice: null,
    currency: 'INR',
    tier: 'Unlimited applications',
    limits: { applications: 'unlimited', resumeBuilds: 5, resumeParses: 10 },
    features: ['default', 'resume_builder'],
    isTopUp: false,
    isPopular: true,
    trialDays: 7,
  };
}
