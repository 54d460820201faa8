// Applying and the hiring pipeline end to end (issue 6): a candidate applies to a job that asks two
// questions (one a file), through the apply screen's steps, and follows it in My jobs; a guest
// applies to another job from its page; the employer finds both in Responses under Applied with
// the counts, opens the candidate's application and moves it to Shortlist, In-interview and Hired;
// My jobs then says Hired, and the candidate got one e-mail per status change, never two.
//
// The two jobs and the candidate's account are set up through the API (posting and registering
// are journeys of their own); every step of applying and of the pipeline goes through the screens.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { mailbox, registerVerifiedAccount, uniqueEmail, uniqueMobile } from './support/api';
import { expectAccessible } from './support/axe';
import { checkScreen } from './support/screens';
import { minimalPdf } from './support/pdf';
import { accountMenu, logIn } from './support/ui';
import { api, DEMO_PASSWORD, expectOk, postJob, token } from './support/jobs';

const EMPLOYER = { email: 'employer@demo.jobboard.local', name: 'Rohan Raman' };

const STATUS_MAILS = [
  'You have been shortlisted',
  'You are invited to interview',
  'Congratulations, you have been selected',
] as const;

/** The count badge of a Responses tab, e.g. Applied (1). */
function tab(page: Page, label: string) {
  return page.getByRole('tab', { name: new RegExp(`^${label}\\b`) });
}

test.describe('[APPLY] applying and the hiring pipeline', () => {
  test('a candidate applies with a file and a dropdown answer, a guest applies to another job, the employer moves the candidate to Hired; My jobs and the mailbox follow', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
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

    // 4. The employer sees each under Applied, with the counts, in Responses.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await logIn(employer, 'employer', EMPLOYER.email, DEMO_PASSWORD);
    await expect(accountMenu(employer, EMPLOYER.name)).toBeVisible();
    await employer.goto(`/employer/responses?jobId=${jobB._id}`);
    await expect(employer.getByRole('heading', { level: 1, name: 'Responses' })).toBeVisible();
    await tab(employer, 'Applied').click();
    await expect(tab(employer, 'Applied')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(employer, 'Applied').getByLabel('1 applicant')).toBeVisible();
    await expect(tab(employer, 'All').getByLabel('1 applicant')).toBeVisible();
    await expect(tab(employer, 'Hired').getByLabel('0 applicants')).toBeVisible();
    const guestRow = employer.getByRole('list', { name: 'Applicants' }).getByRole('listitem', { name: guest.name });
    await expect(guestRow).toBeVisible();
    await expect(guestRow.getByText('Guest', { exact: true })).toBeVisible();
    await expect(guestRow.getByText(guest.email)).toBeVisible();
    await checkScreen(employer, '8-responses-guest');

    // The job picker switches to the candidate's job; the tab stays Applied.
    await employer.getByRole('combobox', { name: 'Job', exact: true }).click();
    await employer.getByRole('option', { name: new RegExp(`^${withQuestions} \\(1 applicant`) }).click();
    await expect(employer).toHaveURL(new RegExp(`jobId=${jobA._id}`));
    await tab(employer, 'Applied').click();
    await expect(tab(employer, 'Applied').getByLabel('1 applicant')).toBeVisible();
    const candidateRow = employer
      .getByRole('list', { name: 'Applicants' })
      .getByRole('listitem', { name: candidateName });
    await expect(candidateRow).toBeVisible();
    await expect(candidateRow.getByText('Applied', { exact: true })).toBeVisible();
    await checkScreen(employer, '9-responses-candidate');

    // 5. The application: answers and resume, then Shortlist, Move to interview and Hire.
    await candidateRow.getByRole('link', { name: candidateName }).click();
    await expect(employer).toHaveURL(/\/employer\/response-detail\?userJobId=/);
    await expect(employer.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
    const answers = employer.getByRole('region', { name: 'Answers' });
    await expect(answers.getByText('Which shift suits you?')).toBeVisible();
    await expect(answers.getByText('Night shift')).toBeVisible();
    await expect(answers.getByText('forklift-licence.pdf')).toBeVisible();
    await expect(employer.getByRole('region', { name: 'Cover letter' })).toContainText('night crews for four years');
    await checkScreen(employer, '10-response-detail');

    const actions = employer.getByRole('group', { name: 'Status actions' });
    for (const [action, label] of [
      ['Shortlist', 'Shortlist'],
      ['Move to interview', 'In-interview'],
      ['Hire', 'Hired'],
    ] as const) {
      await actions.getByRole('button', { name: action, exact: true }).click();
      // The current status's own action leaves the group once the change is saved.
      await expect(actions.getByRole('button', { name: action, exact: true })).toHaveCount(0);
      await expect(employer.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await employer.reload();
    await expect(employer.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
    await expect(
      employer.getByRole('group', { name: 'Status actions' }).getByRole('button', { name: 'Hire' }),
    ).toHaveCount(0);
    const history = employer.getByRole('region', { name: 'Status history' });
    for (const label of ['Shortlist', 'In-interview', 'Hired'])
      await expect(history.getByText(label).first()).toBeVisible();
    await checkScreen(employer, '11-response-detail-hired');

    // Back in Responses, the counts moved with it.
    await employer.goto(`/employer/responses?jobId=${jobA._id}`);
    await expect(tab(employer, 'Hired').getByLabel('1 applicant')).toBeVisible();
    await expect(tab(employer, 'Applied').getByLabel('0 applicants')).toBeVisible();
    // The job's applicants as a file (candidate_export, in the demo company's Premium plan).
    const downloading = employer.waitForEvent('download');
    await employer.getByRole('button', { name: 'Download CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/^Applicant,E-mail,/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(candidateName);
    expect(rows[0]).toContain(',HIRED,');
    await employerContext.close();

    // 6. The candidate's My jobs says Hired.
    await page.goto('/jobsseekers/my-jobs');
    const hired = page
      .getByRole('list', { name: 'Applied jobs' })
      .getByRole('listitem')
      .filter({ hasText: withQuestions });
    await expect(hired.getByLabel('Status: Hired')).toBeVisible();

    // 7. One e-mail per status change reached the candidate, in order and none twice (the mailbox
    // lists the newest first); the guest, whose application did not move, got none.
    const statusMailsTo = async (email: string) =>
      (await mailbox(request))
        .filter((m) => m.to.toLowerCase() === email.toLowerCase())
        .filter((m) => STATUS_MAILS.some((subject) => m.subject.startsWith(subject)))
        .reverse();
    const expected = STATUS_MAILS.map((subject) => `${subject}: ${withQuestions}`);
    await expect
      .poll(async () => (await statusMailsTo(candidate.email)).map((m) => m.subject), {
        message: `the status e-mails to ${candidate.email}`,
      })
      .toEqual(expected);
    const hiredMail = (await statusMailsTo(candidate.email)).at(-1);
    expect(hiredMail?.text).toContain(withQuestions);
    expect(hiredMail?.text).toContain('/jobsseekers/my-jobs');
    expect(await statusMailsTo(guest.email)).toEqual([]);
  });
});
