// A candidate's page, the contact reveal and invitations end to end (issue 14): the employer
// opens a candidate found in smart search, reveals the contact details (the company's contact
// views rise by one; revealing again costs nothing), and invites the candidate to a job; the
// candidate finds the invitation in the notification centre, opens the job from it and applies;
// the employer's invitation analytics then say sent 1, opened 1, applied 1 for that job.
import { expect, test, type APIRequestContext } from './support/test';
import { findableCandidate } from './support/candidates';
import { checkScreen } from './support/screens';
import { minimalPdf } from './support/pdf';
import { api, DEMO_EMPLOYER, DEMO_PASSWORD, expectOk, postJob, token } from './support/jobs';
import { accountMenu, logIn } from './support/ui';

type Counts = { contactViews: number };

async function contactViews(request: APIRequestContext, bearer: string): Promise<number> {
  const counts = await expectOk<Counts>(
    await request.post(api('track-user/viewed-count'), { headers: { authorization: `Bearer ${bearer}` }, data: {} }),
    'viewed-count',
  );
  return counts.contactViews;
}

test.describe('[EMPLOYER-CANDIDATES] candidate pages, contact reveals and invitations', () => {
  test('the employer reveals a candidate once, invites them, and the candidate applies from the invitation', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const word = token();
    const employer = await expectOk<{ token: string }>(
      await request.post(api('employer/login'), { data: { email: DEMO_EMPLOYER.email, password: DEMO_PASSWORD } }),
      'employer login',
    );
    const jobTitle = `Frontend Engineer ${word}`;
    const job = await postJob(request, employer.token, jobTitle, []);
    const candidate = await findableCandidate(request, {
      firstName: 'Ishita',
      lastName: `Nair ${word}`,
      headline: `Frontend engineer ${word}`,
      skills: ['React', 'TypeScript'],
      city: 'Pune',
      years: 5,
    });

    // 1. Found in smart search, opened from the results: contact details are masked.
    await logIn(page, 'employer', DEMO_EMPLOYER.email, DEMO_PASSWORD);
    await expect(accountMenu(page, DEMO_EMPLOYER.name)).toBeVisible();
    await page.goto(`/employer/smart-search?q=${encodeURIComponent(`react ${word}`)}`);
    await page.getByRole('list', { name: 'Candidates' }).getByRole('link', { name: candidate.name }).click();
    await expect(page).toHaveURL(new RegExp(`/employer/searched-candidate-detail\\?candidateId=${candidate._id}`));
    await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
    await expect(page.getByText(candidate.email)).toHaveCount(0);
    const reveal = page.getByRole('button', { name: 'Reveal contact details' });
    await expect(reveal).toBeVisible();
    const left = page.getByText(/contact views? left on your plan/);
    const before = Number((await left.innerText()).replace(/[^0-9]/g, ''));
    const viewsBefore = await contactViews(request, employer.token);
    await checkScreen(page, 'candidate-masked');

    // 2. Revealed: the e-mail shows, one contact view is used; a second reveal uses none.
    await reveal.click();
    await expect(page.getByRole('link', { name: candidate.email })).toBeVisible();
    await expect(page.getByText('Contact details unlocked for your company: one contact view was used.')).toBeVisible();
    await expect(
      page.getByText(`${(before - 1).toLocaleString('en-IN')} contact views left on your plan`),
    ).toBeVisible();
    expect(await contactViews(request, employer.token)).toBe(viewsBefore + 1);
    const again = await expectOk<{ charged: boolean }>(
      await request.post(api(`employer/view-candidate/${candidate._id}`), {
        headers: { authorization: `Bearer ${employer.token}` },
        data: {},
      }),
      'second reveal',
    );
    expect(again.charged).toBe(false);
    expect(await contactViews(request, employer.token)).toBe(viewsBefore + 1);
    await page.reload();
    await expect(page.getByText('Unlocked for your company; opening them again uses no contact view.')).toBeVisible();
    await checkScreen(page, 'candidate-revealed');

    // 3. Invited to the job.
    await page.getByRole('button', { name: 'Invite to apply' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite to apply' });
    await invite.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: jobTitle }).click();
    await expect(invite.getByRole('combobox', { name: 'Job' })).toHaveValue(jobTitle);
    await checkScreen(page, 'candidate-invite');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByRole('button', { name: 'Done' })).toBeVisible();
    await invite.getByRole('button', { name: 'Done' }).click();

    // 4. The candidate opens the invitation from the notification centre and applies.
    const context = await browser.newContext();
    const seeker = await context.newPage();
    await logIn(seeker, 'candidate', candidate.email, candidate.password, '/jobsseekers/notification');
    await seeker
      .getByRole('link', { name: /invites you to apply/ })
      .first()
      .click();
    await expect(seeker).toHaveURL(new RegExp(`/jobsseekers/job-detail\\?id=${job._id}&invitation=`));
    await expect(seeker.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
    await seeker.getByRole('link', { name: 'Apply', exact: true }).first().click();
    await expect(seeker.getByRole('heading', { level: 1, name: 'Apply for this job' })).toBeVisible();
    await seeker.getByLabel('Upload a resume: choose a file').setInputFiles({
      name: 'ishita-nair-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Ishita Nair resume'),
    });
    // Uploaded, not uploading: Next waits for the upload and would do nothing before it ends.
    await expect(seeker.getByRole('button', { name: 'Remove ishita-nair-resume.pdf' })).toBeVisible();
    // No questions on this job: resume, cover letter, review.
    await seeker.getByRole('button', { name: 'Next' }).click();
    await expect(seeker.getByRole('heading', { level: 2, name: 'Cover letter' })).toBeFocused();
    await seeker.getByRole('button', { name: 'Next' }).click();
    await expect(seeker.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused();
    await seeker.getByRole('button', { name: 'Submit application' }).click();
    await expect(seeker.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
    await context.close();

    // 5. The employer's invitation analytics count it: sent 1, opened 1, applied 1 for the job.
    await page.goto(`/employer/matched-candidate?jobId=${job._id}`);
    const row = page.getByRole('row', { name: new RegExp(jobTitle) });
    await expect(row.getByRole('cell')).toHaveText(['1', '1', '1']);
    await checkScreen(page, 'matched-candidates');
  });
});
