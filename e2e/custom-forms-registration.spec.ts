// Custom forms at sign-up (issue 47 item 1): on a board of its own with the premium plan (custom
// fields), the admin adds a required dropdown to the job seeker's sign-up form and a required number
// to the employer's. A new candidate cannot sign up without answering it (the message names it),
// signs up with it and finds the answer under "Registration details" in the profile; a new employer
// likewise, finding it on the company setup, where it can be changed. The admin then removes the
// candidate's question: the old answer is still shown, marked "No longer asked". Each changed
// screen is read by axe at desktop width and at 375 px.
import { expect, test } from './support/test';
import { lastOtp, PASSWORD, uniqueEmail, uniqueMobile } from './support/api';
import { token } from './support/jobs';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin, type OwnBoard } from './support/own-board';
import { checkScreen } from './support/screens';
import { enterCode } from './support/ui';
import type { Page } from '@playwright/test';

/** The admin opens a form in the console's editor. */
async function openForm(page: Page, board: OwnBoard, formName: string): Promise<void> {
  await signInAsAdmin(page, board, '/admin/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await page.getByRole('link', { name: `Edit ${formName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible();
}

async function saveForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved')).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeHidden();
}

async function fillAccount(page: Page, who: { first: string; last: string; email: string; company?: string }) {
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(who.first);
  await form.getByLabel('Last name').fill(who.last);
  if (who.company) await form.getByLabel('Company name').fill(who.company);
  await form.getByRole('textbox', { name: /^(Work e-mail|E-mail)/ }).fill(who.email);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(uniqueMobile());
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
  return form;
}

