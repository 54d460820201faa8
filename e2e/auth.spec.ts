// Accounts (spec §4 Registration, Forgot password, Logout flow): a guest registers through the
// form, verifies the e-mailed code, is signed in, and logs out again; a user who forgot the
// password sets a new one with an e-mailed code and logs in with it.
import { expect, test } from './support/test';
import {
  canLogIn,
  lastOtp,
  PASSWORD,
  registerVerifiedAccount,
  uniqueEmail,
  uniqueMobile,
  type Role,
} from './support/api';
import { expectAccessible } from './support/axe';
import { accountMenu, enterCode, expectGuestHeader, loginPath, logOut } from './support/ui';

test.describe('[AUTH] registration, verification and logout', () => {
  test('a candidate registers, verifies the mailed code, lands on profile setup signed in, and logs out to the index as a guest', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('candidate');
    const name = { first: 'Meera', last: 'Iyer' };

    // A guest finds the sign-up from the board's index.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/jobsseekers\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your job seeker account' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill(name.first);
    await form.getByLabel('Last name').fill(name.last);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(uniqueMobile());
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create account' }).click();

    // The code step names the address the code went to.
    await expect(page).toHaveURL(/\/jobsseekers\/registration-verification\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);
    await enterCode(page, await lastOtp(request, email));
    await page.getByRole('button', { name: 'Verify e-mail' }).click();

    // A new candidate has not set up a profile yet, so the app sends them there, signed in.
    await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your profile' })).toBeVisible();
    await expect(accountMenu(page, `${name.first} ${name.last}`)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'My jobs' }),
    ).toBeVisible();
    await expectAccessible(page);

    await logOut(page, `${name.first} ${name.last}`);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible();
    await expectGuestHeader(page);
    await expectAccessible(page);
    // Logged out for real: the candidate's pages send a guest away again.
    await page.goto('/jobsseekers/profile-setup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an employer registers with a company name, verifies the mailed code, lands on company setup signed in, and logs out to the index as a guest', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('employer');
    const name = { first: 'Daniel', last: 'Okafor' };
    const company = 'Harbourline Freight';

    await page.goto('/employer/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your hiring account' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Create an account' }).click();

    await expect(page).toHaveURL(/\/employer\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Start hiring' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill(name.first);
    await form.getByLabel('Last name').fill(name.last);
    await form.getByLabel('Company name').fill(company);
    await form.getByLabel('Your job title').fill('Head of Talent');
    await form.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(uniqueMobile());
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create company account' }).click();

    await expect(page).toHaveURL(/\/employer\/register-verification\?email=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expectAccessible(page);
    await enterCode(page, await lastOtp(request, email));
    await page.getByRole('button', { name: 'Verify e-mail' }).click();

    // The company's owner sets up the company profile first, signed in to the employer area.
    await expect(page).toHaveURL(/\/employer\/company-profile-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your company profile' })).toBeVisible();
    const menu = accountMenu(page, `${name.first} ${name.last}`);
    await expect(menu).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Post a job' }),
    ).toBeVisible();
    await expectAccessible(page);

    // The account menu names the company registered with.
    await menu.click();
    await expect(page.getByRole('menu')).toContainText(company);
    await page.keyboard.press('Escape');

    await logOut(page, `${name.first} ${name.last}`);

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next job' })).toBeVisible();
    await expectGuestHeader(page);
    await expectAccessible(page);
    await page.goto('/employer/home');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('[AUTH] forgot password', () => {
  for (const role of ['candidate', 'employer'] as const satisfies readonly Role[]) {
    test(`${role === 'employer' ? 'an' : 'a'} ${role} resets a forgotten password with the mailed code and logs in with the new one`, async ({
      page,
      request,
    }) => {
      const account = await registerVerifiedAccount(request, role);
      const newPassword = 'Lighthouse@77';
      const area = role === 'candidate' ? '/jobsseekers' : '/employer';

      await page.goto(loginPath[role]);
      await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
      await expectAccessible(page);
      // The e-mail typed on the login form goes along to the reset.
      await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
      await page.getByRole('link', { name: 'Forgot password?' }).click();

      await expect(page).toHaveURL(new RegExp(`${area}/forgot-password\\?email=`));
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Send reset code' }).click();

      await expect(page).toHaveURL(new RegExp(`${area}/forgot-password-otp\\?email=`));
      await expect(page.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
      await expectAccessible(page);
      await enterCode(page, await lastOtp(request, account.email, { subject: /password reset/ }));
      await page.getByRole('button', { name: 'Continue' }).click();

      await expect(page).toHaveURL(new RegExp(`${area}/new-password$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
      await expect(page.getByText(account.email)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();

      await expect(page).toHaveURL(new RegExp(`${area}/password-change-successfully\\?email=`));
      await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Log in' }).last().click();

      // The login form already holds the e-mail; the new password works and the old one no longer does.
      await expect(page).toHaveURL(new RegExp(`${loginPath[role]}\\?email=`));
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email);
      expect(await canLogIn(request, role, account.email, account.password)).toBe(false);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
      await page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' }).click();

      const setup =
        role === 'candidate'
          ? { path: '/jobsseekers/profile-setup', title: 'Set up your profile' }
          : { path: '/employer/company-profile-setup', title: 'Set up your company profile' };
      await expect(page).toHaveURL(new RegExp(`${setup.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: setup.title })).toBeVisible();
      await expect(accountMenu(page, `${account.firstName} ${account.lastName}`)).toBeVisible();
      await expectAccessible(page);
    });
  }
});
