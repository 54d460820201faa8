import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetCandidateBillingInfoMockHandler,
  getGetCandidateBillingInfoResponseMock,
} from '@generated/api/candidate-profile/candidate-profile.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import {
  getGetEmployerBillingInfoMockHandler,
  getGetEmployerBillingInfoResponseMock,
} from '@generated/api/employer/employer.msw';
import type {
  BuyPlanInput,
  PaymentEventErrorInput,
  PaymentIntentFailInput,
  PaymentMethodAttachInput,
  SubscriptionCancelInput,
  SubscriptionCheckoutInput,
} from '@generated/api/model';
import {
  getBuyCandidatePlanMockHandler,
  getBuyEmployerPlanMockHandler,
  getBuyEmployerPlanResponseMock,
  getCancelEmployerSubscriptionMockHandler,
  getCreateCandidateSubscriptionCheckoutMockHandler,
  getCreateEmployerSubscriptionCheckoutMockHandler,
  getDeleteEmployerPaymentMethodMockHandler,
  getGetEmployerCurrentPlanMockHandler,
  getListCandidateLicencesMockHandler,
  getListCandidateLicencesResponseMock,
  getListCandidatePaymentMethodsMockHandler,
  getListCandidatePlansMockHandler,
  getListEmployerPaymentMethodsMockHandler,
  getListEmployerPaymentMethodsResponseMock,
  getListEmployerPlansMockHandler,
  getReportCandidatePaymentErrorMockHandler,
  getReportEmployerPaymentErrorMockHandler,
  getReportEmployerPaymentIntentFailureMockHandler,
  getReportEmployerPaymentIntentFailureResponseMock,
  getSetEmployerPaymentMethodMockHandler,
} from '@generated/api/payments/payments.msw';
import { configureHttp } from '@/lib/api/http';
import { renderWithRouter } from '@/test/render';
import { checkoutRedirect } from '../checkout/redirect';
import { SubscriptionBilling } from './subscription-billing';
import { CandidateSubscriptionPage } from './subscription-billing-page';

const settings = getGetTenantSettingsResponseMock();
const candidateLicences = getListCandidateLicencesResponseMock();
const server = setupServer(
  // Nobody is signed in on this device, so the feature check reads the board's features.
  getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features: ['default', 'subscriptions'] } }),
  getGetEmployerCurrentPlanMockHandler(),
  getListCandidateLicencesMockHandler(candidateLicences),
  getGetEmployerBillingInfoMockHandler(),
  getListEmployerPaymentMethodsMockHandler(),
  getListEmployerPlansMockHandler(),
  getGetCandidateBillingInfoMockHandler(),
  getListCandidatePaymentMethodsMockHandler(),
  getListCandidatePlansMockHandler(),
);
const onFailure = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  onFailure.mockReset();
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const VISA = 'Visa ending in 4242, expires 08/2029';
const AMEX = 'American Express ending in 0005, expires 03/2027';
const PREMIUM = '1f3a5c7e-9b2d-4f6a-8c0e-2d4f6a8b0c3e';
const LITE = '2a4c6e8f-0b1d-4a3c-9e5f-7a9b1c3d5e6f';

