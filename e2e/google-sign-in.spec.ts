// Google sign-in (issue #50 item 3, docs/google-sign-in.md) in a real browser against the built
// server and a real OpenID Connect provider the test runs as Google (GOOGLE_ISSUER points the
// server at its fixed port, playwright.config.ts). On a board of its own with its own Google
// client: a new person signs up as a candidate with "Continue with Google" and lands on the
// profile setup; then the board's owner, an existing employer, uses Google with the same verified
// e-mail and is signed in to their own account.
import { randomBytes } from 'node:crypto';
import { startTestProvider, type TestProvider } from '../server/auth/oidc/test-provider';
import { expectOk } from './support/jobs';
import { addConsoleAdmin, makeOwnBoard } from './support/own-board';
import { checkScreen } from './support/screens';
import { expect, test } from './support/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const CALLBACK = '/client/api/v1/social-auth/google/callback';

type Session = { token: string; user: { _id: string; email: string; role: string } };

test('[AUTH] a new candidate and an existing employer sign in with Google', async ({
  page,
  browser,
  request,
  extraHTTPHeaders,
}) => {
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'google',
    companyName: `Monsoon Freight ${randomBytes(2).toString('hex')}`,
    ownerName: 'Nandini Rao',
  });
  // The premium plan (social_login) and the admin who sets the board's Google client.
  await addConsoleAdmin(own, { firstName: 'Tomas', lastName: 'Berg' });
  const app = {
    clientId: `e2e-${randomBytes(6).toString('hex')}.apps.googleusercontent.com`,
    clientSecret: `GOCSPX-${randomBytes(18).toString('base64url')}`,
    redirectUri: `${own.origin}/google-sign-in`,
  };
  let google: TestProvider | null = null;
  try {
    google = await startTestProvider([app], PORT + 7);
    const admin = await expectOk<Session>(
      await own.api.post('/client/api/v1/employer/login', { data: own.admin }),
      'admin login',
    );
    await expectOk(
      await own.api.put('/client/api/v1/admin/settings', {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { gateways: { google: { clientId: app.clientId, clientSecret: app.clientSecret } } },
      }),
      'admin/settings',
    );

    // A new candidate, from the registration page.
    const email = `kavya.${randomBytes(4).toString('hex')}@gmail.com`;
    google.signInAs({
      sub: `g-${randomBytes(6).toString('hex')}`,
      email,
      email_verified: true,
      given_name: 'Kavya',
      family_name: 'Iyer',
    });
    await page.goto(`${own.origin}/jobsseekers/register`);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await checkScreen(page, 'google-sign-in-register');
    const created = page.waitForResponse((r) => r.url().endsWith(CALLBACK));
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const first = (await (await created).json()) as { data: Session };
    expect(first.data.user).toMatchObject({ email, role: 'candidate' });
    await expect(page).toHaveURL(/\/jobsseekers\/profile-setup$/);

    // The board's owner, an employer with this verified e-mail, from the employer login page of a
    // browser of their own.
    const context = await browser.newContext({ extraHTTPHeaders });
    try {
      const employerPage = await context.newPage();
      google.signInAs({
        sub: `g-${randomBytes(6).toString('hex')}`,
        email: own.owner.email,
        email_verified: true,
        given_name: 'Nandini',
        family_name: 'Rao',
      });
      await employerPage.goto(`${own.origin}/employer/login`);
      // A page of this context is not the fixture's: act once the app holds it (e2e/support/test.ts).
      await employerPage.waitForFunction(
        () => !document.getElementById('ssr-state') || document.documentElement.dataset.ready === 'true',
      );
      const linked = employerPage.waitForResponse((r) => r.url().endsWith(CALLBACK));
      await expect(employerPage.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
      await checkScreen(employerPage, 'google-sign-in-employer-login');
      await employerPage.getByRole('button', { name: 'Continue with Google' }).click();
      const second = await linked;
      expect(second.status()).toBe(200);
      const session = ((await second.json()) as { data: Session }).data;
      expect(session.user).toMatchObject({ email: own.owner.email, role: 'employer' });
      await expect(employerPage).toHaveURL(/\/employer\/(home|company-profile-setup)$/);
      // The same account the owner's password opens.
      const byPassword = await expectOk<Session>(
        await own.api.post('/client/api/v1/employer/login', { data: own.owner }),
        'owner login',
      );
      expect(session.user._id).toBe(byPassword.user._id);
    } finally {
      await context.close();
    }
  } finally {
    await google?.close();
    await own.api.dispose();
  }
});
