// The invoice of a paid order: its data from the order (numbered when it was paid, settle.ts) and
// its PDF, rendered the first time it is asked for and kept in the file store under a random name
// served only on this board's host (/files/…).
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@generated/schema';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { badRequest } from '../errors/errors.ts';
import { insertFile, storageFor } from '../files/index.ts';
import { pdfCreatorOf, poweredByOf } from '../white-label/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { toMajor } from './money.ts';
import { taxRate } from './quote.ts';
import { invoiceFileOf, keepInvoiceFile, type OrderRow } from './orders-repo.ts';
import { invoiceBuyer } from './holders-repo.ts';

type S = components['schemas'];
const DAY = 86_400_000;

const text = (o: Record<string, unknown>, k: string) => (typeof o[k] === 'string' && o[k] ? (o[k] as string) : null);

export async function invoiceData(db: Db, tenant: Tenant, o: OrderRow): Promise<Omit<S['Invoice'], 'pdfUri'>> {
  if (o.status !== 1 || !o.invoice_no || !o.paid_at)
    throw badRequest('orderId: this order is not paid, so it has no invoice yet');
  const buyer = await invoiceBuyer(db, tenant.id, o.user_id);
  const m = (minor: number) => toMajor(minor, o.currency);
  const s = o.snapshot;
  const start = o.paid_at;
  const end = new Date(start.getTime() + s.validityDays * DAY - DAY);
  const lines: S['InvoiceLine'][] = [
    {
      description: s.isTopUp
        ? `Top-up: ${s.name}`
        : `${s.name} plan${s.billingPeriod ? ` (${s.billingPeriod.toLowerCase()})` : ''}`,
      quantity: 1,
      unitPrice: m(o.subtotal_minor),
      amount: m(o.subtotal_minor),
      periodStart: start.toISOString().slice(0, 10),
      periodEnd: end.toISOString().slice(0, 10),
    },
  ];
  if (o.discount_minor > 0)
    lines.push({
      description: o.coupon_code
        ? `Discount (coupon ${o.coupon_code} and credits)`
        : 'Credit for the unused part of the previous plan',
      quantity: 1,
      unitPrice: -m(o.discount_minor),
      amount: -m(o.discount_minor),
      periodStart: null,
      periodEnd: null,
    });
  const rate = taxRate(tenant);
  return {
    _id: o.id,
    number: o.invoice_no,
    orderId: o.id,
    issuedAt: o.paid_at.toISOString(),
    seller: {
      name: text(tenant.settings, 'name') ?? tenant.name,
      email: text(tenant.settings, 'supportEmail'),
      address: null,
      taxId: text(tenant.settings, 'taxId'),
    },
    billTo: {
      name:
        (o.holder_type === 'employer' ? buyer?.company : null) ??
        `${buyer?.first_name ?? ''} ${buyer?.last_name ?? ''}`.trim(),
      email: buyer?.email ?? null,
      address: null,
      taxId: null,
    },
    lines,
    currency: o.currency as S['CurrencyCode'],
    subtotal: m(o.subtotal_minor),
    discount: m(o.discount_minor),
    taxes: o.tax_minor > 0 ? [{ name: 'Tax', rate, amount: m(o.tax_minor) }] : [],
    tax: m(o.tax_minor),
    total: m(o.total_minor),
    amountPaid: m(o.total_minor),
    paidAt: o.paid_at.toISOString(),
    gateway: o.gateway as S['PaymentGateway'],
  };
}

export async function invoiceOf(db: Db, config: Config, tenant: Tenant, o: OrderRow): Promise<S['Invoice']> {
  const data = await invoiceData(db, tenant, o);
  let file = o.invoice_file;
  if (!file) {
    const pdf = await renderInvoicePdf(data, {
      creator: pdfCreatorOf(tenant, config),
      poweredBy: poweredByOf(tenant, config)?.name ?? null,
    });
    const key = `${randomBytes(16).toString('hex')}.pdf`;
    const tmp = join(tmpdir(), `invoice-${key}`);
    await writeFile(tmp, pdf);
    await storageFor(config).put(key, tmp, 'application/pdf');
    await insertFile(db, {
      clientId: tenant.id,
      ownerId: o.user_id,
      key,
      name: `${data.number}.pdf`,
      mimeType: 'application/pdf',
      size: pdf.length,
      purpose: 'invoice',
    });
    // Two first requests at once may both render; the first one stored is the one kept.
    file = (await keepInvoiceFile(db, tenant.id, o.id, key)) ?? (await invoiceFileOf(db, tenant.id, o.id));
  }
  return { ...data, pdfUri: `/files/${file ?? ''}` };
}
