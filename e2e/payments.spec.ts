// Plans and payments in Chromium on the sandbox gateway: an employer on the free trial hits the
// open-job limit and is offered an upgrade, buys Plus yearly with a coupon through the sandbox's
// hosted checkout, watches the payment-status page go from pending to success, posts again, finds
// the transaction and a real invoice PDF in the account's Transactions tab, and buys a top-up; a
// job seeker buys a job seeker plan.
import { mailbox, registerVerifiedAccount, uniqueEmail, type Account } from './support/api';
import { api, expectOk, postJob, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { logIn } from './support/ui';

const PAYMENT_SETTLES_MS = 40_000;

async function loginToken(request: APIRequestContext, account: Account): Promise<string> {
  const data = await expectOk<{ token: string }>(
    await request.post(api(`${account.role}/login`), { data: { email: account.email, password: account.password } }),
    `${account.role} login`,
  );
  return data.token;
}

/**
 * Pays on the sandbox's hosted checkout page: with its default card, which settles after the
 * server's SANDBOX_SETTLE_MS, or with the card that settles at once.
 */
async function payInSandbox(page: Page, what: string, settles: 'later' | 'at once' = 'at once'): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_cs_/);
  await expect(page.getByRole('heading', { name: what })).toBeVisible();
  await expect(page.getByText('SANDBOX · no real money')).toBeVisible();
  if (settles === 'at once') await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0077');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

async function expectPaid(page: Page, { pendingFirst = false } = {}): Promise<void> {
  if (pendingFirst)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
    timeout: PAYMENT_SETTLES_MS,
  });
}

