// Admin console, forms (issue 16 item 5): on a board of its own (made through onboarding, so the
// demo board's apply form stays as the other journeys expect), the admin adds a required dropdown
// to the job application form, sees it in the live preview and saves; the next candidate applying
// on that board is asked it, is stopped with a message naming it while it is empty, and the
// application goes through once it is answered, with the answer stored for the employer.
import { expect, test } from './support/test';
import { registerVerifiedAccount } from './support/api';
import { api, expectOk, postJob, token } from './support/jobs';
import { minimalPdf } from './support/pdf';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin } from './support/own-board';
import { checkScreen } from './support/screens';

test('[ADMIN] the admin adds a required dropdown to the apply form, and the next application must answer it', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
}) => {
  const tag = token();
  // A board of its own with a live job (posted on the trial plan, which needs no approval), then
  // an admin and the premium plan (custom fields).
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'forms',
    companyName: 'Harbourline Freight',
    ownerName: 'Kavya Menon',
  });
  const { origin, api: board } = own;
  const job = await postJob(board, own.ownerToken, `Dock Shift Lead ${tag}`, []);
  await addConsoleAdmin(own, { firstName: 'Leena', lastName: 'Das' });
  const candidate = await registerVerifiedAccount(board, 'candidate', { firstName: 'Rohit', lastName: 'Bansal' });

  // The admin opens the job application form.
  await signInAsAdmin(page, own, '/admin/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await checkScreen(page, 'admin-forms-list');
  await page.getByRole('link', { name: 'Edit Apply for this job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for this job' })).toBeVisible();

  // A dropdown with two options, required, added and moved above the resume with the keyboard.
  await page.getByRole('button', { name: 'Add a field to Documents' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add a field' });
  await drawer.getByRole('textbox', { name: 'Label' }).fill('Preferred shift');
  await drawer.getByRole('combobox', { name: 'Field type' }).click();
  await page.getByRole('option', { name: 'Dropdown', exact: true }).click();
  await drawer.getByRole('button', { name: 'Add option' }).click();
  await drawer.getByRole('textbox', { name: 'Option 1' }).fill('Day');
  await drawer.getByRole('button', { name: 'Add option' }).click();
  await drawer.getByRole('textbox', { name: 'Option 2' }).fill('Night');
  await drawer.getByRole('switch', { name: 'Required' }).check();
  await checkScreen(page, 'admin-forms-field-drawer');
  await drawer.getByRole('button', { name: 'Add to form' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Move Preferred shift up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByRole('combobox', { name: 'Preferred shift' })).toBeVisible();
  await checkScreen(page, 'admin-forms-editor');
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved')).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeHidden();

  // The next candidate applying on the board is asked it, and cannot go on without an answer.
  const apply = await (await browser.newContext()).newPage();
  await apply.goto(`${origin}/jobsseekers/login`);
  await apply.getByRole('textbox', { name: 'E-mail' }).fill(candidate.email);
  await apply.getByRole('textbox', { name: 'Password', exact: true }).fill(candidate.password);
  await apply.getByRole('button', { name: 'Log in' }).click();
  await expect(apply).not.toHaveURL(/\/jobsseekers\/login/);
  await apply.goto(`${origin}/jobsseekers/apply-job?jobId=${job._id}`);
  await apply.getByLabel('Upload a resume: choose a file').setInputFiles({
    name: 'rohit-bansal-resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Rohit Bansal resume'),
  });
  await expect(apply.getByRole('button', { name: 'Remove rohit-bansal-resume.pdf' })).toBeVisible();
  await apply.getByRole('button', { name: 'Next' }).click();
  await expect(apply.getByRole('heading', { level: 2, name: 'Questions' })).toBeFocused();
  await apply.getByRole('button', { name: 'Next' }).click();
  await expect(apply.getByText('Preferred shift is required')).toBeVisible();
  await apply.getByRole('combobox', { name: 'Preferred shift' }).click();
  await apply.getByRole('option', { name: 'Night' }).click();
  await apply.getByRole('button', { name: 'Next' }).click();
  await expect(apply.getByRole('heading', { level: 2, name: 'Cover letter' })).toBeFocused();
  await apply.getByRole('button', { name: 'Next' }).click();
  await expect(apply.getByRole('region', { name: 'Answers' }).getByText('Night')).toBeVisible();
  await apply.getByRole('button', { name: 'Submit application' }).click();
  await expect(apply).toHaveURL(/\/jobsseekers\/apply-job-successfully/);
  await apply.context().close();

  // The answer is stored with the application the employer reads.
  const list = await expectOk<{ items: { answers: Record<string, unknown> }[] }>(
    await board.post(api('userjobs/list'), {
      headers: { authorization: `Bearer ${own.ownerToken}` },
      data: { page: 1, limit: 10, jobId: job._id },
    }),
    'employer userjobs/list',
  );
  expect(list.items.map((a) => a.answers)).toEqual([{ preferredShift: 'night' }]);
  await board.dispose();
});
