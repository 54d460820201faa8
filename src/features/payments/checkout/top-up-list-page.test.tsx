import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListTopUpsUrl } from '@generated/api/payments/payments';
import { getListTopUpsMockHandler, getListTopUpsResponseMock } from '@generated/api/payments/payments.msw';
import { renderWithRouter } from '@/test/render';
import { envelope, setupCheckoutTest } from './test-setup';
import { TopUpListPage } from './top-up-list-page';

const { server } = setupCheckoutTest();

describe('the top-up plans page', () => {
  it('lists the packs with price, credits in words and validity, and "Buy" opens the payment page', async () => {
    server.use(getListTopUpsMockHandler());
    const { router } = await renderWithRouter(<TopUpListPage />, { path: '/employer/top-up-plan' });
    const list = await screen.findByRole('list', { name: 'Top-up plans' });
    const cards = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: '10 Extra Job Posts' })).toBeTruthy();
    expect(within(first).getByText('$199.00')).toBeTruthy();
    expect(within(first).getByText('10 job posts')).toBeTruthy();
    expect(within(first).getByText('2 featured jobs')).toBeTruthy();
    expect(within(first).getByText('Valid for 90 days')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('500 candidate contact views')).toBeTruthy();
    const id = getListTopUpsResponseMock().data.items[0]?._id ?? '';
    const buy = within(first).getByRole('link', { name: 'Buy 10 Extra Job Posts' });
    expect(buy.getAttribute('href')).toBe(`/employer/top-up-payment?topUpId=${id}`);
    fireEvent.click(buy);
    await waitFor(() => expect(router.state.location.href).toBe(`/employer/top-up-payment?topUpId=${id}`));
  });

  it('says when no packs are on sale', async () => {
    server.use(
      getListTopUpsMockHandler(envelope({ items: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } })),
    );
    await renderWithRouter(<TopUpListPage />);
    expect(await screen.findByRole('heading', { name: 'No top-ups on sale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
  });

  it("shows the server's message when the plan has no top-ups (403)", async () => {
    server.use(
      http.post(`*${getListTopUpsUrl()}`, () =>
        HttpResponse.json(
          { code: 'FORBIDDEN', message: 'Top-up plans are not part of your plan', data: null },
          { status: 403 },
        ),
      ),
    );
    await renderWithRouter(<TopUpListPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Top-up plans are not part of your plan')).toBeTruthy();
  });
});