function employerScreen(canManage = true) {
  return renderWithRouter(<SubscriptionBilling who="employer" canManage={canManage} planShown />);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** Records each request body a handler receives, answering with the generated mock. */
function recorded<T>() {
  const bodies: T[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.text();
    bodies.push((text ? JSON.parse(text) : undefined) as T);
  };
  return { bodies, record };
}

describe('subscription and billing, for the company owner', () => {
  it('shows the renewal, the saved cards with brand and last four, and the billing details', async () => {
    await employerScreen();
    const renewal = await screen.findByRole('region', { name: 'Renewal' });
    expect(within(renewal).getByText('Renews on')).toBeTruthy();
    expect(within(renewal).getByText('01 Feb 2027')).toBeTruthy();
    expect(within(renewal).getByText('Yes')).toBeTruthy();
    // planShown: the licence tab shows the plan's name and price itself.
    expect(within(renewal).queryByText('Premium')).toBeNull();
    expect(within(renewal).getByRole('button', { name: 'Cancel renewal' })).toBeTruthy();

    const cards = await screen.findByRole('list', { name: 'Saved cards' });
    const rows = within(cards).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Visa ending in •••• 4242');
    expect(within(rows[0] as HTMLElement).getByText('Default')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /^Make default/ })).toBeNull();
    expect(rows[1]?.textContent).toContain('0005');
    expect(within(rows[1] as HTMLElement).getByText('expires 03/2027')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: `Make default: ${AMEX}` })).toBeTruthy();

    const billing = section('Billing information');
    expect(within(billing).getByText('Northwind Logistics Pvt. Ltd.')).toBeTruthy();
    expect(within(billing).getByText('accounts@northwind-logistics.com')).toBeTruthy();
    expect(within(billing).getByText('Pune, Maharashtra, 411014')).toBeTruthy();
    expect(within(billing).getByText('India')).toBeTruthy();
    expect(within(billing).getByText('27AABCN4821K1Z6')).toBeTruthy();
  });

  it('makes a card the default by its gateway id and reads the cards again', async () => {
    const put = recorded<PaymentMethodAttachInput>();
    let listed = 0;
    const list = getListEmployerPaymentMethodsResponseMock();
    const amex = list.data.find((m) => m.last4 === '0005');
    if (!amex) throw new Error('the contract example lists an Amex card');
    server.use(
      getSetEmployerPaymentMethodMockHandler(async (info) => {
        await put.record(info);
        expect(info.params.id).toBe('pm_1QwXy1ZaBcDe2345');
        return { code: 'SUCCESS', message: 'Payment method saved', data: { ...amex, isDefault: true } };
      }),
      getListEmployerPaymentMethodsMockHandler(() => {
        listed += 1;
        if (listed === 1) return list;
        return { ...list, data: list.data.map((m) => ({ ...m, isDefault: m.last4 === '0005' })) };
      }),
    );
    await employerScreen();
    fireEvent.click(await screen.findByRole('button', { name: `Make default: ${AMEX}` }));
    expect(await screen.findByRole('button', { name: `Make default: ${VISA}` })).toBeTruthy();
    expect(put.bodies).toEqual([{ setDefault: true }]);
    expect(screen.queryByRole('button', { name: `Make default: ${AMEX}` })).toBeNull();
  });

  it('removes a card only after confirming, and shows why the server refused', async () => {
    const removed: string[] = [];
    server.use(
      http.delete('*/client/api/v1/subscription/employer/customer/:id/payment-methods', ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json(
          {
            code: 'ERROR',
            message: 'This card renews your subscription: add another card or cancel the subscription first',
            data: null,
          },
          { status: 400 },
        );
      }),
    );
    await employerScreen();
    fireEvent.click(await screen.findByRole('button', { name: `Remove: ${VISA}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(within(dialog).getByText('Your newest other card becomes the default for renewals.')).toBeTruthy();
    expect(removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await within(dialog).findByText(/This card renews your subscription/)).toBeTruthy();
    expect(removed).toEqual(['f4b6d8a0-2e4c-4f6b-98a0-2e4c6f8b0d1c']);
    // Shown in the dialog, so the seam's toast stays quiet.
    expect(onFailure).not.toHaveBeenCalled();

    server.use(getDeleteEmployerPaymentMethodMockHandler());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels the renewal at the end of the period after confirming, with the reason given', async () => {
    const cancel = recorded<SubscriptionCancelInput>();
    server.use(
      getCancelEmployerSubscriptionMockHandler(async (info) => {
        await cancel.record(info);
        return {
          code: 'SUCCESS',
          message: 'Subscription cancelled',
          data: {
            licenceId: '9a1c3e5f-7b9d-4a1c-8e3f-5a7b9d1f3a6b',
            status: 'cancelled',
            cancelledAt: '2026-06-04T11:20:00.000Z',
            accessUntil: '2027-02-01T00:00:00.000Z',
          },
        };
      }),
    );
    await employerScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel renewal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the renewal of Premium?' });
    expect(within(dialog).getByRole('radio', { name: 'At the end of the paid period' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByText('You keep every feature until 01 Feb 2027.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Why are you cancelling? (optional)' }), {
      target: { value: 'not_hiring' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Anything we could do better? (optional)' }), {
      target: { value: '  Filled every role.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel renewal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancel.bodies).toEqual([{ atPeriodEnd: true, reason: 'not_hiring', feedback: 'Filled every role.' }]);
  });

  it('keeps the subscription when the owner changes their mind', async () => {
    await employerScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel renewal' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Now' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('buys a plan with the default saved card and says it is paid', async () => {
    const buy = recorded<BuyPlanInput>();
    server.use(
      getBuyEmployerPlanMockHandler(async (info) => {
        await buy.record(info);
        return getBuyEmployerPlanResponseMock();
      }),
    );
    await employerScreen();
    const change = await screen.findByRole('region', { name: 'Buy or change plan' });
    const plan = await within(change).findByRole('combobox', { name: 'Plan' });
    expect(
      within(plan).getByRole('option', { name: /^Premium \(yearly\), \$1,490\.00 \/ year, your plan$/ }),
    ).toBeTruthy();
    fireEvent.change(plan, { target: { value: PREMIUM } });
    const saved = await within(change).findByRole('radio', { name: /Visa ending in 4242 \(default\)/ });
    expect(saved.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(change).getByRole('button', { name: 'Pay with saved card' }));
    expect(await within(change).findByText('Payment received')).toBeTruthy();
    expect(within(change).getByText(/You are now on Premium/)).toBeTruthy();
    expect(buy.bodies).toEqual([
      { planId: PREMIUM, currency: 'USD', paymentMethodId: 'f4b6d8a0-2e4c-4f6b-98a0-2e4c6f8b0d1c' },
    ]);
  });

  it('reports a declined saved card and shows the reason the gateway confirmed', async () => {
    const declined = getBuyEmployerPlanResponseMock();
    declined.data = {
      ...declined.data,
      status: 3,
      licence: null,
      order: { ...declined.data.order, status: 3, paidAt: null, gatewayOrderId: 'sbx_cs_0123456789abcdef01234567' },
    };
    const report = recorded<PaymentIntentFailInput>();
    server.use(
      getBuyEmployerPlanMockHandler(declined),
      getReportEmployerPaymentIntentFailureMockHandler(async (info) => {
        await report.record(info);
        return getReportEmployerPaymentIntentFailureResponseMock();
      }),
    );
    await employerScreen();
    const change = await screen.findByRole('region', { name: 'Buy or change plan' });
    fireEvent.change(await within(change).findByRole('combobox', { name: 'Plan' }), { target: { value: LITE } });
    fireEvent.click(await within(change).findByRole('radio', { name: /American Express ending in 0005/ }));
    fireEvent.click(within(change).getByRole('button', { name: 'Pay with saved card' }));
    expect(await within(change).findByText('Your card was declined')).toBeTruthy();
    expect(within(change).getByText('Your card has insufficient funds.')).toBeTruthy();
    expect(report.bodies).toEqual([
      expect.objectContaining({
        orderId: declined.data.order._id,
        gateway: 'STRIPE',
        paymentIntentId: 'sbx_cs_0123456789abcdef01234567',
        code: 'card_declined',
      }),
    ]);
  });

  it('starts a recurring checkout with a new card and goes to the gateway page', async () => {
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    const checkout = recorded<SubscriptionCheckoutInput>();
    server.use(
      getCreateEmployerSubscriptionCheckoutMockHandler(async (info) => {
        await checkout.record(info);
        return {
          code: 'SUCCESS',
          message: 'Success',
          data: {
            orderId: 'c1e3a5f7-9b1d-4c3e-a5f7-9b1d3f5a7c8e',
            gateway: 'STRIPE',
            gatewayCustomerId: 'sbx_cus_1',
            gatewaySubscriptionId: null,
            clientSecret: null,
            checkoutUrl: 'http://jobs.test/sandbox-checkout/sbx_cs_0123456789abcdef01234567',
            publishableKey: null,
            amount: 490,
            currency: 'USD',
            status: 2,
          },
        };
      }),
    );
    await employerScreen();
    const change = await screen.findByRole('region', { name: 'Buy or change plan' });
    fireEvent.change(await within(change).findByRole('combobox', { name: 'Plan' }), { target: { value: LITE } });
    fireEvent.click(await within(change).findByRole('radio', { name: /A new card/ }));
    fireEvent.click(within(change).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://jobs.test/sandbox-checkout/sbx_cs_0123456789abcdef01234567'),
    );
    expect(checkout.bodies).toEqual([{ planId: LITE, currency: 'USD' }]);
    expect(within(change).getByText('Taking you to the secure payment page…')).toBeTruthy();
  });

  it('reports a checkout it cannot open (an embedded card form only) and tells the buyer', async () => {
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    const report = recorded<PaymentEventErrorInput>();
    server.use(
      // The contract's example answers a client secret for an embedded form and no checkout page.
      getCreateEmployerSubscriptionCheckoutMockHandler(),
      getReportEmployerPaymentErrorMockHandler(async (info) => {
        await report.record(info);
        return { code: 'SUCCESS', message: 'Event recorded', data: null };
      }),
    );
    await employerScreen();
    const change = await screen.findByRole('region', { name: 'Buy or change plan' });
    fireEvent.change(await within(change).findByRole('combobox', { name: 'Plan' }), { target: { value: PREMIUM } });
    fireEvent.click(await within(change).findByRole('radio', { name: /A new card/ }));
    fireEvent.click(within(change).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(change).findByText('The payment page could not be opened.', { exact: false })).toBeTruthy();
    await waitFor(() => expect(report.bodies).toHaveLength(1));
    expect(report.bodies[0]).toMatchObject({
      gateway: 'STRIPE',
      event: 'checkout.load_failed',
      orderId: 'c1e3a5f7-9b1d-4c3e-a5f7-9b1d3f5a7c8e',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a refused purchase with the server message', async () => {
    server.use(
      http.post('*/client/api/v1/subscription/employer/plans/buy', () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'Your paid plan runs until 01 Feb 2027: a smaller plan can be bought when it ends',
            data: null,
          },
          { status: 400 },
        ),
      ),
    );
    await employerScreen();
    const change = await screen.findByRole('region', { name: 'Buy or change plan' });
    fireEvent.change(await within(change).findByRole('combobox', { name: 'Plan' }), { target: { value: LITE } });
    await within(change).findByRole('radio', { name: /Visa ending in 4242/ });
    fireEvent.click(within(change).getByRole('button', { name: 'Pay with saved card' }));
    expect(await within(change).findByText('The payment could not be made')).toBeTruthy();
    expect(within(change).getByText(/a smaller plan can be bought when it ends/)).toBeTruthy();
  });

  it('says when there is no saved card yet, and offers only a new card', async () => {
    server.use(getListEmployerPaymentMethodsMockHandler({ code: 'SUCCESS', message: 'Success', data: [] }));
    await employerScreen();
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeTruthy();
    const change = section('Buy or change plan');
    await within(change).findByRole('combobox', { name: 'Plan' });
    const radios = within(change).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(radios[0]?.getAttribute('aria-checked')).toBe('true');
    expect(within(change).getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('says when the subscription cannot be loaded, with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/client/api/v1/employer/billing-info', () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json({ code: 'ERROR', message: 'Server unavailable', data: null }, { status: 500 });
        return HttpResponse.json(getGetEmployerBillingInfoResponseMock());
      }),
    );
    await employerScreen();
    expect(await screen.findByText('We could not load your subscription')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Renewal' })).toBeTruthy();
  });

  it('shows while loading', async () => {
    server.use(http.get('*/client/api/v1/employer/billing-info', () => new Promise<never>(() => undefined)));
    await employerScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading your subscription and billing…');
  });
});

describe('subscription and billing, for a team member with the Billing permission', () => {
  it('shows the renewal and the billing details, without cards, purchases or cancelling', async () => {
    // Unhandled requests fail the test: the owner's card and plan calls must not be made.
    server.use(
      http.get('*/client/api/v1/subscription/employer/customer/payment-methods', () => {
        throw new Error('a member asked for the saved cards');
      }),
    );
    await employerScreen(false);
    const renewal = await screen.findByRole('region', { name: 'Renewal' });
    expect(within(renewal).queryByRole('button', { name: 'Cancel renewal' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Saved cards' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Buy or change plan' })).toBeNull();
    expect(screen.getByText('Only your company owner can cancel the renewal or manage the saved cards.')).toBeTruthy();
    expect(section('Billing information')).toBeTruthy();
  });
});

describe("a candidate's subscription and billing page", () => {
  it('reads the candidate calls: the plan, the saved card and the billing details', async () => {
    await renderWithRouter(<CandidateSubscriptionPage />, { path: '/jobsseekers/payment' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription and billing' })).toBeTruthy();
    const plan = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(plan).getByText('Plus')).toBeTruthy();
    expect(within(plan).getByText('Active')).toBeTruthy();
    expect(within(plan).getByText('₹299.00 / month')).toBeTruthy();
    expect(within(plan).getByText('No card saved')).toBeTruthy();
    const cards = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(cards).getByText('Default')).toBeTruthy();
    expect(cards.textContent).toContain('Mastercard ending in •••• 4444');
    expect(within(section('Billing information')).getByText('Priya Sharma')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare the plans' }).getAttribute('href')).toBe(
      '/jobsseekers/pricing-and-plans',
    );
  });

  it("reports a bank's confirmation the page cannot show, and links to the payment", async () => {
    const report = recorded<PaymentEventErrorInput>();
    server.use(
      getBuyCandidatePlanMockHandler(),
      getReportCandidatePaymentErrorMockHandler(async (info) => {
        await report.record(info);
        return { code: 'SUCCESS', message: 'Event recorded', data: null };
      }),
    );
    await renderWithRouter(<CandidateSubscriptionPage />);
    const change = await screen.findByRole('region', { name: 'Buy or change plan' });
    const plan = await within(change).findByRole('combobox', { name: 'Plan' });
    const first = within(plan).getAllByRole('option')[1] as HTMLOptionElement;
    fireEvent.change(plan, { target: { value: first.value } });
    await within(change).findByRole('radio', { name: /Mastercard ending in 4444 \(default\)/ });
    fireEvent.click(within(change).getByRole('button', { name: 'Pay with saved card' }));
    expect(await within(change).findByText('Your bank asks you to confirm this payment')).toBeTruthy();
    expect(within(change).getByRole('link', { name: 'See the payment' }).getAttribute('href')).toBe(
      '/jobsseekers/payment-status/6b8d0f2a-4c6e-4b8d-8f2a-4c6e8a0b2d4f',
    );
    await waitFor(() => expect(report.bodies).toHaveLength(1));
    expect(report.bodies[0]).toMatchObject({ event: 'payment.action_required', gateway: 'STRIPE' });
  });

  it('starts a candidate checkout through the candidate call', async () => {
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    server.use(getCreateCandidateSubscriptionCheckoutMockHandler());
    await renderWithRouter(<CandidateSubscriptionPage />);
    const change = await screen.findByRole('region', { name: 'Buy or change plan' });
    const plan = await within(change).findByRole('combobox', { name: 'Plan' });
    fireEvent.change(plan, { target: { value: (within(plan).getAllByRole('option')[1] as HTMLOptionElement).value } });
    fireEvent.click(await within(change).findByRole('radio', { name: /A new card/ }));
    fireEvent.click(within(change).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://rzp.io/i/Jk8Lm2Qp'));
  });

  it('offers the plans when the candidate has none', async () => {
    const none = getGetCandidateBillingInfoResponseMock();
    server.use(
      getGetCandidateBillingInfoMockHandler({
        ...none,
        data: { ...none.data, currentPlan: null, licenceStatus: null, nextRenewalAt: null, autoRenew: false },
      }),
    );
    await renderWithRouter(<CandidateSubscriptionPage />);
    expect(await screen.findByRole('heading', { name: 'No plan yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/jobsseekers/pricing-and-plans',
    );
  });
});
