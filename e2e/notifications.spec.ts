// The notification centre end to end (issue 13): a candidate applies (through the API; applying is
// its own journey); the employer's bell counts the new applicant, the notification opens the
// application, and the employer shortlists the candidate there. The candidate's header badge then
// shows 1 unread, the notification opens the application in My jobs, and the badge clears — in a
// second tab of the candidate as well, without a reload.
import { expect, test, type Page } from './support/test';
import { jobWithApplicant } from './support/applicant';
import { DEMO_EMPLOYER, DEMO_PASSWORD, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { accountMenu, logIn } from './support/ui';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /unread notification/ });

test.describe('[NOTIFICATIONS] the notification centre and the header badge', () => {
  test('the employer hears of a new applicant and shortlists them; the candidate’s badge shows 1 unread, opens the application and clears', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const title = `Night Dispatch Lead ${token()}`;
    const { candidate, candidateName } = await jobWithApplicant(request, title, {
      firstName: 'Kavya',
      lastName: 'Menon',
    });

    // 1. The employer's notification centre lists the new applicant; opening it opens the application.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await logIn(employer, 'employer', DEMO_EMPLOYER.email, DEMO_PASSWORD);
    await expect(accountMenu(employer, DEMO_EMPLOYER.name)).toBeVisible();
    await expect(bell(employer)).toHaveAccessibleName(/^\d+ unread notifications?$/);
    await bell(employer).click();
    await expect(employer).toHaveURL(/\/employer\/notification$/);
    await expect(employer.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const news = employer.getByRole('listitem', { name: `Unread: New applicant for ${title}` });
    await expect(news).toBeVisible();
    await expect(news).toContainText(`${candidateName} applied to ${title}.`);
    await checkScreen(employer, 'notifications-employer');
    await news.getByRole('link', { name: `New applicant for ${title}` }).click();
    await expect(employer).toHaveURL(/\/employer\/response-detail\?userJobId=/);
    await expect(employer.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
    const actions = employer.getByRole('group', { name: 'Status actions' });
    // The change shows at once (optimistic) but is sent only after: leaving the page before its
    // answer could leave before it was sent (the gate once found the candidate with nothing unread).
    const saved = employer.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/client/api/v1/userjobs/update/'),
    );
    await actions.getByRole('button', { name: 'Shortlist', exact: true }).click();
    await expect(actions.getByRole('button', { name: 'Shortlist', exact: true })).toHaveCount(0);
    expect((await saved).ok()).toBe(true);
    // Back in the centre, the opened notification reads as read.
    await employer.goto('/employer/notification');
    await expect(employer.getByRole('listitem', { name: `New applicant for ${title}` })).toBeVisible();
    await employerContext.close();

    // 2. The candidate's header badge shows exactly one unread, in two tabs.
    await logIn(page, 'candidate', candidate.email, candidate.password);
    await expect(accountMenu(page, candidateName)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('1 unread notification');
    const second = await page.context().newPage();
    await second.goto('/browse-jobs');
    await expect(bell(second)).toHaveAccessibleName('1 unread notification');

    // 3. The notification opens the application in My jobs, and the badge clears in both tabs.
    await bell(page).click();
    await expect(page).toHaveURL(/\/jobsseekers\/notification$/);
    const shortlisted = page.getByRole('listitem', { name: 'Unread: You have been shortlisted' });
    await expect(shortlisted).toContainText(title);
    await checkScreen(page, 'notifications-candidate');
    await shortlisted.getByRole('link', { name: 'You have been shortlisted' }).click();
    await expect(page).toHaveURL(/\/jobsseekers\/my-jobs\?applicationId=/);
    const application = page
      .getByRole('list', { name: 'Applied jobs' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(application).toHaveAttribute('aria-current', 'true');
    await expect(application.getByLabel(/^Status: Shortlist/)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('No unread notifications');
    await expect(bell(second)).toHaveAccessibleName('No unread notifications');

    // 4. The centre now says so, and the Unread filter is empty.
    await page.goto('/jobsseekers/notification?filter=unread');
    await expect(page.getByRole('heading', { name: 'No unread notifications' })).toBeVisible();
    await expect(page.getByText('You are all caught up.')).toBeVisible();
  });
});
