// The hiring pipeline end to end (issue 6): the employer finds a guest's and a candidate's
// applications in Responses under Applied with the counts, opens the candidate's application
// (answers, file, cover letter) and moves it to Shortlist, In-interview and Hired; the counts and
// the CSV follow, the candidate's My jobs then says Hired, and the candidate got one e-mail per
// status change, never two.
//
// The jobs, the candidate's account and both applications are set up through the API (applying is
// a journey of its own, e2e/applying.spec.ts); every step of the pipeline goes through the screens.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { mailbox, registerVerifiedAccount, uniqueEmail, uniqueMobile } from './support/api';
import { checkScreen } from './support/screens';
import { minimalPdf } from './support/pdf';
import { accountMenu, logIn } from './support/ui';
import { api, DEMO_EMPLOYER, DEMO_PASSWORD, demoEmployerToken, expectOk, postJob, token } from './support/jobs';

const STATUS_MAILS = [
  'You have been shortlisted',
  'You are invited to interview',
  'Congratulations, you have been selected',
] as const;

/** The count badge of a Responses tab, e.g. Applied (1). */
function tab(page: Page, label: string) {
  return page.getByRole('tab', { name: new RegExp(`^${label}\\b`) });
}

/** A PDF uploaded through `path` (the candidate's or the guest's upload) under `purpose`. */
async function upload(
  request: APIRequestContext,
  path: string,
  name: string,
  purpose: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const file = await expectOk<{ uri: string }>(
    await request.post(api(path), {
      headers,
      multipart: { purpose, file: { name, mimeType: 'application/pdf', buffer: minimalPdf(name) } },
    }),
    `${path} ${name}`,
  );
  return file.uri;
}

test.describe('[PIPELINE] the hiring pipeline', () => {
  test('the employer finds a guest and a candidate under Applied, reads the application and moves it to Hired; counts, CSV, My jobs and the mailbox follow', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = token();
    const withQuestions = `Warehouse Shift Planner ${word}`;
    const forGuests = `Dispatch Coordinator ${word}`;

    // Setup through the API: two jobs, a candidate's application with a file and a choice, a guest's.
    const employerToken = await demoEmployerToken(request);
    const jobA = await postJob(request, employerToken, withQuestions, [
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
    const jobB = await postJob(request, employerToken, forGuests, []);
    const candidate = await registerVerifiedAccount(request, 'candidate', { firstName: 'Meera', lastName: 'Kulkarni' });
    const candidateName = `${candidate.firstName} ${candidate.lastName}`;
    const candidateLogin = await expectOk<{ token: string }>(
      await request.post(api('candidate/login'), { data: { email: candidate.email, password: candidate.password } }),
      'candidate login',
    );
    const asCandidate = { authorization: `Bearer ${candidateLogin.token}` };
    await expectOk(
      await request.post(api('userjobs/create'), {
        headers: asCandidate,
        data: {
          jobId: jobA._id,
          resumeUri: await upload(request, 'files/upload', 'meera-kulkarni-resume.pdf', 'resume', asCandidate),
          answers: {
            forkliftLicence: await upload(request, 'files/upload', 'forklift-licence.pdf', 'document', asCandidate),
            shiftPreference: 'night',
          },
          coverLetter: 'I have planned night crews for four years.',
        },
      }),
      'candidate applies',
    );
    const guest = { name: `Arjun Guest ${word}`, email: uniqueEmail('guest-applicant') };
    await expectOk(
      await request.post(api('userjobs/guestuser-applyJob'), {
        data: {
          jobId: jobB._id,
          name: guest.name,
          email: guest.email,
          mobNo: uniqueMobile(),
          countryCode: '+91',
          resumeUri: await upload(request, 'files/guest/upload', 'arjun-resume.pdf', 'resume'),
        },
      }),
      'guest applies',
    );

    // 1. The employer sees each under Applied, with the counts, in Responses.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await logIn(employer, 'employer', DEMO_EMPLOYER.email, DEMO_PASSWORD);
    await expect(accountMenu(employer, DEMO_EMPLOYER.name)).toBeVisible();
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
    await checkScreen(employer, '1-responses-guest');

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
    await checkScreen(employer, '2-responses-candidate');

    // 2. The application: answers and resume, then Shortlist, Move to interview and Hire.
    await candidateRow.getByRole('link', { name: candidateName }).click();
    await expect(employer).toHaveURL(/\/employer\/response-detail\?userJobId=/);
    await expect(employer.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
    const answers = employer.getByRole('region', { name: 'Answers' });
    await expect(answers.getByText('Which shift suits you?')).toBeVisible();
    await expect(answers.getByText('Night shift')).toBeVisible();
    await expect(answers.getByText('forklift-licence.pdf')).toBeVisible();
    await expect(employer.getByRole('region', { name: 'Cover letter' })).toContainText('night crews for four years');
    await checkScreen(employer, '3-response-detail');

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
    await checkScreen(employer, '4-response-detail-hired');

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

    // 3. The candidate's My jobs says Hired.
    await logIn(page, 'candidate', candidate.email, candidate.password);
    await expect(accountMenu(page, candidateName)).toBeVisible();
    await page.goto('/jobsseekers/my-jobs');
    const hired = page
      .getByRole('list', { name: 'Applied jobs' })
      .getByRole('listitem')
      .filter({ hasText: withQuestions });
    await expect(hired.getByLabel('Status: Hired')).toBeVisible();

    // 4. One e-mail per status change reached the candidate, in order and none twice (the mailbox
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
