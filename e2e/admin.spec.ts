// The admin console's frame and its own sections (issue 16, item 5): every console route sends a
// guest to the login and a candidate home; the board's admin declines a live job with a reason
// (the poster is e-mailed it and the job leaves the board), approves it again, acts as a
// candidate with the banner on screen and stops, suspends that candidate (who can no longer log
// in) and lifts it, and finds the decisions in the audit log.
import { CONSOLE_SECTIONS } from '../shared/console/sections';
import { canLogIn, mailbox, registerVerifiedAccount } from './support/api';
import { api, DEMO_EMPLOYER, DEMO_PASSWORD, expectOk, postJob, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { expect, test, type Page } from './support/test';
import { logIn, logInOnScreen } from './support/ui';

const DEMO_ADMIN = 'admin@demo.jobboard.local';

/** Picks a segment of a segmented control by its visible label (its radio is visually hidden). */
const segment = (page: Page, label: string) => page.locator('label', { hasText: new RegExp(`^${label}$`) }).click();

test.describe('[ADMIN] the admin console', () => {
  test('no console route opens for a guest or a candidate', async ({ page, request }) => {
    await page.goto('/admin/jobs');
    await expect(page).toHaveURL(/\/employer\/login$/);
    const seeker = await registerVerifiedAccount(request, 'candidate');
    await logIn(page, 'candidate', seeker.email, seeker.password);
    for (const section of CONSOLE_SECTIONS) {
      await page.goto(section.path);
      await expect(page, `${section.path} sends a candidate home`).toHaveURL(/\/browse-jobs$/);
    }
  });

  test('the admin decides a job, acts as a candidate, suspends them and reads it all in the log', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const word = token();
    const title = `Night Dispatch Lead ${word}`;
    const employer = await expectOk<{ token: string }>(
      await request.post(api('employer/login'), { data: { email: DEMO_EMPLOYER.email, password: DEMO_PASSWORD } }),
      'employer/login',
    );
    const job = await postJob(request, employer.token, title, []);
    const seeker = await registerVerifiedAccount(request, 'candidate', { firstName: 'Ishaan', lastName: word });

    await logInOnScreen(page, 'employer', DEMO_ADMIN, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Last 30 days' })).toBeVisible();
    await checkScreen(page, 'admin-1-dashboard');

    // Decline the live job with a reason: the poster is e-mailed it and the job leaves the board.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: /Job approvals/ })
      .click();
    await segment(page, 'Approved');
    await page.getByRole('textbox', { name: 'Search by title or company' }).fill(word);
    await page.getByRole('button', { name: `Decline ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Decline “${title}”` });
    await dialog.getByRole('button', { name: 'Decline and e-mail the employer' }).click();
    await expect(dialog.getByText('Say why, so the employer can fix it')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Add the shift pattern and the night allowance.');
    await checkScreen(page, 'admin-2-decline');
    await dialog.getByRole('button', { name: 'Decline and e-mail the employer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Decline ${title}` })).toBeHidden();
    await expect
      .poll(async () => (await mailbox(request)).find((m) => m.to === DEMO_EMPLOYER.email && m.subject.includes(title)))
      .toMatchObject({ text: expect.stringContaining('Add the shift pattern and the night allowance.') });
    expect((await request.get(api(`jobs/get/guest/${job._id}`))).status()).toBe(404);

    await segment(page, 'Declined');
    await expect(page.getByText('Declined: Add the shift pattern and the night allowance.')).toBeVisible();
    await page.getByRole('button', { name: `Approve ${title}` }).click();
    await expect(page.getByRole('button', { name: `Approve ${title}` })).toBeHidden();
    await checkScreen(page, 'admin-3-jobs');

    // Act as the candidate: their screens, with the banner, until the admin stops.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: /Accounts/ })
      .click();
    await page.getByRole('textbox', { name: 'Search' }).fill(seeker.email);
    await page.getByRole('button', { name: `Act as Ishaan ${word}` }).click();
    await expect(page).toHaveURL(/\/browse-jobs$/);
    const banner = page.getByRole('status').filter({ hasText: 'You are acting as' });
    await expect(banner).toContainText(seeker.email);
    await banner.getByRole('button', { name: 'Stop acting' }).click();
    await expect(page).toHaveURL(/\/admin\/accounts$/);
    await expect(banner).toBeHidden();

    // Suspend them: they cannot log in until the suspension is lifted.
    await page.getByRole('textbox', { name: 'Search' }).fill(seeker.email);
    await page.getByRole('button', { name: `Suspend Ishaan ${word}` }).click();
    const suspend = page.getByRole('dialog', { name: `Suspend Ishaan ${word}` });
    await suspend.getByRole('textbox', { name: 'Reason' }).fill('Applies to every job with the same copied letter.');
    await suspend.getByRole('button', { name: 'Suspend the account' }).click();
    await expect(page.getByRole('button', { name: `Lift the suspension of Ishaan ${word}` })).toBeVisible();
    await checkScreen(page, 'admin-4-accounts');
    expect(await canLogIn(request, 'candidate', seeker.email, seeker.password)).toBe(false);
    await page.getByRole('button', { name: `Lift the suspension of Ishaan ${word}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Lift the suspension' }).click();
    await expect(page.getByRole('button', { name: `Suspend Ishaan ${word}` })).toBeVisible();
    expect(await canLogIn(request, 'candidate', seeker.email, seeker.password)).toBe(true);

    // The log has each decision, newest first, with who made it.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: /Audit log/ })
      .click();
    await page.getByRole('textbox', { name: 'Action contains' }).fill('account.');
    // Only this journey's candidate: another journey's admin may be deciding accounts meanwhile.
    const entries = page
      .getByRole('list', { name: 'Audit entries' })
      .getByRole('listitem')
      .filter({ hasText: seeker.email });
    await expect(entries.first()).toContainText('account.unsuspend');
    await expect(entries.nth(1)).toContainText('Applies to every job with the same copied letter.');
    await checkScreen(page, 'admin-5-audit-log');
  });
});
