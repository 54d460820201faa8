import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplyCouponInput, OrderInput, PaymentLinkInput, PaymentUrlInput } from '@generated/api/model';
import { getApplyCouponUrl, getCreateOrderPaymentUrlUrl, getCreateOrderUrl } from '@generated/api/payments/payments';
import {
  getApplyCouponMockHandler,
  getCreateOrderMockHandler,
  getCreateOrderPaymentUrlMockHandler,
  getCreateOrderPaymentUrlResponseMock,
  getCreateOrderResponseMock,
  getCreatePaymentLinkMockHandler,
  getCreatePaymentLinkResponseMock,
  getGetGatewayCurrencySupportMockHandler,
  getListCandidatePlansMockHandler,
  getListEmployerPlansMockHandler,
  getListTopUpsMockHandler,
  getListTopUpsResponseMock,
} from '@generated/api/payments/payments.msw';
import { renderWithRouter } from '@/test/render';
import { PaymentPage } from './payment-page';
import { checkoutRedirect } from './redirect';
import { envelope, failure, setupCheckoutTest } from './test-setup';

const { server, onFailure } = setupCheckoutTest();

const PREMIUM = '1f3a5c7e-9b2d-4f6a-8c0e-2d4f6a8b0c3e';
const CANDIDATE_PLUS = '6d8f0a2c-4e6b-4d8f-a0c2-e4f6a8b0c2d4';
const TOP_UP = '7e9a1c3e-5f7b-4e9a-b1c3-f5a7b9c1d3e5';

const usdGateways = envelope({
  currency: 'USD' as const,
  gateways: [
    { gateway: 'STRIPE' as const, isDefault: false, supportsSubscriptions: true, supportsPaymentLinks: true },
    { gateway: 'RAZORPAY' as const, isDefault: true, supportsSubscriptions: true, supportsPaymentLinks: true },
    { gateway: 'PAYPAL' as const, isDefault: false, supportsSubscriptions: false, supportsPaymentLinks: false },
  ],
});

function employerCheckout() {
  server.use(getListEmployerPlansMockHandler(), getGetGatewayCurrencySupportMockHandler(usdGateways));
}

afterEach(() => vi.restoreAllMocks());

/** The pay button, once the gateways have loaded and one is chosen. */
async function payButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.matches(':disabled')).toBe(false));
  return button;
}

