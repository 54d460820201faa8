// Admin console, "Plans and pricing" (docs/payments.md, "The console's catalogue editor"): on a board
// of its own, so the demo board's prices stay as the payment journeys expect, the admin changes an
// employer plan's price and a guest sees the new price on the board's employer pricing page; the
// admin creates a coupon and finds it listed. The screen is read by axe and at phone width.
import { expect, test } from './support/test';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin } from './support/own-board';
import { checkScreen } from './support/screens';

test('[ADMIN] the admin reprices an employer plan, guests see the new price, and a coupon is created', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'catalogue',
    companyName: 'Tidewater Ledger Co',
    ownerName: 'Anika Rao',
  });
  await addConsoleAdmin(own, { firstName: 'Milo', lastName: 'Verma' });
  await signInAsAdmin(page, own, '/admin/catalogue');
  await own.api.dispose();

  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  const plans = page.getByRole('list', { name: 'Employer plans' });
  // Plus is sold monthly and yearly under one name: the monthly card is the one priced a month.
  const plus = plans.getByRole('listitem', { name: 'Plus' }).filter({ hasText: 'PLUS_MONTHLY' });
  await expect(plus.getByText(/^\$99\.00 a month/)).toBeVisible();
  await checkScreen(page, 'admin-catalogue-plans');

  // The price is changed in the plan's drawer; the card shows it once saved.
  await plus.getByRole('button', { name: 'Edit Plus (PLUS_MONTHLY)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Plus' });
  const price = drawer.getByRole('textbox', { name: 'Price (USD)', exact: true });
  await expect(price).toHaveValue('99');
  await price.fill('129.5');
  await checkScreen(page, 'admin-catalogue-plan-drawer');
  await drawer.getByRole('button', { name: 'Save plan' }).click();
  await expect(drawer).toBeHidden();
  await expect(plus.getByText(/^\$129\.50 a month/)).toBeVisible();

  // A guest on the board's host sees the new price on the employer pricing page.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`${own.origin}/employer-pricing-plans`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Plans for employers' })).toBeVisible();
  const card = guest.getByRole('article', { name: 'Plus' });
  await expect(card.getByTestId('plan-price')).toHaveText('$129.50');
  await guestContext.close();

  // A coupon is created and listed.
  await page.getByRole('tab', { name: 'Coupons' }).click();
  await expect(page.getByText('No coupon yet')).toBeVisible();
  await page.getByRole('button', { name: 'New coupon' }).click();
  const couponDrawer = page.getByRole('dialog', { name: 'New coupon' });
  await couponDrawer.getByRole('textbox', { name: 'Code' }).fill('launch25');
  await expect(couponDrawer.getByRole('textbox', { name: 'Code' })).toHaveValue('LAUNCH25');
  await couponDrawer.getByRole('textbox', { name: 'Percent off' }).fill('25');
  await couponDrawer.getByRole('textbox', { name: 'Uses in all' }).fill('100');
  await checkScreen(page, 'admin-catalogue-coupon-drawer');
  await couponDrawer.getByRole('button', { name: 'Create coupon' }).click();
  await expect(couponDrawer).toBeHidden();
  const coupon = page.getByRole('list', { name: 'Coupons' }).getByRole('listitem', { name: 'LAUNCH25' });
  await expect(coupon.getByText('25% off · every plan')).toBeVisible();
  await expect(coupon.getByText(/used 0 of 100 times/)).toBeVisible();
  await checkScreen(page, 'admin-catalogue-coupons');
});
