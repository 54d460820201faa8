// Screens for calls that were built but that no user could reach (issue 47, item 2), each checked
// with axe at desktop width and on a 375 px phone.
import { canLogIn, registerVerifiedAccount } from './support/api';
import { checkScreen } from './support/screens';
import { expect, test, type Page } from './support/test';
import { logIn } from './support/ui';

/** The polite status messages gone (a toast fading out), then both widths as the issue asks. */
async function checkBothWidthsAfterStatus(page: Page, name: string) {
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveCount(0, { timeout: 10_000 });
  await checkScreen(page, name, { axeAtPhone: true });
}

test.describe('a candidate changes their password on the profile', () => {
  test('a wrong current password is named under its field; the new one works and the old one no longer does', async ({
    page,
    request,
  }) => {
    const candidate = await registerVerifiedAccount(request, 'candidate', { firstName: 'Kavya', lastName: 'Menon' });
    await logIn(page, 'candidate', candidate.email, candidate.password, '/jobsseekers/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.scrollIntoViewIfNeeded();
    await checkBothWidthsAfterStatus(page, 'candidate-change-password');

    const next = 'Harbour#Kochi26';
    await form.getByLabel('Current password').fill('Not#MyPassword1');
    await form.getByLabel(/^New password/).fill(next);
    await form.getByLabel('Confirm new password').fill(next);
    await form.getByRole('button', { name: 'Change password' }).press('Enter');
    await expect(form.getByText('Current password is incorrect')).toBeVisible();

    await form.getByLabel('Current password').fill(candidate.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('status')).toContainText('Password changed');
    await expect(form.getByLabel('Current password')).toHaveValue('');
    await checkBothWidthsAfterStatus(page, 'candidate-password-changed');

    expect(await canLogIn(request, 'candidate', candidate.email, next)).toBe(true);
    expect(await canLogIn(request, 'candidate', candidate.email, candidate.password)).toBe(false);
  });
});

test.describe('similar jobs on the job page', () => {
  test('a signed-in candidate gets the recommender’s similar jobs under a job', async ({ page, request }) => {
    const candidate = await registerVerifiedAccount(request, 'candidate', { firstName: 'Rohan', lastName: 'Pillai' });
    const login = await request.post('/client/api/v1/candidate/login', {
      data: { email: candidate.email, password: candidate.password },
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const listed = await request.post('/client/api/v1/jobs/get-job-list', {
      data: { page: 1, limit: 10, sort: 'newest' },
    });
    const jobs = ((await listed.json()) as { data: { items: { _id: string; slug: string }[] } }).data.items;
    // The first of the board's newest jobs that has similar ones: what the page must show.
    let found: { slug: string; titles: string[] } | null = null;
    for (const job of jobs) {
      const res = await request.post('/client/api/v1/recommendations/jobs/similar', {
        headers: { authorization: `Bearer ${token}` },
        data: { jobId: job._id, limit: 4 },
      });
      const similar = ((await res.json()) as { data: { job: { title: string } }[] }).data;
      if (similar.length) {
        found = { slug: job.slug, titles: similar.map((s) => s.job.title) };
        break;
      }
    }
    expect(found, 'the demo board has a job with similar jobs').not.toBeNull();
    if (!found) return;

    await logIn(page, 'candidate', candidate.email, candidate.password, `/job-detail/${found.slug}`);
    const section = page.getByRole('region', { name: 'Similar jobs' });
    await expect(section.getByRole('heading', { name: found.titles[0], exact: true }).first()).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await checkBothWidthsAfterStatus(page, 'similar-jobs');
  });
});