test.describe('plans and payments', () => {
  test('an employer on the trial hits the job limit, buys Plus yearly with a coupon and a top-up', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const employer = await registerVerifiedAccount(request, 'employer', { companyName: `Lumen Cargo ${token()}` });
    const bearer = await loginToken(request, employer);
    for (let i = 1; i <= 3; i += 1) await postJob(request, bearer, `Dock Supervisor ${token()}`, []);

    await logIn(page, 'employer', employer.email, employer.password, '/employer/job-type');
    const typeForm = page.getByRole('form', { name: 'Job type' });
    await typeForm.getByRole('combobox', { name: 'Type of employment' }).selectOption({ label: 'Full time' });
    const category = typeForm.getByRole('combobox', { name: 'Job category' });
    await expect(category.getByRole('option', { name: 'Operations & Logistics' })).toBeAttached();
    await category.selectOption({ label: 'Operations & Logistics' });
    await typeForm.getByRole('radio', { name: /Office/ }).check();
    await page.getByRole('button', { name: 'Save & continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your plan allows 3 open jobs' })).toBeVisible();
    await checkScreen(page, 'payments-limit-over');
    await page.getByRole('link', { name: 'Upgrade plan' }).click();

    await expect(page).toHaveURL(/\/employer\/pricing-and-plans/);
    await page.getByText('Yearly', { exact: true }).click();
    await expect(page.getByText('Current plan')).toBeHidden();
    await checkScreen(page, 'payments-pricing-employer');
    await page.getByRole('link', { name: /^(Upgrade|Choose plan): Plus$/ }).click();

    await expect(page).toHaveURL(/\/employer\/payment\?planId=/);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME20');
    await page.getByRole('button', { name: 'Apply' }).click();
    const pay = page.getByRole('button', { name: 'Pay $792.00' });
    await expect(pay).toBeVisible();
    await checkScreen(page, 'payments-checkout');
    await pay.click();
    await payInSandbox(page, 'Plus', 'later');
    await expect(page).toHaveURL(/\/employer\/payment-status\//);
    await expectPaid(page, { pendingFirst: true });
    await checkScreen(page, 'payments-status-success');

    // The limit is lifted: a fourth job can be started now.
    const started = await request.post(api('jobs/create-job-type'), {
      headers: { authorization: `Bearer ${bearer}` },
      data: { employmentType: 'FULL_TIME', workplaceType: 'WFH', categoryId: await firstCategory(request, bearer) },
    });
    expect(started.status(), await started.text()).toBe(200);

    await page.getByRole('link', { name: 'Go to my licence' }).click();
    await expect(page.getByText('Plus', { exact: true }).first()).toBeVisible();
    await page.goto('/employer/profile?tab=5');
    const row = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: 'Plus (yearly)' });
    await expect(row).toContainText('$792.00');
    await expect(row).toContainText('4242');
    await checkScreen(page, 'payments-transactions');
    const orders = await expectOk<{ items: { orderId: string; invoiceAvailable: boolean }[] }>(
      await request.post(api('order/transaction/list'), { headers: { authorization: `Bearer ${bearer}` }, data: {} }),
      'transactions',
    );
    const orderId = orders.items[0]?.orderId ?? '';
    const invoice = await expectOk<{ pdfUri: string; number: string }>(
      await request.post(api('order/invoice'), { headers: { authorization: `Bearer ${bearer}` }, data: { orderId } }),
      'invoice',
    );
    const pdf = await request.get(invoice.pdfUri);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(
      row.getByRole('link', { name: /Invoice for/ }).or(row.getByRole('button', { name: /Invoice for/ })),
    ).toBeVisible();

    // A top-up on top of the plan.
    await page.goto('/employer/top-up-plan');
    await page.getByRole('link', { name: 'Buy 10 extra job posts' }).click();
    await expect(page).toHaveURL(/\/employer\/top-up-payment\?topUpId=/);
    await page.getByRole('button', { name: /^Pay / }).click();
    await payInSandbox(page, '10 extra job posts');
    await expect(page).toHaveURL(/\/employer\/top-up-payment-success\?orderId=/);
    await expectPaid(page);
    const current = await expectOk<{ licence: { usage: { key: string; limit: number | string }[] } }>(
      await request.get(api('licence/employer/get-current-plan'), { headers: { authorization: `Bearer ${bearer}` } }),
      'current plan',
    );
    expect(current.licence.usage.find((u) => u.key === 'jobPosts')?.limit).toBe(60);
  });

  test('a job seeker asks someone else to pay: the link is mailed to them and opens the checkout', async ({
    page,
    request,
  }) => {
    const candidate = await registerVerifiedAccount(request, 'candidate');
    const payer = uniqueEmail('payer');
    await logIn(page, 'candidate', candidate.email, candidate.password, '/jobsseekers/pricing-and-plans');
    await page.getByRole('link', { name: /^(Upgrade|Choose plan): Job seeker Plus$/ }).click();
    await expect(page).toHaveURL(/\/jobsseekers\/payment\?planId=/);
    await page.getByRole('button', { name: 'Someone else pays? Send them a link' }).click();
    const form = page.getByRole('form', { name: 'Send a payment link' });
    await form.getByRole('textbox', { name: 'Their e-mail' }).fill(payer);
    await form.getByRole('combobox', { name: 'The link works for' }).selectOption({ label: '2 days' });
    await checkScreen(page, 'payments-payment-link');
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').getByText(`Payment link sent to ${payer}`)).toBeVisible();

    // The payer's mail carries the link to the order's checkout, which the payer can open.
    let mail: string | undefined;
    await expect
      .poll(async () => {
        const found = (await mailbox(request)).find((m) => m.to === payer);
        mail = found ? `${found.subject}\n${found.text}` : undefined;
        return mail;
      })
      .toMatch(/Payment requested: Job seeker Plus/);
    const url = /https?:\/\/\S+sandbox-checkout\/\S+/.exec(mail ?? '')?.[0] ?? '';
    expect(url, 'the mailed link').not.toBe('');
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Job seeker Plus' })).toBeVisible();
  });

  test('a job seeker buys a job seeker plan', async ({ page, request }) => {
    test.setTimeout(120_000);
    const candidate = await registerVerifiedAccount(request, 'candidate');
    await logIn(page, 'candidate', candidate.email, candidate.password, '/jobsseekers/pricing-and-plans');
    await checkScreen(page, 'payments-pricing-candidate');
    await page.getByRole('link', { name: /^(Upgrade|Choose plan): Job seeker Plus$/ }).click();
    await expect(page).toHaveURL(/\/jobsseekers\/payment\?planId=/);
    await page.getByRole('button', { name: 'Pay $9.00' }).click();
    await payInSandbox(page, 'Job seeker Plus');
    await expect(page).toHaveURL(/\/jobsseekers\/payment-status\//);
    await expectPaid(page);
    const bearer = await loginToken(request, candidate);
    const map = await expectOk<Record<string, boolean>>(
      await request.get(api('licence/get-licence-map'), { headers: { authorization: `Bearer ${bearer}` } }),
      'licence map',
    );
    expect(map.resume_builder).toBe(true);
  });
});

async function firstCategory(request: APIRequestContext, bearer: string): Promise<string> {
  const categories = await expectOk<{ _id: string }[]>(
    await request.post(api('category/all'), { headers: { authorization: `Bearer ${bearer}` }, data: {} }),
    'category/all',
  );
  return categories[0]?._id ?? '';
}