describe('the payment page', () => {
  it('shows the order summary, the gateways with the default chosen and the accepted cards', async () => {
    employerCheckout();
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Premium')).toBeTruthy();
    expect(within(summary).getByText('Up to 25000 Candidates')).toBeTruthy();
    expect(within(summary).getByText('Billed yearly')).toBeTruthy();
    expect(within(summary).getByText('$1,490.00')).toBeTruthy();
    expect(within(summary).getByText('50 job posts')).toBeTruthy();
    expect(within(summary).getByText('Unlimited candidate searches')).toBeTruthy();
    // The plan is paid through Stripe or Razorpay only; PayPal takes USD but not this plan.
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Stripe'),
      expect.stringContaining('Razorpay'),
    ]);
    expect(screen.getByRole('radio', { name: /Razorpay/ }).getAttribute('aria-checked')).toBe('true');
    const cards = screen.getByRole('list', { name: 'Cards accepted' });
    expect(within(cards).getByRole('img', { name: 'JCB' })).toBeTruthy();
    expect(within(cards).getByRole('img', { name: 'Diners Club' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $1,490.00' })).toBeTruthy();
  });

  it('applies a coupon: original price, discount and final price, and the coupon can be removed', async () => {
    employerCheckout();
    const sent: ApplyCouponInput[] = [];
    server.use(
      getApplyCouponMockHandler(async ({ request }) => {
        sent.push((await request.json()) as ApplyCouponInput);
        return (await import('@generated/api/payments/payments.msw')).getApplyCouponResponseMock();
      }),
    );
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'HIRE20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('HIRE20 applied')).toBeTruthy();
    expect(sent).toEqual([{ code: 'HIRE20', planId: PREMIUM, currency: 'USD' }]);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Original price')).toBeTruthy();
    expect(within(summary).getByText('−$298.00')).toBeTruthy();
    expect(within(summary).getByText('$1,192.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $1,192.00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByRole('button', { name: 'Pay $1,490.00' })).toBeTruthy();
    expect(screen.queryByText('Original price')).toBeNull();
  });

  it("shows the server's refusal of a coupon under the field, without a toast", async () => {
    employerCheckout();
    const expired = failure(400, 'BAD_REQUEST', 'This coupon has expired');
    server.use(http.post(`*${getApplyCouponUrl()}`, () => HttpResponse.json(expired.body, { status: expired.status })));
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    const field = await screen.findByLabelText('Coupon code');
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/3 to 32 letters/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'SUMMER2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onFailure).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $1,490.00' })).toBeTruthy();
  });

  it('says so when no gateway takes the currency, and cannot be paid', async () => {
    server.use(
      getListEmployerPlansMockHandler(),
      getGetGatewayCurrencySupportMockHandler(envelope({ currency: 'USD' as const, gateways: [] })),
    );
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    expect(await screen.findByText('No way to pay in USD yet')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay $1,490.00' }).matches(':disabled')).toBe(true);
  });

  it('pays: opens the order, asks for the checkout page and goes there', async () => {
    employerCheckout();
    const calls: string[] = [];
    const orders: OrderInput[] = [];
    const urls: PaymentUrlInput[] = [];
    server.use(
      getCreateOrderMockHandler(async ({ request }) => {
        calls.push('order/create');
        orders.push((await request.json()) as OrderInput);
        return getCreateOrderResponseMock();
      }),
      getCreateOrderPaymentUrlMockHandler(async ({ request }) => {
        calls.push('order/payment-url');
        urls.push((await request.json()) as PaymentUrlInput);
        return getCreateOrderPaymentUrlResponseMock();
      }),
    );
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => {
      calls.push('redirect');
    });
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Stripe/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,490.00' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['order/create', 'order/payment-url', 'redirect']);
    // The employer holds a paid plan (current plan: Premium, not a trial): an upgrade.
    expect(orders).toEqual([{ planId: PREMIUM, action: 'UPGRADE', currency: 'USD', gateway: 'STRIPE' }]);
    expect(urls).toEqual([{ orderId: getCreateOrderResponseMock().data._id }]);
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live_a1B2c3D4e5F6g7H8');
    expect(screen.getByText('Taking you to Stripe…')).toBeTruthy();
  });

  it('sends a payment link to whoever pays: the order first, then the link, and never leaves the page', async () => {
    employerCheckout();
    const calls: string[] = [];
    const links: PaymentLinkInput[] = [];
    server.use(
      getCreateOrderMockHandler(() => {
        calls.push('order/create');
        return getCreateOrderResponseMock();
      }),
      getCreatePaymentLinkMockHandler(async ({ request }) => {
        calls.push('payment/link');
        links.push((await request.json()) as PaymentLinkInput);
        const answer = getCreatePaymentLinkResponseMock();
        return { ...answer, message: 'Payment link sent to accounts@northwind-logistics.com' };
      }),
    );
    const assign = vi.spyOn(checkoutRedirect, 'assign');
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Stripe/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Someone else pays? Send them a link' }));
    const form = await screen.findByRole('form', { name: 'Send a payment link' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await within(form).findByText(/Enter the e-mail address of whoever pays/)).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /Their e-mail/ }), {
      target: { value: 'accounts@northwind-logistics.com' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'The link works for' }), { target: { value: '48' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Payment link sent to accounts@northwind-logistics.com')).toBeTruthy();
    expect(calls).toEqual(['order/create', 'payment/link']);
    expect(links).toEqual([
      {
        orderId: getCreateOrderResponseMock().data._id,
        sendTo: 'accounts@northwind-logistics.com',
        expiresInHours: 48,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends the applied coupon with the order', async () => {
    employerCheckout();
    const orders: OrderInput[] = [];
    const { getApplyCouponResponseMock } = await import('@generated/api/payments/payments.msw');
    server.use(
      getApplyCouponMockHandler(getApplyCouponResponseMock()),
      getCreateOrderMockHandler(async ({ request }) => {
        orders.push((await request.json()) as OrderInput);
        return getCreateOrderResponseMock();
      }),
      getCreateOrderPaymentUrlMockHandler(),
    );
    vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'hire20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(await payButton('Pay $1,192.00'));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ couponCode: 'HIRE20', gateway: 'RAZORPAY' });
  });

  it("shows the server's message when the order is refused, and never leaves the page", async () => {
    employerCheckout();
    const refused = failure(400, 'BAD_REQUEST', 'Request validation failed', [
      { field: 'body.gateway', message: 'Razorpay does not take payments in USD on this job board' },
    ]);
    server.use(http.post(`*${getCreateOrderUrl()}`, () => HttpResponse.json(refused.body, { status: refused.status })));
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    fireEvent.click(await payButton('Pay $1,490.00'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Request validation failed')).toBeTruthy();
    expect(within(alert).getByText('Razorpay does not take payments in USD on this job board')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $1,490.00' }).matches(':disabled')).toBe(false);
  });

  it('shows a used-up allowance (403 LIMIT_OVER) with the way to upgrade', async () => {
    employerCheckout();
    server.use(getCreateOrderMockHandler(), getCreateOrderPaymentUrlMockHandler());
    server.use(
      http.post(`*${getCreateOrderPaymentUrlUrl()}`, () =>
        HttpResponse.json(
          { code: 'LIMIT_OVER', message: 'You have used all 3 payment attempts for today', data: null },
          { status: 403 },
        ),
      ),
    );
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    fireEvent.click(await payButton('Pay $1,490.00'));
    expect(await screen.findByText('You have used all 3 payment attempts for today')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses a checkout address that is not http(s)', async () => {
    employerCheckout();
    const answer = getCreateOrderPaymentUrlResponseMock();
    server.use(
      getCreateOrderMockHandler(),
      getCreateOrderPaymentUrlMockHandler({ ...answer, data: { ...answer.data, url: 'javascript:alert(1)' } }),
    );
    const assign = vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{ planId: PREMIUM }} />);
    fireEvent.click(await payButton('Pay $1,490.00'));
    expect(await screen.findByText(/address we got back is not valid/)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('buys a top-up: the pack in the summary and TOP_UP as the action', async () => {
    const orders: OrderInput[] = [];
    server.use(
      getListTopUpsMockHandler(),
      getGetGatewayCurrencySupportMockHandler(usdGateways),
      getCreateOrderMockHandler(async ({ request }) => {
        orders.push((await request.json()) as OrderInput);
        return getCreateOrderResponseMock();
      }),
      getCreateOrderPaymentUrlMockHandler(),
    );
    vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    await renderWithRouter(<PaymentPage audience="employer" mode="topup" search={{ topUpId: TOP_UP }} />);
    expect(await screen.findByRole('heading', { name: 'Buy a top-up' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('10 Extra Job Posts')).toBeTruthy();
    expect(within(summary).getByText('10 job posts')).toBeTruthy();
    expect(within(summary).getByText('2 featured jobs')).toBeTruthy();
    expect(within(summary).getByText(/Valid for 90 days/)).toBeTruthy();
    // A pack names no gateways of its own: every gateway that takes USD is offered.
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
    fireEvent.click(await payButton('Pay $199.00'));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toEqual({ topUpId: TOP_UP, action: 'TOP_UP', currency: 'USD', gateway: 'RAZORPAY' });
    expect(getListTopUpsResponseMock().data.items[0]?._id).toBe(TOP_UP);
  });

  it('lets a candidate without a licence buy a plan (NEW), prices in rupees', async () => {
    const orders: OrderInput[] = [];
    server.use(
      getListCandidatePlansMockHandler(),
      getGetGatewayCurrencySupportMockHandler(),
      getCreateOrderMockHandler(async ({ request }) => {
        orders.push((await request.json()) as OrderInput);
        return getCreateOrderResponseMock();
      }),
      getCreateOrderPaymentUrlMockHandler(),
    );
    vi.spyOn(checkoutRedirect, 'assign').mockImplementation(() => undefined);
    await renderWithRouter(<PaymentPage audience="candidate" mode="plan" search={{ planId: CANDIDATE_PLUS }} />);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Job Seeker Plus')).toBeTruthy();
    expect(within(summary).getByText('Billed monthly')).toBeTruthy();
    fireEvent.click(await payButton('Pay ₹749.00'));
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toEqual({ planId: CANDIDATE_PLUS, action: 'NEW', currency: 'INR', gateway: 'RAZORPAY' });
  });

  it('says when the plan is not on sale, or none was chosen, with the way back to the plans', async () => {
    server.use(getListEmployerPlansMockHandler());
    const { unmount } = await renderWithRouter(
      <PaymentPage audience="employer" mode="plan" search={{ planId: '00000000-0000-4000-8000-000000000000' }} />,
    );
    expect(await screen.findByRole('heading', { name: 'This plan is not on sale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to plans' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
    unmount();
    await renderWithRouter(<PaymentPage audience="employer" mode="plan" search={{}} />);
    expect(await screen.findByRole('heading', { name: 'No plan chosen' })).toBeTruthy();
  });
});
