import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderPaymentStatus } from '@generated/api/model';
import { getGetLicenceMapQueryKey, getGetOrderStatusUrl } from '@generated/api/payments/payments';
import {
  getGetInvoiceMockHandler,
  getGetOrderStatusMockHandler,
  getGetOrderStatusResponseMock,
} from '@generated/api/payments/payments.msw';
import { renderWithRouter } from '@/test/render';
import { PaymentStatusPage } from './payment-status-page';
import { TopUpSuccessPage } from './top-up-success-page';
import { envelope, setupCheckoutTest } from './test-setup';
import { POLL_MS } from './use-order-status';

const { server } = setupCheckoutTest();

const paid: OrderPaymentStatus = getGetOrderStatusResponseMock().data;
const ORDER = paid.orderId;
const pending: OrderPaymentStatus = {
  ...paid,
  status: 2,
  statusLabel: 'Pending',
  paidAt: null,
  licence: null,
  invoiceAvailable: false,
};
const failed: OrderPaymentStatus = {
  ...pending,
  status: 3,
  statusLabel: 'Failed',
  failureReason: 'Your card has insufficient funds.',
  retryAllowed: true,
};

/** Lets MSW answer (a few real milliseconds at most), never the 2 s of the poll. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(done()).toBe(true);
}

/** Answers the order's status from the list in turn, the last one for ever; counts the calls. */
function statusSequence(...answers: OrderPaymentStatus[]) {
  const seen = { calls: 0 };
  server.use(
    getGetOrderStatusMockHandler(() => {
      const answer = answers[Math.min(seen.calls, answers.length - 1)] ?? paid;
      seen.calls += 1;
      return envelope(answer);
    }),
  );
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the payment status page', () => {
  it('polls every 2 s while the payment is confirmed, then shows the success and stops', async () => {
    // Only the poll's clock is faked: nothing but the test moves it, so each step is exact.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const seen = statusSequence(pending, pending, paid);
    server.use(getGetInvoiceMockHandler());
    const { queryClient } = await renderWithRouter(<PaymentStatusPage orderId={ORDER} audience="employer" />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    expect(screen.getByTestId('confirming-progress')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to my licence' })).toBeNull();
    expect(seen.calls).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS - 1));
    expect(seen.calls).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => seen.calls === 2);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(seen.calls).toBe(3);
    // The title is announced where it changed: the live region holds it.
    const heading = screen.getByRole('heading', { name: 'Payment successful' });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByTestId('confirming-progress')).toBeNull();

    const facts = screen.getByText('Valid until').closest('dl');
    if (!(facts instanceof HTMLElement)) throw new Error('the order facts are a description list');
    expect(within(facts).getByText('Premium · Up to 25000 Candidates')).toBeTruthy();
    expect(within(facts).getByText('$1,192.00')).toBeTruthy();
    expect(within(facts).getByText('01 Feb 2027')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my licence' }).getAttribute('href')).toBe('/employer/profile?tab=3');
    const invoice = await screen.findByRole('link', { name: 'Download invoice' });
    expect(invoice.getAttribute('href')).toBe('/files/invoices/INV-2026-000112.pdf');

    // The licence queries are refreshed once, and the page stops asking.
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ queryKey: getGetLicenceMapQueryKey() })),
    );
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(seen.calls).toBe(3);
  });

  it('shows a failed payment with its reason and "Try again" to the same plan', async () => {
    statusSequence(failed);
    await renderWithRouter(<PaymentStatusPage orderId={ORDER} audience="employer" />);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('Your card has insufficient funds.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/employer/payment?planId=${paid.plan._id}&currency=USD`,
    );
    expect(screen.queryByRole('link', { name: 'Download invoice' })).toBeNull();
  });

  it('offers no retry when the order cannot be paid again', async () => {
    statusSequence({ ...failed, retryAllowed: false, failureReason: null });
    await renderWithRouter(<PaymentStatusPage orderId={ORDER} audience="candidate" />);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('The payment did not go through.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/jobsseekers/pricing-and-plans',
    );
  });

  it("sends a candidate back to the candidate's payment page and profile", async () => {
    statusSequence(failed);
    const { unmount } = await renderWithRouter(<PaymentStatusPage orderId={ORDER} audience="candidate" />);
    expect((await screen.findByRole('link', { name: 'Try again' })).getAttribute('href')).toBe(
      `/jobsseekers/payment?planId=${paid.plan._id}&currency=USD`,
    );
    unmount();
    statusSequence({ ...paid, invoiceAvailable: false });
    await renderWithRouter(<PaymentStatusPage orderId={ORDER} audience="candidate" />);
    expect((await screen.findByRole('link', { name: 'Go to my plan' })).getAttribute('href')).toBe(
      '/jobsseekers/payment',
    );
    expect(screen.queryByRole('link', { name: 'Download invoice' })).toBeNull();
  });

  it("says so when the order is not the buyer's (404)", async () => {
    server.use(
      http.get(`*${getGetOrderStatusUrl(ORDER)}`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Order not found', data: null }, { status: 404 }),
      ),
    );
    await renderWithRouter(<PaymentStatusPage orderId={ORDER} audience="employer" />);
    expect(await screen.findByRole('heading', { name: 'We could not find this payment' })).toBeTruthy();
  });

  it('the top-up success page shows the same status, with "Back to my licence"', async () => {
    const topUpPaid: OrderPaymentStatus = {
      ...paid,
      kind: 'topup',
      plan: {
        _id: '7e9a1c3e-5f7b-4e9a-b1c3-f5a7b9c1d3e5',
        name: '10 Extra Job Posts',
        subscription: null,
        billingPeriod: null,
        price: 199,
        currency: 'USD',
        tier: null,
        isTopUp: true,
      },
      total: 199,
      invoiceAvailable: false,
    };
    statusSequence(topUpPaid);
    await renderWithRouter(<TopUpSuccessPage search={{ orderId: ORDER }} />);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('10 Extra Job Posts is added to your plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my licence' }).getAttribute('href')).toBe(
      '/employer/profile?tab=3',
    );
  });

  it('the top-up success page without an order says what is missing', async () => {
    await renderWithRouter(<TopUpSuccessPage search={{}} />);
    expect(await screen.findByRole('heading', { name: 'No payment to show' })).toBeTruthy();
  });
});