test('[FORMS] the board’s own sign-up questions are asked, kept in the profile, and shown as no longer asked once removed', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
}) => {
  const tag = token();
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'regforms',
    companyName: 'Tidewater Staffing',
    ownerName: 'Anil Kapoor',
  });
  await addConsoleAdmin(own, { firstName: 'Ritu', lastName: 'Sen' });

  // The admin adds a required dropdown to the job seeker's sign-up form…
  await openForm(page, own, 'Create your job seeker account');
  await page.getByRole('button', { name: 'Add a field to Your account' }).click();
  let drawer = page.getByRole('dialog', { name: 'Add a field' });
  await drawer.getByRole('textbox', { name: 'Label' }).fill('Preferred shift');
  await drawer.getByRole('combobox', { name: 'Field type' }).click();
  await page.getByRole('option', { name: 'Dropdown', exact: true }).click();
  await drawer.getByRole('button', { name: 'Add option' }).click();
  await drawer.getByRole('textbox', { name: 'Option 1' }).fill('Day');
  await drawer.getByRole('button', { name: 'Add option' }).click();
  await drawer.getByRole('textbox', { name: 'Option 2' }).fill('Night');
  await drawer.getByRole('switch', { name: 'Required' }).check();
  await drawer.getByRole('button', { name: 'Add to form' }).click();
  await expect(drawer).toBeHidden();
  await saveForm(page);

  // …and a required number to the employer's.
  await openForm(page, own, 'Create your employer account');
  await page.getByRole('button', { name: 'Add a field to Your company' }).click();
  drawer = page.getByRole('dialog', { name: 'Add a field' });
  await drawer.getByRole('textbox', { name: 'Label' }).fill('Hiring team size');
  await drawer.getByRole('combobox', { name: 'Field type' }).click();
  await page.getByRole('option', { name: 'Number', exact: true }).click();
  await drawer.getByRole('switch', { name: 'Required' }).check();
  await drawer.getByRole('button', { name: 'Add to form' }).click();
  await expect(drawer).toBeHidden();
  await saveForm(page);

  // A new candidate is asked the question and cannot sign up without an answer.
  const candidate = await (await browser.newContext()).newPage();
  const candidateEmail = uniqueEmail(`regforms-cand-${tag}`);
  await candidate.goto(`${own.origin}/jobsseekers/register`);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Create your job seeker account' })).toBeVisible();
  const candidateForm = await fillAccount(candidate, { first: 'Sana', last: 'Qureshi', email: candidateEmail });
  const questions = candidateForm.getByRole('group', { name: 'A few more details' });
  await expect(questions.getByRole('combobox', { name: 'Preferred shift' })).toBeVisible();
  await candidateForm.getByRole('button', { name: 'Create account' }).click();
  await expect(candidate.getByText('Preferred shift is required')).toBeVisible();
  await expect(candidate).toHaveURL(/\/jobsseekers\/register$/);
  await checkScreen(candidate, 'registration-candidate-questions', { axeAtPhone: true });
  await questions.getByRole('combobox', { name: 'Preferred shift' }).click();
  await candidate.getByRole('option', { name: 'Night' }).click();
  await candidateForm.getByRole('button', { name: 'Create account' }).click();
  await expect(candidate).toHaveURL(/\/jobsseekers\/registration-verification\?email=/);
  await enterCode(candidate, await lastOtp(request, candidateEmail, { host: own.host }));
  await candidate.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(candidate).toHaveURL(/\/jobsseekers\/profile-setup$/);

  // The answer is in the profile, under "Registration details".
  await candidate.goto(`${own.origin}/jobsseekers/profile`);
  const details = candidate.getByRole('region', { name: 'Registration details' });
  await expect(details.getByText('Preferred shift')).toBeVisible();
  await expect(details.getByText('Night')).toBeVisible();
  await checkScreen(candidate, 'registration-candidate-profile', { axeAtPhone: true });

  // A new employer likewise: refused without the number, then signed up with it.
  const employer = await (await browser.newContext()).newPage();
  const employerEmail = uniqueEmail(`regforms-emp-${tag}`);
  await employer.goto(`${own.origin}/employer/register`);
  await expect(employer.getByRole('heading', { level: 1, name: 'Start hiring' })).toBeVisible();
  const employerForm = await fillAccount(employer, {
    first: 'Vikram',
    last: 'Rao',
    email: employerEmail,
    company: `Saltmarsh Freight ${tag}`,
  });
  const companyQuestions = employerForm.getByRole('group', { name: 'A few more details about your company' });
  await employerForm.getByRole('button', { name: 'Create company account' }).click();
  await expect(employer.getByText('Hiring team size is required')).toBeVisible();
  await checkScreen(employer, 'registration-employer-questions', { axeAtPhone: true });
  await companyQuestions.getByRole('textbox', { name: 'Hiring team size' }).fill('12');
  await employerForm.getByRole('button', { name: 'Create company account' }).click();
  await expect(employer).toHaveURL(/\/employer\/register-verification\?email=/);
  await enterCode(employer, await lastOtp(request, employerEmail, { host: own.host }));
  await employer.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(employer).toHaveURL(/\/employer\/company-profile-setup$/);

  // The company setup shows the answer, and it can be changed there.
  const companyDetails = employer.getByRole('region', { name: 'Registration details' });
  await expect(companyDetails.getByText('Hiring team size')).toBeVisible();
  await expect(companyDetails.getByText('12', { exact: true })).toBeVisible();
  await checkScreen(employer, 'registration-employer-company-setup', { axeAtPhone: true });
  await companyDetails.getByRole('button', { name: 'Edit registration details' }).click();
  await companyDetails.getByRole('textbox', { name: 'Hiring team size' }).fill('15');
  await companyDetails.getByRole('button', { name: 'Save' }).click();
  await expect(employer.getByText('Details saved')).toBeVisible();
  await expect(companyDetails.getByText('15', { exact: true })).toBeVisible();
  await employer.context().close();

  // The admin removes the candidate's question; the answer given stays, no longer asked.
  await openForm(page, own, 'Create your job seeker account');
  await page.getByRole('button', { name: 'Delete Preferred shift' }).click();
  await page
    .getByRole('dialog', { name: /Delete “Preferred shift”/ })
    .getByRole('button', { name: 'Delete field' })
    .click();
  await saveForm(page);

  await candidate.reload();
  const after = candidate.getByRole('region', { name: 'Registration details' });
  await expect(after.getByText('Preferred shift')).toBeVisible();
  await expect(after.getByText('Night')).toBeVisible();
  await expect(after.getByText('No longer asked')).toBeVisible();
  await expect(after.getByRole('button', { name: /registration details/ })).toHaveCount(0);
  await checkScreen(candidate, 'registration-candidate-no-longer-asked', { axeAtPhone: true });
  await candidate.context().close();

  // A new sign-up is no longer asked it.
  const next = await (await browser.newContext()).newPage();
  await next.goto(`${own.origin}/jobsseekers/register`);
  await expect(next.getByRole('heading', { level: 1, name: 'Create your job seeker account' })).toBeVisible();
  await expect(next.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await expect(next.getByRole('group', { name: 'A few more details' })).toHaveCount(0);
  await next.context().close();
  await own.api.dispose();
});
