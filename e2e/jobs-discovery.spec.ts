// Job search that understands people (issue 18), in Chromium: a guest types "<role> pu" into
// browse jobs and is offered Pune and the title; choosing Pune searches "<role> pune", which the
// search reads as the role in Pune and says so ("… in Pune ×"), listing the job in Pune, then the
// Mumbai one as the role outside Pune;
// undoing it searches the words as typed, which lists the Mumbai job too, the Pune one first. The jobs share a word no other job has, so reruns on the same database find only these.
// The board's admin adds a synonym group in the settings; a guest's search for one of its words
// then finds the job holding the other.
import { expect, test } from './support/test';
import { checkScreen } from './support/screens';
import { cityNamed, DEMO_PASSWORD, demoEmployerToken, postJob, token } from './support/jobs';
import { logIn } from './support/ui';

test.describe('[JOB SEARCH] understanding the keyword', () => {
  test('typing offers the place and the title; the chosen place becomes the location, with a way to undo it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const word = token();
    const employer = await demoEmployerToken(request);
    const [pune, mumbai] = await Promise.all([
      cityNamed(request, 'Pune', 'India'),
      cityNamed(request, 'Mumbai', 'India'),
    ]);
    const inPune = await postJob(request, employer, `${word} Data Analyst`, [], pune);
    const inMumbai = await postJob(request, employer, `${word} Data Analyst`, [], mumbai);

    await page.goto('/browse-jobs');
    const box = page.getByRole('combobox', { name: 'Search jobs by title, skill or company' });
    await box.fill(`${word} data analyst pu`);
    const label = `${word.charAt(0).toUpperCase()}${word.slice(1)} data analyst in Pune`;
    const place = page.getByRole('option', { name: new RegExp(`^${label}`) });
    await expect(place).toBeVisible();
    await expect(page.getByRole('option', { name: new RegExp(`^${word} Data Analyst`) })).toBeVisible();
    await place.click();
    await expect(box).toHaveValue(`${word} data analyst pune`);

    await expect(page.getByRole('status').filter({ hasText: label })).toBeVisible();
    const cards = page.locator(`a[href*="${inPune.slug}"], a[href*="${inMumbai.slug}"]`);
    const results = page.getByRole('region', { name: /results?$/ });
    await expect(results.locator(`a[href*="${inPune.slug}"]`).first()).toBeVisible();
    // The Mumbai job is not among Pune's: it follows them, as the role outside Pune.
    const outside = page.getByRole('region', { name: `${label.replace(' in Pune', '')} jobs outside Pune` });
    await expect(outside.locator(`a[href*="${inMumbai.slug}"]`).first()).toBeVisible();
    // (Exact: the Mumbai job's slug starts with the Pune one's.)
    await expect(outside.locator(`a[href$="/${inPune.slug}"]`)).toHaveCount(0);
    await checkScreen(page, 'job-search-understood');

    await page.getByRole('button', { name: `Search for “${word} data analyst pune” as typed` }).click();
    await expect(page).toHaveURL(/literal=true/);
    await expect(page.getByRole('status').filter({ hasText: label })).toHaveCount(0);
    await expect(page.locator(`a[href*="${inMumbai.slug}"]`).first()).toBeVisible();
    // The Pune job first: its document holds the word "pune".
    const order = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(order.findIndex((h) => h.includes(inPune.slug))).toBeLessThan(
      order.findIndex((h) => h.includes(inMumbai.slug)),
    );
  });
});

test.describe("[JOB SEARCH] the board's own synonyms", () => {
  test('the admin groups two words in the settings; a search for one finds the job holding the other', async ({
    page,
    request,
    browser,
  }) => {
    const [word, alias] = [token(), token()];
    const job = await postJob(request, await demoEmployerToken(request), `${word} Night Nurse`, []);
    const guest = await (await browser.newContext()).newPage();
    const found = guest.locator(`a[href*="${job.slug}"]`).first();
    await guest.goto(`/browse-jobs?q=${alias}`);
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(found).toHaveCount(0);

    await logIn(page, 'employer', 'admin@demo.jobboard.local', DEMO_PASSWORD, '/admin/settings');
    await page.getByRole('button', { name: 'Add a synonym group' }).click();
    const group = page.getByRole('combobox', { name: /^Synonym group \d+/ }).last();
    for (const term of [alias, word]) {
      await group.fill(term);
      await group.press('Enter');
    }
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
    await checkScreen(page, 'admin-settings-search');

    await guest.reload();
    await expect(found).toBeVisible();
    await guest.context().close();
  });
});
