// The catalogue editor: the employer plans listed with price and state, a price changed in the
// drawer (checked as typed, then sent), the server's refusal shown on its field, a plan retired
// behind a confirmation, and the coupons tab's 409 on the code.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListAdminPlansResponseMock, getUpdateAdminPlanResponseMock } from '@generated/api/admin/admin.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { CataloguePage } from './catalogue-page';

const server = setupServer();
const updates: unknown[] = [];
const created: unknown[] = [];
const EMPTY = { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => {
  updates.length = 0;
  created.length = 0;
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Meera',
    lastName: 'Nair',
    email: 'a@example.com',
    role: 'admin',
    companyName: null,
  });
  server.use(
    http.post('*/client/api/v1/admin/catalogue/plans/list', () => HttpResponse.json(getListAdminPlansResponseMock())),
    http.put('*/client/api/v1/admin/catalogue/plans/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      updates.push(body);
      if (body.originalPrice === 5)
        return HttpResponse.json(
          {
            code: 'ERROR',
            message: 'The original price cannot be below the price',
            data: {
              fields: [{ field: 'body.originalPrice', message: 'The original price cannot be below the price' }],
            },
          },
          { status: 400 },
        );
      return HttpResponse.json(getUpdateAdminPlanResponseMock());
    }),
    http.post('*/client/api/v1/admin/catalogue/coupons/list', () =>
      HttpResponse.json({ code: 'SUCCESS', message: 'ok', data: EMPTY }),
    ),
    http.post('*/client/api/v1/admin/catalogue/coupons', async ({ request }) => {
      created.push(await request.json());
      return HttpResponse.json(
        { code: 'ALREADY_EXIST', message: 'There is already a coupon HIRE20', data: null },
        { status: 409 },
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

describe('CataloguePage', () => {
  it('lists the plans and changes a price, checked as typed before it is sent', async () => {
    await renderWithRouter(<CataloguePage />, { path: '/admin/catalogue' });
    const card = await screen.findByRole('listitem', { name: 'Plus' });
    expect(within(card).getByText(/\$99(\.00)? a month/)).toBeTruthy();
    expect(within(card).getByText('On sale')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Plus (PLUS_MONTHLY)' }));
    const price = await screen.findByLabelText(/^Price \(USD\)/);
    fireEvent.change(price, { target: { value: '119.999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('The price is a number with at most two decimals')).toBeTruthy();
    expect(updates).toEqual([]);
    fireEvent.change(price, { target: { value: '119' } });
    fireEvent.change(screen.getByLabelText(/^Original price/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('The original price cannot be below the price')).toBeTruthy();
    expect(updates).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Original price/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ price: 119, originalPrice: null, features: ['ats', 'chat', 'team_management'] });
  });

  it('retires a plan only after the confirmation', async () => {
    await renderWithRouter(<CataloguePage />, { path: '/admin/catalogue' });
    const card = await screen.findByRole('listitem', { name: 'Plus' });
    fireEvent.click(within(card).getByRole('button', { name: 'Stop selling Plus (PLUS_MONTHLY)' }));
    expect(await screen.findByText(/Whoever bought it keeps exactly what they bought/)).toBeTruthy();
    expect(updates).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop selling' }));
    await waitFor(() => expect(updates).toEqual([{ isActive: false }]));
  });

  it('shows a taken coupon code on the code field', async () => {
    await renderWithRouter(<CataloguePage />, { path: '/admin/catalogue' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Coupons' }));
    expect(await screen.findByText('No coupon yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New coupon' }));
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'hire20' } });
    fireEvent.change(screen.getByLabelText(/^Percent off/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('There is already a coupon HIRE20')).toBeTruthy();
    expect(created).toEqual([expect.objectContaining({ code: 'HIRE20', percentOff: 20, amountOff: null })]);
  });
});
