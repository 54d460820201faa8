// Client onboarding (spec §2 public routes /onboarding, /onboarding-otp, /onboarding-steps; §4 new
// admin signup): a company creates its own job board on the platform host, confirms the e-mailed
// code, and the board is live on its own subdomain under its own name.
import pg from 'pg';
import { expect, test } from './support/test';
import { lastOtp, PASSWORD, uniqueEmail, uniqueSubdomain } from './support/api';
import { expectAccessible } from './support/axe';
import { databaseUrl } from './support/database';
import { checkScreen } from './support/screens';
import { accountMenu } from './support/ui';

test.describe('[ONBOARDING] a new job board', () => {
  test('is created on the platform host with a unique subdomain, verified with the mailed code, and goes live under its own name', async ({
    page,
    request,
    baseURL,
  }) => {
    const platform = new URL(baseURL ?? 'http://localhost:4173');
    const subdomain = uniqueSubdomain('lumen');
    const boardHost = `${subdomain}.${platform.hostname}`;
    const boardOrigin = `${platform.protocol}//${boardHost}:${platform.port}`;
    const company = 'Lumen Analytics';
    const admin = { name: 'Ada Lovelace', email: uniqueEmail('board-admin') };

    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: "Launch your company's job board today" })).toBeVisible();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Create your job board' });
    await form.getByRole('textbox', { name: 'Company name' }).fill(company);
    // The address is proposed from the company name until the user types their own.
    await expect(form.getByRole('textbox', { name: 'Job board address' })).toHaveValue('lumen-analytics');
    await form.getByRole('textbox', { name: 'Job board address' }).fill(subdomain);
    await expect(page.getByText(`${boardHost} is available`)).toBeVisible();
    await form.getByRole('textbox', { name: 'Your full name' }).fill(admin.name);
    await form.getByRole('textbox', { name: 'Work e-mail' }).fill(admin.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    const country = form.getByRole('combobox', { name: 'Country' });
    await expect(country, 'the country list has loaded (POST /countries)').toBeEnabled();
    await country.fill('India');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    // A country with one time zone picks it by itself.
    await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Kolkata (UTC+05:30)');
    await form.getByRole('checkbox', { name: /I agree to the terms of use and the privacy policy/ }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create my job board' }).click();

    await expect(page).toHaveURL(/\/onboarding-otp$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(admin.email)).toBeVisible();
    await expectAccessible(page);

    // The code belongs to the new board (still in onboarding): its mailbox is on its own host.
    const code = await lastOtp(request, admin.email, { host: boardHost });
    // The sixth digit sends the code by itself.
    const verification = page.waitForResponse((r) => r.url().endsWith('/client/verify-client'));
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    const verified = await verification;
    expect(verified.status(), `client/verify-client answered ${await verified.text()}`).toBe(200);

    await expect(page).toHaveURL(/\/onboarding-steps$/);
    await expect(page.getByRole('heading', { level: 1, name: `${company} is live` })).toBeVisible();
    await expect(page.getByText(boardHost, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your job board' })).toHaveAttribute(
      'href',
      `${boardOrigin}/employer/company-profile-setup`,
    );
    await expect(page.getByText('0 of 3 done')).toBeVisible();
    await expectAccessible(page);

    // The new board answers on its own host, under its own name.
    await page.goto(`${boardOrigin}/`);
    await expect(page).toHaveURL(`${boardOrigin}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${company} home` })).toBeVisible();
    await expect(header).toContainText(company);
    await expect(header).not.toContainText('Northwind');
    await expectAccessible(page);

    // Its administrator logs in there with the e-mail and password chosen at signup.
    await page.goto(`${boardOrigin}/employer/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${boardOrigin}/employer/company-profile-setup`);
    await expect(accountMenu(page, admin.name)).toBeVisible();
    await expectAccessible(page);
  });

  test('a company that would rather talk first books a demo from the signup page, and the lead is kept', async ({
    page,
  }) => {
    const email = uniqueEmail('lead');
    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Book a demo' }).click();
    const form = page.getByRole('form', { name: 'Talk to our team' });
    await form.getByText('Ask about pricing', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Ask about pricing' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Full name' }).fill('Meera Iyer');
    await form.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Company' }).fill('BrightPath Staffing');
    await form.getByRole('combobox', { name: 'Company size' }).selectOption('201-500');
    await checkScreen(page, 'onboarding-lead');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').getByText('Thanks, our team will contact you shortly')).toBeVisible();

    const db = new pg.Client({ connectionString: databaseUrl(process.env.E2E_DATABASE ?? '') });
    await db.connect();
    try {
      const { rows } = await db.query<{ type: string; company_name: string; page_url: string }>(
        'select type, company_name, page_url from leads where email = $1',
        [email],
      );
      expect(rows).toEqual([
        { type: 'pricing', company_name: 'BrightPath Staffing', page_url: expect.stringMatching(/\/onboarding$/) },
      ]);
    } finally {
      await db.end();
    }
  });
});
