// Applying end to end (issue 6): a candidate applies to a job that asks two questions (one a
// file), through the apply screen's steps, and finds it in My jobs as Applied; a guest applies to
// another job from its page. What the employer does with the applications is the pipeline's
// journey (e2e/pipeline.spec.ts); here the API confirms what reached the employer.
//
// The two jobs and the candidate's account are set up through the API (posting and registering
// are journeys of their own); every step of applying goes through the screens.
import { expect, test } from './support/test';
import { registerVerifiedAccount, uniqueEmail, uniqueMobile } from './support/api';
import { expectAccessible } from './support/axe';
import { checkScreen } from './support/screens';
import { minimalPdf } from './support/pdf';
import { accountMenu, logIn } from './support/ui';
import { api, DEMO_PASSWORD, expectOk, postJob, token } from './support/jobs';

const EMPLOYER = { email: 'employer@demo.jobboard.local', name: 'Rohan Raman' };

test.describe('[APPLY] applying', () => {
  test('a candidate applies with a file and a dropdown answer and sees it in My jobs; a guest applies to another job; both reach the employer', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = token();
    const withQuestions = `Warehouse Shift Planner ${word}`;
    const forGuests = `Dispatch Coordinator ${word}`;

    // Setup through the API: the two jobs, and a fresh candidate who has applied to nothing.
    const login = await expectOk<{ token: string }>(
      await request.post(api('employer/login'), { data: { email: EMPLOYER.email, password: DEMO_PASSWORD } }),
      'employer login',
    );
    const jobA = await postJob(request, login.token, withQuestions, [
      {
        keyNm: 'forkliftLicence',
        label: { en: 'Upload your forklift licence' },
        fieldType: 'file',
        required: true,
        validation: { mimeTypes: ['application/pdf'] },
      },
      {
        keyNm: 'shiftPreference',
        label: { en: 'Which shift suits you?' },
        fieldType: 'dropdown',
        required: true,
        options: [
          { value: 'night', label: { en: 'Night shift' } },
          { value: 'day', label: { en: 'Day shift' } },
        ],
      },
    ]);
    const jobB = await postJob(request, login.token, forGuests, []);
    const candidate = await registerVerifiedAccount(request, 'candidate', { firstName: 'Meera', lastName: 'Kulkarni' });
    const candidateName = `${candidate.firstName} ${candidate.lastName}`;
    const guest = { name: `Arjun Guest ${word}`, email: uniqueEmail('guest-applicant') };

    // 1. The candidate opens the job and applies through the steps.
    await logIn(page, 'candidate', candidate.email, candidate.password);
    await expect(accountMenu(page, candidateName)).toBeVisible();
    await page.goto(`/job-detail/${jobA.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: withQuestions })).toBeVisible();
    await page.getByRole('link', { name: 'Apply', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/jobsseekers/apply-job\\?jobId=${jobA._id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for this job' })).toBeVisible();

    // Resume: a fresh account has none on its profile, so it is uploaded here.
    await expect(page.getByRole('heading', { level: 2, name: 'Resume' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload your resume to continue.' })).toBeVisible();
    await page.getByLabel('Upload a resume: choose a file').setInputFiles({
      name: 'meera-kulkarni-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Meera Kulkarni resume'),
    });
    // Uploaded, not uploading ("Uploading meera-kulkarni-resume.pdf" also holds the name): Next
    // does nothing while the upload runs.
    await expect(page.getByRole('button', { name: 'Remove meera-kulkarni-resume.pdf' })).toBeVisible();
    await checkScreen(page, '1-apply-resume');
    await page.getByRole('button', { name: 'Next' }).click();

    // Questions: a required file and a required choice; Next refuses while they are empty.
    await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeFocused();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Which shift suits you? is required')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
    await page.getByLabel('Upload your forklift licence: choose a file').setInputFiles({
      name: 'forklift-licence.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Forklift licence'),
    });
    await expect(page.getByRole('link', { name: 'forklift-licence.pdf' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Which shift suits you?' }).click();
    await page.getByRole('option', { name: 'Night shift' }).click();
    await expect(page.getByRole('combobox', { name: 'Which shift suits you?' })).toHaveValue('Night shift');
    // The summary of what needs attention follows the answers once they are given.
    await expect(page.getByText(/needs? your attention/)).toHaveCount(0);
    await checkScreen(page, '2-apply-questions');
    await page.getByRole('button', { name: 'Next' }).click();

    // Cover letter, then the review of everything that will be sent.
    await expect(page.getByRole('heading', { level: 2, name: 'Cover letter' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Cover letter' }).fill('I have planned night crews for four years.');
    await checkScreen(page, '3-apply-cover');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeFocused();
    const review = page.getByRole('region', { name: 'Answers' });
    await expect(review.getByText('Night shift')).toBeVisible();
    await expect(review.getByText('forklift-licence.pdf')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resume' }).getByText('meera-kulkarni-resume.pdf')).toBeVisible();
    await checkScreen(page, '4-apply-review');
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(page).toHaveURL(new RegExp(`/jobsseekers/apply-job-successfully\\?jobId=${jobA._id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
    await checkScreen(page, '5-apply-success');
    await page.getByRole('link', { name: 'Track in My jobs' }).click();

    // 2. My jobs lists it as Applied.
    await expect(page).toHaveURL(/\/jobsseekers\/my-jobs$/);
    const applied = page
      .getByRole('list', { name: 'Applied jobs' })
      .getByRole('listitem')
      .filter({ hasText: withQuestions });
    await expect(applied.getByText('Status: Applied').or(applied.getByLabel('Status: Applied'))).toBeVisible();
    await checkScreen(page, '6-my-jobs-applied');

    // 3. A guest applies to the other job from its page.
    const guestContext = await browser.newContext();
    const guestPage = await guestContext.newPage();
    await guestPage.goto(`/job-detail/${jobB.slug}`);
    await expect(guestPage.getByRole('heading', { level: 1, name: forGuests })).toBeVisible();
    await guestPage.getByRole('button', { name: 'Apply', exact: true }).first().click();
    const dialog = guestPage.getByRole('dialog', { name: `Apply for ${forGuests}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Full name' }).fill(guest.name);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(guest.email);
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(uniqueMobile());
    await dialog
      .getByLabel('Resume: choose a file')
      .setInputFiles({ name: 'arjun-resume.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Arjun resume') });
    await expect(dialog.getByText('arjun-resume.pdf')).toBeVisible();
    await checkScreen(guestPage, '7-guest-apply');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    const sent = guestPage.getByRole('dialog', { name: 'Application sent' });
    await expect(sent.getByRole('heading', { name: /has your application/ })).toBeVisible();
    await expect(sent.getByText(guest.email)).toBeVisible();
    await expectAccessible(guestPage);
    await guestContext.close();

    // 4. Both reached the employer: each job's applicants hold one, with the answers and the letter.
    const headers = { authorization: `Bearer ${login.token}` };
    type Applicant = {
      guest: { name: string; email: string } | null;
      answers: Record<string, unknown>;
      coverLetter: string | null;
      status: string;
    };
    const applicants = async (jobId: string) =>
      (
        await expectOk<{ items: Applicant[] }>(
          await request.post(api('userjobs/list'), { headers, data: { jobId, page: 1, limit: 10 } }),
          'userjobs/list',
        )
      ).items;
    const [mine] = await applicants(jobA._id);
    expect(mine).toMatchObject({ status: 'APPLIED', answers: { shiftPreference: 'night' } });
    expect(mine?.coverLetter).toContain('night crews for four years');
    expect(mine?.answers.forkliftLicence).toMatchObject({
      name: 'forklift-licence.pdf',
      uri: expect.stringMatching(/^\/files\//),
    });
    const [theGuest] = await applicants(jobB._id);
    expect(theGuest?.guest).toMatchObject({ name: guest.name, email: guest.email });
  });
});
