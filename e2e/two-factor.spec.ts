// Two-factor sign-in (issue #48 item 1, docs/two-factor.md): an employer turns it on from the
// account's change password tab (reading the key shown on screen, making the code here as an
// authenticator app would), signs in again with a code from the app, then with a recovery code
// trusting the browser, after which the same browser signs in with the password alone.
// Race-free across the 30-second steps: each code is made right before it is sent, and the sign-in
// uses the next step's code, which the server's ±1 step window takes and the confirmation has not
// spent.
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './support/test';
import { registerVerifiedAccount } from './support/api';
import { DEMO_PASSWORD } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn, logInOnScreen, loginPath } from './support/ui';

const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function passwordStep(page: Page, email: string, password: string): Promise<void> {
  await page.goto(loginPath.employer);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/employer/login'));
  await form.getByRole('button', { name: 'Log in' }).click();
  expect((await answered).status()).toBe(403);
  await expect(page.getByRole('form', { name: 'Two-factor sign-in' })).toBeVisible();
}

async function finishSignIn(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/two-factor/sign-in'));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/employer\/login/);
}

test.describe('[TWO-FACTOR] sign-in with an authenticator app', () => {
  test('an employer turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
    page,
    request,
  }) => {
    const owner = await registerVerifiedAccount(request, 'employer', { firstName: 'Ines', lastName: 'Okafor' });
    await logIn(page, 'employer', owner.email, owner.password, '/employer/profile?tab=6');

    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const secret = (await section.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
    await checkScreen(page, 'two-factor-enrol');

    const code = section.getByRole('textbox', { name: 'Code from your authenticator app' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(codeAt(secret, Date.now()));
    await section.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codes = section.getByTestId('recovery-code');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().innerText()).trim();
    await checkScreen(page, 'two-factor-recovery-codes');
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();

    // Signing in again asks for the app's code.
    await signOut(page);
    await passwordStep(page, owner.email, owner.password);
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    await checkScreen(page, 'two-factor-sign-in-step');
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(codeAt(secret, Date.now() + 30_000));
    await finishSignIn(page);

    // And, with the phone lost, a recovery code does it once.
    await signOut(page);
    await passwordStep(page, owner.email, owner.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode);
    await page.getByRole('checkbox', { name: /Trust this browser for 30 days/ }).check();
    await finishSignIn(page);

    // The trusted browser (its HttpOnly cookie kept, the session gone) skips the second step.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies({ name: 'user' });
    await logInOnScreen(page, 'employer', owner.email, owner.password);
    await page.goto('/employer/profile?tab=6');
    await expect(section.getByText(/^Chrome/)).toBeVisible();
  });

  test('an admin finds two-factor sign-in in the console', async ({ page }) => {
    // The shared demo admin only looks: turning it on would ask other journeys' admin logins for a code.
    await logIn(page, 'employer', 'admin@demo.jobboard.local', DEMO_PASSWORD, '/admin/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Your sign-in' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeVisible();
    await checkScreen(page, 'two-factor-admin');
  });
});
