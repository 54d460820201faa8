// Custom forms where a job is posted and a candidate is read (issue 47 item 1: job_post and
// candidate_additional_details). On a board of its own with the premium plan (custom fields), the
// admin adds a required public text field to the job post form and a required dropdown to the
// candidates' additional details. The employer cannot post a job without the job's field (the
// review screen says so and leads to the Job post step, which asks it), then posts with it; once
// approved, a guest sees its value on the job's page (never in its JSON-LD). A candidate fills the
// additional detail in a tab of their profile and applies; the employer reads it in the applicant's
// detail, on the candidate's search result card and on the candidate's page.
import { expect, test, type Page } from './support/test';
import { PASSWORD } from './support/api';
import { findableCandidate } from './support/candidates';
import { jsonLdOf, pageHtml } from './support/hosts';
import { api, expectOk, token } from './support/jobs';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin, type OwnBoard } from './support/own-board';
import { minimalPdf } from './support/pdf';
import { checkScreen } from './support/screens';
import { keepSession, type SignedIn } from './support/ui';

const SHIFT = 'Four nights on, four off';

/** A job of the board's owner through posting steps 1–7 (no answers to the board's own questions). */
async function draftJob(board: OwnBoard, title: string): Promise<string> {
  const headers = { authorization: `Bearer ${board.ownerToken}` };
  const categories = await expectOk<{ _id: string }[]>(
    await board.api.post(api('category/all'), { headers, data: {} }),
    'category/all',
  );
  const job = await expectOk<{ _id: string; company: { name: string } }>(
    await board.api.post(api('jobs/create-job-type'), {
      headers,
      data: { employmentType: 'FULL_TIME', workplaceType: 'OFFICE', categoryId: categories[0]?._id },
    }),
    'create-job-type',
  );
  const put = async (path: string, data: unknown) =>
    expectOk(await board.api.put(api(`${path}/${job._id}`), { headers, data }), path);
  await put('jobs/create-job-highlights', {
    step: 'job-description',
    description: '<p>Keep the cold store running through the night and every pallet at minus eighteen.</p>',
  });
  await put('jobs/create-job-highlights', { step: 'job-post', title, vacancies: 2, experience: { min: 1, max: 5 } });
  await put('jobs/create-job-location', { locationType: 'WFH', countryId: null });
  await put('jobs/create-job-benefits', { step: 'benefits', benefits: ['Night shift allowance'] });
  await put('jobs/create-job-benefits', { step: 'company-info', companyInfo: { companyName: job.company.name } });
  await put('jobs/create-job-additional-question', { questions: [] });
  return job._id;
}

/** Signs the board's owner in on the board's host. */
async function signInAsOwner(page: Page, board: OwnBoard, landOn: string): Promise<void> {
  const me = await expectOk<{ email: string }>(
    await board.api.get(api('employer/view'), { headers: { authorization: `Bearer ${board.ownerToken}` } }),
    'employer/view',
  );
  const session = await expectOk<SignedIn>(
    await board.api.post(api('employer/login'), { data: { email: me.email, password: PASSWORD } }),
    'the owner’s employer/login',
  );
  await keepSession(page, board.origin, session, landOn);
}

