// White label is the board's plan flag white_label (docs/white-label.md). Without it the board
// credits the installation (PLATFORM_NAME, "Jobboard" in tests): its settings say so for the web
// app's footer, its mails' footer says "Powered by", its resume and invoice PDFs name it as their
// creator and the invoice prints the credit. With it nothing the board sends names the
// installation: not the settings, not a mail, not a PDF's text or metadata.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { apiOf, candidateRegistration, signUp, uniqueEmail } from '../auth/test/support.ts';
import { renderInvoicePdf } from '../payments/invoice-pdf.ts';
import { sampleResume } from '../resumes/test/fixtures.ts';
import { caller, download, makeResumeWorld, readPdf, type ResumeWorld } from '../resumes/test/support.ts';
import { HOST_B, startTestServer, type TestServer } from '../test/harness.ts';

type S = components['schemas'];
const PLATFORM = 'Jobboard';

let server: TestServer;
let w: ResumeWorld;

beforeAll(async () => {
  server = await startTestServer();
  w = await makeResumeWorld(server);
});
afterAll(async () => server?.close());

async function whiteLabel(on: boolean, board = server.tenantA): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ white_label: on })}::jsonb)`,
    })
    .where('id', '=', board)
    .execute();
}

async function settings(): Promise<S['Settings']> {
  const r = await apiOf(server)('GET', 'settings/get-settings');
  expect(r.status).toBe(200);
  return (r.body as { data: S['Settings'] }).data;
}

/** A new candidate's sign-up mails (the code, the welcome), as the outbox holds them. */
async function signUpMails(name: string): Promise<Array<{ html: string; text: string; subject: string }>> {
  const email = uniqueEmail(name);
  await signUp(server, 'candidate', candidateRegistration(email));
  const mails = await server.database.db
    .selectFrom('outbox')
    .select(['html', 'text', 'subject'])
    .where('client_id', '=', server.tenantA)
    .where('to_address', '=', email)
    .execute();
  expect(mails.length).toBeGreaterThan(0);
  return mails;
}

async function resumePdf() {
  const { _id, candidateId, file, createdAt, updatedAt, ...input } = sampleResume();
  void [_id, candidateId, file, createdAt, updatedAt];
  const made = await caller(server)<S['Resume']>('POST', 'resumes', w.priya, input);
  expect(made.status).toBe(200);
  const r = await download(server, w.priya, `resumes/download/${made.body.data._id}`);
  expect(r.status).toBe(200);
  return readPdf(r.body);
}

const INVOICE: Omit<S['Invoice'], 'pdfUri'> = {
  _id: 'inv-1',
  number: 'INV-2026-0001',
  orderId: 'order-1',
  issuedAt: '2026-12-01T10:00:00.000Z',
  seller: { name: 'Northwind Careers', email: null, address: null, taxId: null },
  billTo: { name: 'Acme Freight', email: null, address: null, taxId: null },
  lines: [
    { description: 'Premium plan', quantity: 1, unitPrice: 100, amount: 100, periodStart: null, periodEnd: null },
  ],
  currency: 'USD',
  subtotal: 100,
  discount: 0,
  taxes: [],
  tax: 0,
  total: 100,
  amountPaid: 100,
  paidAt: '2026-12-01T10:00:00.000Z',
  gateway: 'STRIPE',
};

describe('a board without white_label', () => {
  beforeAll(() => whiteLabel(false));

  it('tells the web app to credit the installation', async () => {
    expect((await settings()).poweredBy).toEqual({ name: PLATFORM, url: null });
  });

  it('says "Powered by" the installation in its mails', async () => {
    for (const mail of await signUpMails('credited')) expect(mail.html).toContain(`Powered by ${PLATFORM}`);
  });

  it('names the installation as its PDFs’ creator, and prints the credit on an invoice', async () => {
    expect((await resumePdf()).info.Creator).toBe(PLATFORM);
    const invoice = await readPdf(await renderInvoicePdf(INVOICE, { creator: PLATFORM, poweredBy: PLATFORM }));
    expect(invoice.info.Creator).toBe(PLATFORM);
    expect(invoice.pages[0]?.text).toContain(`Powered by ${PLATFORM}`);
  });
});

describe('a white-labelled board', () => {
  beforeAll(() => whiteLabel(true));
  afterAll(() => whiteLabel(false));

  it('gives the web app no credit to show', async () => {
    const s = await settings();
    expect(s.poweredBy).toBeNull();
    expect(JSON.stringify(s)).not.toContain(PLATFORM);
  });

  it('sends mails that name only the board', async () => {
    for (const mail of await signUpMails('unbranded')) {
      expect(`${mail.subject}\n${mail.html}\n${mail.text}`).not.toContain(PLATFORM);
      expect(mail.html).not.toContain('Powered by');
    }
  });

  it('makes PDFs that name only the board, in their text and metadata', async () => {
    const pdf = await resumePdf();
    const board = await server.database.db
      .selectFrom('clients')
      .select('name')
      .where('id', '=', server.tenantA)
      .executeTakeFirstOrThrow();
    expect(pdf.info.Creator).toBe(board.name);
    expect(JSON.stringify(pdf.info)).not.toContain(PLATFORM);
    expect(pdf.pages.map((p) => p.text).join(' ')).not.toContain(PLATFORM);
    const invoice = await readPdf(await renderInvoicePdf(INVOICE, { creator: board.name, poweredBy: null }));
    expect(invoice.pages[0]?.text).not.toContain('Powered by');
    expect(JSON.stringify(invoice.info)).not.toContain(PLATFORM);
  });

  it('is one board’s choice: the other board still credits the installation', async () => {
    await whiteLabel(false, server.tenantB);
    const other = await apiOf(server)<S['Settings']>('GET', 'settings/get-settings', { host: HOST_B });
    expect(other.body.data.poweredBy).toEqual({ name: PLATFORM, url: null });
    expect((await settings()).poweredBy).toBeNull();
  });
});
