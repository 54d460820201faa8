// The candidate's profile in Chromium (issue 11): a new candidate goes from 0 % to 100 % by filling
// each section through the screens, the percentage after each step matching the weights (basic 10,
// personal 20, industry 20, experience 10, education 20, projects 10, certificates 10); edits and
// removes an experience; the tabs open by their index in the URL.
import { registerVerifiedAccount } from './support/api';
import { api, expectOk } from './support/jobs';
import { checkScreen } from './support/screens';
import { expect, test, type Page } from './support/test';
import { logIn, typeAndPick } from './support/ui';

const completion = (page: Page, percent: number) =>
  expect(page.getByRole('heading', { level: 2, name: `Profile ${percent}% complete` })).toBeVisible();

/** Picks a month of this year in the open month picker of the field `label`. */
async function pickMonth(page: Page, scope: ReturnType<Page['getByRole']>, label: string, month: string) {
  await scope.getByRole('button', { name: label }).click();
  const calendar = page.getByRole('dialog', { name: label });
  await calendar.getByRole('button', { name: month, exact: true }).click();
  await expect(calendar).toBeHidden();
}

/** Screens are judged once the save's toast has gone (a toast fading out fails the contrast check). */
async function checkSettled(page: Page, name: string) {
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveCount(0, { timeout: 10_000 });
  await checkScreen(page, name);
}

/** The personal details' country and state, each once its list has loaded. */
async function chooseIndiaAndMaharashtra(personal: ReturnType<Page['getByRole']>) {
  const country = personal.getByRole('combobox', { name: 'Country' });
  await expect(country.getByRole('option', { name: 'India', exact: true })).toBeAttached();
  await country.selectOption({ label: 'India' });
  const state = personal.getByRole('combobox', { name: 'State or region' });
  await expect(state.getByRole('option', { name: 'Maharashtra', exact: true })).toBeAttached();
  await state.selectOption({ label: 'Maharashtra' });
}

async function openTab(page: Page, name: string, index: number) {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`tab=${index}`));
}

/** Adds an entry through the tab's dialog: its text fields, then the months. */
async function addEntry(
  page: Page,
  tab: { name: string; index: number; noun: string },
  texts: Record<string, string>,
  months: { from: [string, string]; to?: [string, string]; ongoing?: string },
) {
  await openTab(page, tab.name, tab.index);
  await page
    .getByRole('button', { name: `Add ${tab.noun}` })
    .first()
    .click();
  const form = page.getByRole('form', { name: `Add ${tab.noun}` });
  for (const [label, value] of Object.entries(texts)) await form.getByRole('textbox', { name: label }).fill(value);
  await pickMonth(page, form, months.from[0], months.from[1]);
  if (months.ongoing) await form.getByRole('checkbox', { name: months.ongoing }).check();
  if (months.to) await pickMonth(page, form, months.to[0], months.to[1]);
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form).toBeHidden();
}

