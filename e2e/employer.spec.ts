// The employer's account (issue 17): a new owner sets up the company profile (logo, about) and
// sees it on the public company page; every account tab opens by its index; the owner invites a
// team member who may only post jobs, the member cannot open responses (hidden in the navigation,
// a no-access page, 403 from the API) until the owner grants "Manage applicants".
import { Buffer } from 'node:buffer';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { lastOtp, PASSWORD, registerVerifiedAccount, uniqueEmail } from './support/api';
import { api, expectOk, postJob, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn, typeAndPick } from './support/ui';

// A 1×1 PNG: the upload checks the type by content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const TABS = ['Overview', 'My profile', 'My team', 'My licence', 'Reviews', 'Transactions', 'Change password'];

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await expectOk<{ token: string }>(
    await request.post(api('employer/login'), { data: { email, password } }),
    `employer/login ${email}`,
  );
  return answer.token;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).first();

test.describe('[EMPLOYER] account, company profile and team', () => {
  test('a new owner sets up the company profile with a logo and about text, sees it on the public page, and opens every account tab by its index', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const registeredAs = `Tidewater ${token()}`;
    const owner = await registerVerifiedAccount(request, 'employer', {
      firstName: 'Amara',
      lastName: 'Nwosu',
      companyName: registeredAs,
    });
    const company = `Tidewater Freight ${token()}`;
    const about = `We run cold-chain depots along the coast ${token()}.`;

    await logIn(page, 'employer', owner.email, owner.password);
    await expect(page).toHaveURL(/\/employer\/company-profile-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your company profile' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Company profile' });
    await expect(form.getByLabel('Company name')).toHaveValue(registeredAs);
    await checkScreen(page, 'employer-company-setup');

    await form.getByLabel('Company name').fill(company);
    await form
      .getByLabel('Company logo: choose an image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    // The logo is cropped to a square before it is uploaded.
    const crop = page.getByRole('dialog', { name: 'Crop the logo' });
    const uploaded = page.waitForResponse((r) => r.url().includes('/client/api/v1/files/upload'));
    await crop.getByRole('button', { name: 'Use this crop' }).click();
    const upload = await uploaded;
    expect(upload.ok(), `files/upload answered ${upload.status()}`).toBe(true);
    const logoUri = ((await upload.json()) as { data: { uri: string } }).data.uri;
    await expect(form.getByRole('button', { name: 'Change logo' })).toBeVisible();

    await form.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Logistics and Supply Chain' }).click();
    await form.getByLabel('Company size').selectOption('51-200');
    await form.getByLabel('Founded in').fill('2012');
    await form.getByLabel('Website').first().fill('https://tidewater.example.com');
    await form.getByRole('textbox', { name: 'About' }).fill(about);
    await form.getByLabel('Country').selectOption({ label: 'India' });
    await typeAndPick(page, form.getByRole('combobox', { name: 'City' }), 'Pune', 'Pune');
    await form.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/company/tidewater');
    const benefits = form.getByRole('combobox', { name: 'Benefits' });
    await benefits.fill('Night-shift allowance');
    await benefits.press('Enter');

    // A bad website is caught before sending.
    await form.getByLabel('Website').first().fill('tidewater.example.com');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await expect(form.getByText('Enter the full address, starting with https://')).toBeVisible();
    await form.getByLabel('Website').first().fill('https://tidewater.example.com');
    await form.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page).toHaveURL(/\/employer\/profile-setup-success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Company profile ready' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Post your first job' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
    await checkScreen(page, 'employer-setup-success');

    await page.getByRole('link', { name: 'View your public company page' }).click();
    await expect(page).toHaveURL(/\/company-profile\?slug=/);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByTestId('company-about')).toContainText(about);
    // The logo comes as its display copy (GET /files/:name?w=N), decoded by the browser.
    const logo = page.locator(`img[src^="${logoUri}?w="]`).first();
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('Night-shift allowance')).toBeVisible();

    // Every tab opens by its index; the tab routes open the same page.
    for (const [index, label] of TABS.entries()) {
      await page.goto(`/employer/profile?tab=${index}`);
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
      if (index === 0) {
        await expect(page.getByRole('form', { name: 'Company overview' }).getByLabel('Company name')).toHaveValue(
          company,
        );
        await checkScreen(page, 'employer-account-overview');
      }
      if (index === 2) {
        await expect(page.getByText('No team members yet')).toBeVisible();
        await checkScreen(page, 'employer-account-team');
      }
      if (index === 3) {
        await expect(page.getByRole('heading', { level: 2, name: 'Your access' })).toBeVisible();
        // The owner sees the company's plan (a new company starts on its trial), or that it has none.
        await expect(
          page
            .getByRole('heading', { level: 2, name: 'Current plan' })
            .or(page.getByText('Your company has no plan yet')),
        ).toBeVisible();
        await checkScreen(page, 'employer-account-licence');
      }
      if (index === 6) await checkScreen(page, 'employer-account-password');
    }
    await page.goto('/employer/profile/my-team');
    await expect(page).toHaveURL(/\/employer\/profile\?tab=2$/);
    await expect(page.getByRole('tab', { name: 'My team' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/employer\/profile\?tab=1$/);
    await expect(page.getByRole('form', { name: 'My profile' }).getByLabel('First name')).toHaveValue('Amara');
    await checkScreen(page, 'employer-account-profile');
  });

  test('an invited member who may only post jobs cannot open responses until the owner grants "Manage applicants"', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const owner = await registerVerifiedAccount(request, 'employer', { firstName: 'Kofi', lastName: 'Mensah' });
    const member = { first: 'Lena', last: 'Fischer', email: uniqueEmail('member') };

    // The owner invites the member from the team tab, with "Post jobs" only.
    await logIn(page, 'employer', owner.email, owner.password, '/employer/profile?tab=2');
    await page.getByRole('button', { name: 'Invite a team member' }).click();
    const invite = page.getByRole('form', { name: 'Invite team member' });
    await invite.getByLabel('First name').fill(member.first);
    await invite.getByLabel('Last name').fill(member.last);
    await invite.getByRole('textbox', { name: 'Work e-mail' }).fill(member.email);
    await invite.getByLabel('Job title').fill('Recruitment Coordinator');
    await invite.getByRole('checkbox', { name: /^Post jobs/ }).check();
    await checkScreen(page, 'employer-team-invite');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const row = page.getByRole('listitem', { name: `${member.first} ${member.last}` });
    await expect(row).toBeVisible();
    await expect(row.getByText('Invited', { exact: true })).toBeVisible();
    await expect(row.getByText('Post jobs', { exact: true })).toBeVisible();
    await checkScreen(page, 'employer-team-list');

    // The member sets a password with the mailed code, as the invitation says.
    const otp = await lastOtp(request, member.email);
    const ticket = await expectOk<{ resetToken: string }>(
      await request.post(api('employer/verify-reset-password-otp'), { data: { email: member.email, otp } }),
      'verify-reset-password-otp',
    );
    await expectOk(
      await request.post(api('employer/reset-password'), {
        data: { resetToken: ticket.resetToken, password: PASSWORD },
      }),
      'reset-password',
    );

    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await logIn(memberPage, 'employer', member.email, PASSWORD);
    await expect(memberPage).toHaveURL(/\/employer\/home$/);
    await expect(mainNav(memberPage).getByRole('link', { name: 'Post a job' })).toBeVisible();
    await expect(mainNav(memberPage).getByRole('link', { name: 'All applicants' })).toHaveCount(0);
    await expect(memberPage.getByRole('link', { name: /Review applicants/ })).toHaveCount(0);

    // Posting works; the responses do not, on screen and in the API.
    const memberToken = await apiLogin(request, member.email, PASSWORD);
    const job = await postJob(request, memberToken, `Depot Planner ${token()}`, []);
    const refused = await request.post(api('userjobs/list'), {
      headers: { authorization: `Bearer ${memberToken}` },
      data: { page: 1, limit: 10, jobId: job._id },
    });
    expect(refused.status()).toBe(403);
    await memberPage.goto(`/employer/responses?jobId=${job._id}`);
    await expect(memberPage.getByRole('heading', { level: 1, name: "You don't have access" })).toBeVisible();
    await expect(memberPage.getByText(/ask your company owner/i)).toBeVisible();
    await checkScreen(memberPage, 'employer-responses-no-access');

    // The owner grants "Manage applicants".
    await page.reload();
    await row.getByRole('button', { name: `Actions for ${member.first} ${member.last}` }).click();
    await page.getByRole('menuitem', { name: 'Edit details and permissions' }).click();
    const edit = page.getByRole('form', { name: 'Edit team member' });
    await expect(edit.getByRole('checkbox', { name: /^Post jobs/ })).toBeChecked();
    await edit.getByRole('checkbox', { name: /^Manage applicants/ }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(row.getByText('Manage applicants', { exact: true })).toBeVisible();

    // The member now opens the responses.
    const allowed = await request.post(api('userjobs/list'), {
      headers: { authorization: `Bearer ${memberToken}` },
      data: { page: 1, limit: 10, jobId: job._id },
    });
    expect(allowed.status(), await allowed.text()).toBe(200);
    await memberPage.goto(`/employer/responses?jobId=${job._id}`);
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Responses' })).toBeVisible();
    await expect(mainNav(memberPage).getByRole('link', { name: 'All applicants' })).toBeVisible();
    await memberContext.close();
  });
});
