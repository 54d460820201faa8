// Subscription and billing in Chromium on the sandbox gateway: a new employer subscribes to Lite
// through the API (the sandbox saves the card of a subscription's checkout), then on the My
// licence tab sees the renewal and the saved card, subscribes to Plus with a new card on the
// sandbox's page, makes the first card the default again, buys Premium with it at once, and
// cancels the renewal after confirming. The cards pay with 4000 0000 0000 0077, the sandbox's card
// that settles at once, so nothing waits for the settlement delay.
import { registerVerifiedAccount } from './support/api';
import { api, expectOk, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { expect, test, type APIRequestContext } from './support/test';
import { logIn } from './support/ui';

const SETTLES_AT_ONCE = '4000 0000 0000 0077';
const FIRST_CARD = 'Visa ending in 0077, expires 08/2029';
const SECOND_CARD = 'Visa ending in 0077, expires 12/2030';

type Plan = { _id: string; name: string; subscription: string };

async function monthlyPlan(request: APIRequestContext, bearer: string, subscription: string): Promise<Plan> {
  const plans = await expectOk<{ items: Plan[] }>(
    await request.post(api('licence/employer/get-plans/list'), {
      headers: { authorization: `Bearer ${bearer}` },
      data: { page: 1, limit: 50, billingPeriod: 'MONTHLY' },
    }),
    'employer plans',
  );
  const plan = plans.items.find((p) => p.subscription === subscription);
  if (!plan) throw new Error(`no ${subscription} plan on sale`);
  return plan;
}

test('an employer subscribes, manages the saved cards, buys with one and cancels the renewal', async ({
  page,
  request,
}) => {
  const employer = await registerVerifiedAccount(request, 'employer', { companyName: `Tern Haulage ${token()}` });
  const bearer = (
    await expectOk<{ token: string }>(
      await request.post(api('employer/login'), { data: { email: employer.email, password: employer.password } }),
      'employer login',
    )
  ).token;

  // Lite, monthly, as a subscription: the sandbox's checkout page saves the card it is paid with.
  const lite = await monthlyPlan(request, bearer, 'LITE_MONTHLY');
  const checkout = await expectOk<{ orderId: string; checkoutUrl: string }>(
    await request.post(api('subscription/employer/customer/checkout'), {
      headers: { authorization: `Bearer ${bearer}` },
      data: { planId: lite._id, currency: 'USD' },
    }),
    'subscription checkout',
  );
  const paid = await request.post(checkout.checkoutUrl, {
    form: { action: 'pay', name: 'Tern Accounts', number: SETTLES_AT_ONCE, expiry: '08/29', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  await expect
    .poll(
      async () =>
        (
          await expectOk<{ status: number }>(
            await request.get(api(`order/status/${checkout.orderId}`), {
              headers: { authorization: `Bearer ${bearer}` },
            }),
            'order status',
          )
        ).status,
    )
    .toBe(1);

  await logIn(page, 'employer', employer.email, employer.password, '/employer/profile?tab=3');
  const renewal = page.getByRole('region', { name: 'Renewal' });
  await expect(renewal).toContainText('Renews on');
  await expect(renewal).toContainText('Visa ending in •••• 0077');
  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByRole('listitem').filter({ hasText: '08/2029' })).toContainText('Default');

  // Plus with a new card: the sandbox's page, then the payment's status page.
  const change = page.getByRole('region', { name: 'Buy or change plan' });
  const planSelect = change.getByRole('combobox', { name: 'Plan' });
  await planSelect.selectOption(
    (await planSelect.locator('option', { hasText: 'Plus (monthly)' }).getAttribute('value')) ?? '',
  );
  await change.getByRole('radio', { name: /A new card/ }).click();
  await change.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_cs_/);
  await expect(page.getByText('This card is saved to renew the plan')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(SETTLES_AT_ONCE);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/employer\/payment-status\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to my licence' }).click();

  // Two cards now, the new one charged by renewals; the first is made the default again.
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  const first = cards.getByRole('listitem').filter({ hasText: '08/2029' });
  const second = cards.getByRole('listitem').filter({ hasText: '12/2030' });
  await expect(second).toContainText('Default');
  await first.getByRole('button', { name: `Make default: ${FIRST_CARD}` }).click();
  await expect(first).toContainText('Default');
  await expect(second.getByRole('button', { name: `Make default: ${SECOND_CARD}` })).toBeVisible();

  // Premium at once with the default card.
  await planSelect.selectOption(
    (await planSelect.locator('option', { hasText: 'Premium (monthly)' }).getAttribute('value')) ?? '',
  );
  await expect(change.getByRole('radio', { name: /Visa ending in 0077 \(default\)/ })).toBeChecked();
  await change.getByRole('button', { name: 'Pay with saved card' }).click();
  await expect(change.getByText('You are now on Premium.', { exact: false })).toBeVisible();
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();

  // Cancelling the renewal asks first; the plan then ends with its paid period.
  await renewal.getByRole('button', { name: 'Cancel renewal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the renewal of Premium?' });
  await expect(dialog.getByRole('radio', { name: 'At the end of the paid period' })).toBeChecked();
  await dialog.getByRole('combobox', { name: 'Why are you cancelling? (optional)' }).selectOption('not_hiring');
  await checkScreen(page, 'subscriptions-cancel');
  await dialog.getByRole('button', { name: 'Cancel renewal' }).click();
  await expect(dialog).toBeHidden();
  await expect(renewal).toContainText('Ends on');
  await expect(renewal.getByRole('button', { name: 'Cancel renewal' })).toBeHidden();
  await expect(renewal).toContainText('Your plan does not renew.');
  await checkScreen(page, 'subscriptions-billing');
});
