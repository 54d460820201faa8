// Smart search end to end (issue 14): the employer searches "react" with an experience and a
// location filter, sees only the candidates who fit both, saves the search, adds two candidates
// to a new list, and finds them in it. The candidates are made through the API (building a
// profile is the candidate profile's journey) and share a word no one else has, so reruns on the
// same database find only this run's people.
import { expect, test } from './support/test';
import { findableCandidate } from './support/candidates';
import { checkScreen } from './support/screens';
import { DEMO_EMPLOYER, DEMO_PASSWORD, token } from './support/jobs';
import { accountMenu, logIn } from './support/ui';

test.describe('[SEARCH] smart search, saved searches and candidate lists', () => {
  test('the employer filters "react" by experience and city, saves the search and shortlists two candidates', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = token();
    const make = (firstName: string, city: string, years: number) =>
      findableCandidate(request, {
        firstName,
        lastName: `Rao ${word}`,
        headline: `React developer ${word}`,
        skills: ['React', 'TypeScript'],
        city,
        years,
      });
    const [ananya, bhavesh, chitra, dev] = await Promise.all([
      make('Ananya', 'Pune', 4),
      make('Bhavesh', 'Pune', 4),
      make('Chitra', 'Mumbai', 4),
      make('Dev', 'Pune', 12),
    ]);

    await logIn(page, 'employer', DEMO_EMPLOYER.email, DEMO_PASSWORD);
    await expect(accountMenu(page, DEMO_EMPLOYER.name)).toBeVisible();
    await page.goto('/employer/smart-search');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart search' })).toBeVisible();

    // 1. Keyword, then experience and city: only the two in Pune with 3–5 years are left.
    await page
      .getByRole('textbox', { name: 'Search candidates by skill, title, company or education' })
      .fill(`react ${word}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Candidates' });
    for (const c of [ananya, bhavesh, chitra, dev])
      await expect(results.getByRole('link', { name: c.name })).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'Experience' }).click();
    await page.getByRole('option', { name: /^3 - 5 years/ }).click();
    await page.keyboard.press('Escape');
    await expect(results.getByRole('link', { name: dev.name })).toHaveCount(0);
    await filters.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: /^Pune/ }).click();
    await page.keyboard.press('Escape');
    await expect(results.getByRole('link', { name: chitra.name })).toHaveCount(0);
    await expect(results.getByRole('checkbox', { name: /^Select / })).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]experience=/);
    await checkScreen(page, 'search-results');

    // 2. Save the search under a name.
    const searchName = `React in Pune ${word}`;
    await page.getByRole('button', { name: 'Save search' }).click();
    const save = page.getByRole('dialog', { name: 'Save search' });
    await save.getByRole('textbox', { name: 'Name' }).fill(searchName);
    await checkScreen(page, 'search-save');
    await save.getByRole('button', { name: 'Save search' }).click();
    await expect(save).toBeHidden();
    await page.getByRole('tab', { name: 'Saved searches' }).click();
    await expect(page.getByText(searchName)).toBeVisible();
    await page.getByRole('tab', { name: 'Search', exact: true }).click();

    // 3. Both into a new list, which then holds them.
    const listName = `Pune React ${word}`;
    await results.getByRole('checkbox', { name: `Select ${ananya.name}` }).check();
    await results.getByRole('checkbox', { name: `Select ${bhavesh.name}` }).check();
    await page.getByRole('button', { name: 'Add to list' }).click();
    const add = page.getByRole('dialog', { name: 'Add to list' });
    await add.getByRole('textbox', { name: 'New list' }).fill(listName);
    await add.getByRole('button', { name: /^Add / }).click();
    await expect(add).toBeHidden();
    await page.getByRole('tab', { name: 'Lists' }).click();
    await page
      .getByRole('link', { name: listName })
      .or(page.getByRole('button', { name: listName }))
      .first()
      .click();
    for (const c of [ananya, bhavesh]) await expect(page.getByRole('link', { name: c.name })).toBeVisible();
    await expect(page.getByRole('link', { name: chitra.name })).toHaveCount(0);
    await checkScreen(page, 'search-list');
  });
});