test('[CUSTOM FORMS] a job’s own field is asked, checked and shown publicly; a candidate’s additional detail reaches the employer', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(300_000);
  const word = token();
  const board = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'cfpost',
    companyName: 'Polar Cold Chain',
    ownerName: 'Meera Pillai',
  });
  await addConsoleAdmin(board, { firstName: 'Arun', lastName: 'Nair' });

  // 1. The admin adds a required text field, shown on the job page, to the job post form...
  await signInAsAdmin(page, board, '/admin/forms');
  await page.getByRole('link', { name: 'Edit Post a job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a field to Additional details' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add a field' });
  await drawer.getByRole('textbox', { name: 'Label' }).fill('Shift pattern');
  await drawer.getByRole('switch', { name: 'Required' }).check();
  await drawer.getByRole('switch', { name: 'Show on the job page' }).check();
  await checkScreen(page, 'custom-forms-public-field', { axeAtPhone: true });
  await drawer.getByRole('button', { name: 'Add to form' }).click();
  await expect(drawer).toBeHidden();
  const added = page.getByRole('listitem').filter({ hasText: 'Shift pattern' });
  await expect(added.getByText('On the job page', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved')).toBeVisible();

  // ...and a required dropdown to the candidates' additional details.
  await page.goto(`${board.origin}/admin/forms`);
  await page.getByRole('link', { name: 'Edit Additional details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Additional details' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a field to Availability' }).click();
  const dropdown = page.getByRole('dialog', { name: 'Add a field' });
  await dropdown.getByRole('textbox', { name: 'Label' }).fill('Preferred shift');
  await dropdown.getByRole('combobox', { name: 'Field type' }).click();
  await page.getByRole('option', { name: 'Dropdown', exact: true }).click();
  await dropdown.getByRole('button', { name: 'Add option' }).click();
  await dropdown.getByRole('textbox', { name: 'Option 1' }).fill('Day');
  await dropdown.getByRole('button', { name: 'Add option' }).click();
  await dropdown.getByRole('textbox', { name: 'Option 2' }).fill('Night');
  await dropdown.getByRole('switch', { name: 'Required' }).check();
  await dropdown.getByRole('button', { name: 'Add to form' }).click();
  await expect(dropdown).toBeHidden();
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved')).toBeVisible();

  // 2. The employer's draft has no answer to the job's field: posting it is refused, by name.
  const title = `Cold Store Night Lead ${word}`;
  const jobId = await draftJob(board, title);
  const employer = await (await browser.newContext()).newPage();
  await signInAsOwner(employer, board, `/employer/job-post-verification?jobId=${jobId}`);
  await expect(employer.getByText(title)).toBeVisible();
  await employer.getByRole('button', { name: 'Confirm & post' }).click();
  const refused = employer.getByRole('alert').filter({ hasText: 'The job’s additional details need attention' });
  await expect(refused).toBeVisible();
  await expect(refused.getByText('Shift pattern is required')).toBeVisible();
  await checkScreen(employer, 'custom-forms-post-refused', { axeAtPhone: true });
  await refused.getByRole('link', { name: 'Answer them on the Job post step' }).click();

  // The Job post step asks it, and will not go on without it.
  await expect(employer).toHaveURL(new RegExp(`/employer/job-post\\?jobId=${jobId}`));
  const details = employer.getByRole('group', { name: 'Additional details' });
  const shift = details.getByRole('textbox', { name: /Shift pattern/ });
  await expect(shift).toBeVisible();
  await employer.getByRole('button', { name: 'Save & continue' }).click();
  await expect(details.getByText('Shift pattern is required')).toBeVisible();
  await checkScreen(employer, 'custom-forms-job-post-step', { axeAtPhone: true });
  await shift.fill(SHIFT);
  await employer.getByRole('button', { name: 'Save & continue' }).click();
  await expect(employer).toHaveURL(new RegExp(`/employer/location\\?jobId=${jobId}`), { timeout: 30_000 });

  // The review shows the answer with the job post; now it posts.
  await employer.goto(`${board.origin}/employer/job-post-verification?jobId=${jobId}`);
  const summary = employer.getByRole('region', { name: 'Job post' });
  await expect(summary.getByText(SHIFT)).toBeVisible();
  await employer.getByRole('button', { name: 'Confirm & post' }).click();
  await expect(employer).toHaveURL(new RegExp(`/employer/job-posted-successfull\\?jobId=${jobId}`));

  // The employer's job detail shows the answer; the board's admin approves the job.
  await employer.goto(`${board.origin}/employer/job-detail?jobId=${jobId}`);
  const mine = employer.getByRole('region', { name: 'Additional details' });
  await expect(mine.getByText(SHIFT)).toBeVisible();
  await expect(mine.getByText(/^On the job’s page for everyone: .*Shift pattern/)).toBeVisible();
  await checkScreen(employer, 'custom-forms-employer-job-detail', { axeAtPhone: true });
  const admin = await expectOk<{ token: string }>(
    await board.api.post(api('employer/login'), { data: board.admin }),
    'the admin’s employer/login',
  );
  const approved = await expectOk<{ slug: string }>(
    await board.api.post(api(`admin/jobs/${jobId}/decision`), {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { approvalStatus: 2 },
    }),
    'admin/jobs/decision',
  );

  // 3. A guest sees the public answer on the job's page; its JSON-LD does not carry it.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`${board.origin}/job-detail/${approved.slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const more = guest.getByRole('region', { name: 'More about this job' });
  await expect(more.getByText('Shift pattern')).toBeVisible();
  await expect(more.getByText(SHIFT)).toBeVisible();
  await checkScreen(guest, 'custom-forms-job-page', { axeAtPhone: true });
  await guest.context().close();
  const html = await pageHtml(board.host, `/job-detail/${approved.slug}`);
  const posting = jsonLdOf(html.body).find((j) => j['@type'] === 'JobPosting');
  expect(posting, 'a JobPosting in the HTML').toBeDefined();
  expect(JSON.stringify(posting)).not.toContain(SHIFT);

  // 4. A candidate fills the additional detail in their profile, then applies.
  const seeker = await findableCandidate(board.api, {
    firstName: 'Farah',
    lastName: `Khan ${word}`,
    headline: `Cold chain technician ${word}`,
    skills: ['Logistics'],
    city: 'Pune',
    years: 4,
  });
  const candidate = await (await browser.newContext()).newPage();
  const session = await expectOk<SignedIn>(
    await board.api.post(api('candidate/login'), { data: { email: seeker.email, password: seeker.password } }),
    'candidate/login',
  );
  await keepSession(candidate, board.origin, session, '/jobsseekers/profile?tab=6');
  await expect(candidate.getByRole('tab', { name: 'Additional details' })).toHaveAttribute('aria-selected', 'true');
  const card = candidate.getByRole('region', { name: 'Additional details' });
  await card.getByRole('button', { name: 'Add answers to additional details' }).click();
  await card.getByRole('textbox', { name: /Notice period/ }).fill('30');
  await card.getByRole('combobox', { name: /Preferred shift/ }).click();
  await candidate.getByRole('option', { name: 'Night' }).click();
  await checkScreen(candidate, 'custom-forms-profile-tab', { axeAtPhone: true });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Night', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit additional details' })).toBeVisible();

  await candidate.goto(`${board.origin}/jobsseekers/apply-job?jobId=${jobId}`);
  await candidate.getByLabel('Upload a resume: choose a file').setInputFiles({
    name: 'farah-khan-resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Farah Khan resume'),
  });
  await expect(candidate.getByRole('button', { name: 'Remove farah-khan-resume.pdf' })).toBeVisible();
  await candidate.getByRole('button', { name: 'Next' }).click();
  await expect(candidate.getByRole('heading', { level: 2, name: 'Cover letter' })).toBeFocused();
  await candidate.getByRole('button', { name: 'Next' }).click();
  await candidate.getByRole('button', { name: 'Submit application' }).click();
  await expect(candidate).toHaveURL(/\/jobsseekers\/apply-job-successfully/);
  await candidate.context().close();

  // 5. The employer reads it in the applicant's detail...
  const list = await expectOk<{ items: { _id: string }[] }>(
    await board.api.post(api('userjobs/list'), {
      headers: { authorization: `Bearer ${board.ownerToken}` },
      data: { page: 1, limit: 10, jobId },
    }),
    'userjobs/list',
  );
  await employer.goto(`${board.origin}/employer/response-detail?userJobId=${list.items[0]?._id ?? ''}`);
  const applicant = employer.getByRole('region', { name: 'Additional details' });
  await expect(applicant.getByText('Preferred shift')).toBeVisible();
  await expect(applicant.getByText('Night', { exact: true })).toBeVisible();
  await checkScreen(employer, 'custom-forms-applicant-detail', { axeAtPhone: true });

  // ...on the candidate's search result card and on the candidate's page.
  await employer.goto(`${board.origin}/employer/smart-search?q=${word}`);
  const result = employer.getByRole('listitem', { name: seeker.name });
  await expect(result.getByText(/Preferred shift:/)).toBeVisible();
  await expect(result).toContainText('Preferred shift: Night');
  await checkScreen(employer, 'custom-forms-search-results', { axeAtPhone: true });
  await result.getByRole('link', { name: seeker.name }).click();
  const page2 = employer.getByRole('region', { name: 'Additional details' });
  await expect(page2.getByText('Night', { exact: true })).toBeVisible();
  await checkScreen(employer, 'custom-forms-candidate-page', { axeAtPhone: true });
  await employer.context().close();
  await board.api.dispose();
});