test.describe('[PROFILE] the candidate profile', () => {
  test('a new candidate fills every section from 0 % to 100 %, edits and removes an experience', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const candidate = await registerVerifiedAccount(request, 'candidate', { firstName: 'Meera', lastName: 'Kulkarni' });
    await logIn(page, 'candidate', candidate.email, candidate.password, '/jobsseekers/profile');
    await completion(page, 0);
    await expect(page.getByRole('list', { name: 'What to fill next' })).toBeVisible();
    // The guided tour greets a new candidate above the profile.
    const tour = page.getByRole('region', { name: 'Getting started' });
    await expect(tour.getByRole('link', { name: 'Create or upload a resume' })).toBeVisible();
    await checkScreen(page, 'profile-0-empty');

    // Basic details: +10.
    const basic = page.getByRole('form', { name: 'Basic details' });
    await basic.getByRole('textbox', { name: 'Headline' }).fill('Frontend engineer, React and TypeScript');
    await basic.getByRole('button', { name: 'Save basic details' }).click();
    await completion(page, 10);

    // Personal details: +20.
    const personal = page.getByRole('form', { name: 'Personal details' });
    await personal.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Female' });
    await personal.getByRole('button', { name: 'Date of birth' }).click();
    const birth = page.getByRole('dialog', { name: 'Date of birth' });
    await birth.getByRole('button', { name: 'Previous decade' }).click();
    await birth.getByRole('button', { name: '2005', exact: true }).click();
    await birth.getByRole('button', { name: 'Mar', exact: true }).click();
    await birth.getByRole('button', { name: '15 March 2005' }).click();
    await expect(birth).toBeHidden();
    await chooseIndiaAndMaharashtra(personal);
    await typeAndPick(page, personal.getByRole('combobox', { name: 'City' }), 'Pune', 'Pune');
    await personal.getByRole('button', { name: 'Save personal details' }).click();
    await completion(page, 30);

    // Industry details and skills: +20.
    const industry = page.getByRole('form', { name: 'Industry details and skills' });
    await industry.getByRole('combobox', { name: 'Industry' }).fill('Information Tech');
    await page.getByRole('option', { name: 'Information Technology', exact: true }).click();
    // A job domain the board does not list is added to its list ("Other", masters/create) and chosen.
    // The time in base 26, spelt a–z (a name takes no digits): one length, so no other run's name
    // starts with this one's (masters/list finds by prefix).
    const stamp = [...Date.now().toString(26)].map((c) => String.fromCharCode(97 + parseInt(c, 26))).join('');
    const domain = `Marine Robotics ${stamp}`;
    const jobDomain = industry.getByRole('combobox', { name: 'Job domain' });
    await jobDomain.fill(domain);
    await page.getByRole('option', { name: `Add “${domain}”`, exact: true }).click();
    await expect(jobDomain).toHaveValue(domain);
    await industry.getByRole('textbox', { name: 'Years' }).fill('6');
    await industry.getByRole('textbox', { name: 'Expected yearly salary' }).fill('2400000');
    const skills = industry.getByRole('combobox', { name: 'Skills' });
    await skills.fill('TypeScript');
    await page.getByRole('option', { name: 'TypeScript', exact: true }).click();
    await skills.fill('Storybook,');
    await industry.getByRole('button', { name: 'Save industry details' }).click();
    await completion(page, 50);
    await checkSettled(page, 'profile-1-details');
    const listed = await expectOk<{ items: { nm: string; isTenant: boolean }[] }>(
      await request.post(api('masters/list'), { data: { kind: 'job_domain', search: domain, page: 1, limit: 10 } }),
      'masters/list',
    );
    expect(listed.items, 'the added job domain is on the board’s own list').toEqual([
      expect.objectContaining({ nm: domain, isTenant: true }),
    ]);

    // Experience: +10; then edited and removed (back to 50), and added again.
    const experienceTab = { name: 'Experience', index: 1, noun: 'experience' };
    await addEntry(
      page,
      experienceTab,
      { 'Job title': 'Frontend Engineer', Company: 'Infosys' },
      { from: ['Start month', 'Jan'], ongoing: 'I currently work here' },
    );
    await completion(page, 60);
    const entries = page.getByRole('list', { name: 'Experience' });
    await expect(entries.getByText('Frontend Engineer')).toBeVisible();
    await checkSettled(page, 'profile-2-experience');

    await entries.getByRole('button', { name: /^Edit Frontend Engineer/ }).click();
    const edit = page.getByRole('form', { name: 'Edit experience' });
    await edit.getByRole('textbox', { name: 'Job title' }).fill('Senior Frontend Engineer');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(entries.getByText('Senior Frontend Engineer')).toBeVisible();

    await entries.getByRole('button', { name: /^Remove Senior Frontend Engineer/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this experience?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    // Gone as the dialog closes, not when the profile's refetch lands (its card's heading: the
    // title alone, where a text search also finds "… at Infosys" under it).
    await expect(page.getByRole('heading', { name: 'Senior Frontend Engineer' })).toBeHidden();
    await completion(page, 50);
    await addEntry(
      page,
      experienceTab,
      { 'Job title': 'Frontend Engineer', Company: 'Persistent Systems' },
      { from: ['Start month', 'Feb'], ongoing: 'I currently work here' },
    );
    await completion(page, 60);

    // Education: +20; projects: +10; certificates: +10.
    await addEntry(
      page,
      { name: 'Education', index: 2, noun: 'education entry' },
      { 'School, college or university': 'College of Engineering Pune', Qualification: 'B.Tech' },
      { from: ['Start month', 'Jan'], to: ['End month (or expected)', 'Jun'] },
    );
    await completion(page, 80);
    await addEntry(
      page,
      { name: 'Projects', index: 4, noun: 'project' },
      { 'Project title': 'UPI payments dashboard' },
      { from: ['Start month', 'Feb'], to: ['End month', 'Mar'] },
    );
    await completion(page, 90);
    await addEntry(
      page,
      { name: 'Certifications', index: 5, noun: 'certificate' },
      { 'Certificate name': 'AWS Certified Developer', 'Issued by': 'Amazon Web Services' },
      { from: ['Issue month', 'Jan'], ongoing: 'It does not expire' },
    );
    await completion(page, 100);
    await checkSettled(page, 'profile-3-complete');

    // Hidden once, the tour stays hidden: the account records it (candidate/istourdone).
    await page
      .getByRole('region', { name: 'Getting started' })
      .getByRole('button', { name: 'Got it, hide this' })
      .click();
    await expect(page.getByRole('region', { name: 'Getting started' })).toBeHidden();
    await page.reload();
    await completion(page, 100);
    await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);

    // The tabs open by their index.
    for (const [index, name] of [
      [2, 'Education'],
      [3, 'Resume'],
      [5, 'Certifications'],
      [0, 'My profile'],
    ] as const) {
      await page.goto(`/jobsseekers/profile?tab=${index}`);
      await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
    }
    await expect(page.getByRole('form', { name: 'Basic details' })).toBeVisible();
  });
});

test.describe('[PROFILE] the city search', () => {
  // The city list is searched on the server as the candidate types. On a slow network its answer
  // arrives after the dropdown opened on the state's first cities; the dropdown stays open and
  // shows the answer, and the city the keyboard then picks is the one typed (issue 43).
  test('keeps its dropdown open and lists the slow answer to what was typed', async ({ page, request }) => {
    const candidate = await registerVerifiedAccount(request, 'candidate', { firstName: 'Meera', lastName: 'Slow' });
    await page.route('**/client/api/v1/city/get-city-list', async (route) => {
      const search = (route.request().postDataJSON() as { search?: string } | null)?.search;
      if (search) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await logIn(page, 'candidate', candidate.email, candidate.password, '/jobsseekers/profile');
    const personal = page.getByRole('form', { name: 'Personal details' });
    await chooseIndiaAndMaharashtra(personal);
    const city = personal.getByRole('combobox', { name: 'City' });
    await typeAndPick(page, city, 'Pune', 'Pune');
    await expect(city).toHaveValue('Pune');
  });
});
