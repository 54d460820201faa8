import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getGetInvoiceMockHandler,
  getGetInvoiceResponseMock,
  getListTransactionsMockHandler,
  getListTransactionsResponseMock,
} from '@generated/api/payments/payments.msw';
import type { InvoiceQuery } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { member, setupEmployerTest } from '../shared/test-setup';
import { AccountPage } from './account-page';

const { server, asEmployer } = setupEmployerTest();

afterEach(() => vi.restoreAllMocks());

describe('transactions', () => {
  it('lists payments with their status, amount, card and invoice', async () => {
    const pending = getListTransactionsResponseMock();
    const [first, second, third] = pending.data.items;
    if (!first || !second || !third) throw new Error('the contract example has three transactions');
    pending.data.items = [
      first,
      {
        ...second,
        _id: 'aa000000-0000-4000-8000-000000000001',
        status: 2,
        invoiceAvailable: false,
        paymentMethod: null,
      },
      third,
    ];
    const asked: InvoiceQuery[] = [];
    server.use(
      getListTransactionsMockHandler(pending),
      getGetInvoiceMockHandler(async ({ request }) => {
        asked.push((await request.json()) as InvoiceQuery);
        return getGetInvoiceResponseMock();
      }),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderWithRouter(<AccountPage tab={5} />, { path: '/employer/profile?tab=5' });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [paid, waiting, failed] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(paid).getByText('Success')).toBeTruthy();
    expect(within(paid).getByText('ORD-2026-000517')).toBeTruthy();
    expect(within(paid).getByText('$199.00')).toBeTruthy();
    expect(within(paid).getByText('20 May 2026')).toBeTruthy();
    expect(within(paid).getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    expect(within(paid).getByText('5454')).toBeTruthy();
    expect(within(waiting).getByText('Pending')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: /Invoice/ })).toBeNull();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Your card was declined.')).toBeTruthy();
    expect(within(failed).queryByRole('button', { name: /Invoice/ })).toBeNull();

    // Phones get the same transactions as cards.
    const cards = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[2] as HTMLElement).getByText('Failed')).toBeTruthy();

    fireEvent.click(within(paid).getByRole('button', { name: 'Invoice for ORD-2026-000517' }));
    const link = await within(paid).findByRole('link', { name: /Open invoice/ });
    expect(link.getAttribute('href')).toBe('/files/invoices/INV-2026-000112.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(asked).toEqual([{ orderId: first.orderId }]);
    expect(open).toHaveBeenCalledWith('/files/invoices/INV-2026-000112.pdf', '_blank', 'noopener,noreferrer');
  });

  it('says when there are no transactions', async () => {
    const none = getListTransactionsResponseMock();
    none.data = { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };
    server.use(getListTransactionsMockHandler(none));
    await renderWithRouter(<AccountPage tab={5} />);
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
  });

  it('shows a member without Billing no figures', async () => {
    asEmployer(member(['post_jobs']));
    await renderWithRouter(<AccountPage tab={5} />);
    expect(await screen.findByText("You don't have access")).toBeTruthy();
    expect(screen.getByText(/needs the “Billing” permission/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
