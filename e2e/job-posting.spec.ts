// Posting a job end to end (spec §4 job posting flow, issue 5): the demo employer posts a job
// through all nine screens; a guest finds it by a word of its title; crawlers and feed readers see
// it (sitemap, RSS, Indeed XML, JobPosting JSON-LD in the page's HTML without JavaScript); pausing
// it in My jobs takes it out of all of them; and the other board (Globex) never sees it.
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { checkScreen } from './support/screens';
import { jsonLdOf, pageHtml, plainGet, sitemapLocs } from './support/hosts';
import { accountMenu, logIn, typeAndPick } from './support/ui';

const PORT = Number(process.env.E2E_PORT ?? 4173);

const DEMO_PASSWORD = 'Demo@2026!';
const EMPLOYER = { email: 'employer@demo.jobboard.local', name: 'Rohan Raman' };
const HOME = 'localhost';
const OTHER = 'globex.localhost';

/** A word no other job has, so reruns on the same database find only this run's job. */
const token = () => Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

/**
 * Clicks the step's primary button and waits for the next screen. The first save of a city in a
 * fresh server builds the places index (~150,000 cities), which takes seconds on a busy machine.
 */
async function saveAndContinue(page: Page, next: string): Promise<void> {
  await page.getByRole('button', { name: 'Save & continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer/${next}\\?jobId=`), { timeout: 30_000 });
}

test.describe('[POSTING] the job posting journey', () => {
  test('an employer posts a job through all nine steps; guests, search, sitemap, feeds and JSON-LD see it until it is paused; the other board never does', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const word = token();
    const title = `Harbour Operations Lead ${word}`;
    const description =
      'Run the night shift at our Pune harbour terminal.\n\nYou plan berths, lead a crew of twelve and keep cargo moving safely.';

    await logIn(page, 'employer', EMPLOYER.email, DEMO_PASSWORD);
    await expect(accountMenu(page, EMPLOYER.name)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Post a job' }).click();

    // 1. Job type: creates the draft.
    await expect(page).toHaveURL(/\/employer\/job-type$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    const typeForm = page.getByRole('form', { name: 'Job type' });
    await typeForm.getByRole('combobox', { name: 'Type of employment' }).selectOption({ label: 'Full time' });
    const category = typeForm.getByRole('combobox', { name: 'Job category' });
    await expect(category.getByRole('option', { name: 'Operations & Logistics' })).toBeAttached();
    await category.selectOption({ label: 'Operations & Logistics' });
    await typeForm.getByRole('radio', { name: /Office/ }).check();
    await checkScreen(page, '1-job-type');
    await saveAndContinue(page, 'job-description');
    const jobId = new URL(page.url()).searchParams.get('jobId') ?? '';
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

    // 2. Description, highlights and skills.
    const descForm = page.getByRole('form', { name: 'Job description' });
    await descForm.getByRole('textbox', { name: 'Job description' }).fill(description);
    await descForm.getByRole('textbox', { name: 'Highlight 1' }).fill('Lead a crew of twelve');
    await checkScreen(page, '2-job-description');
    await saveAndContinue(page, 'job-post');

    // 3. Title, openings, experience and pay.
    const postForm = page.getByRole('form', { name: 'Job post' });
    await postForm.getByRole('textbox', { name: 'Job title' }).fill(title);
    await postForm.getByRole('textbox', { name: 'Open positions' }).fill('2');
    await postForm.getByRole('textbox', { name: 'Experience from (years)' }).fill('3');
    await postForm.getByRole('textbox', { name: 'Experience up to (years)' }).fill('8');
    await postForm.getByRole('combobox', { name: 'Currency' }).selectOption('INR');
    await postForm.getByRole('combobox', { name: 'Paid' }).selectOption({ label: 'per year' });
    await postForm.getByRole('textbox', { name: 'Minimum salary' }).fill('1200000');
    await postForm.getByRole('textbox', { name: 'Maximum salary' }).fill('1800000');
    await postForm.getByRole('checkbox', { name: 'Show the salary to candidates' }).check();
    // The job's own address (the demo's Premium plan has job_slug_custom), checked as it is typed.
    const address = `harbour-lead-${word}`;
    await postForm.getByRole('textbox', { name: 'Job address' }).fill(address);
    await expect(postForm.getByText(`Free to use: http://${HOME}:${PORT}/job-detail/${address}`)).toBeVisible();
    await checkScreen(page, '3-job-post');
    await saveAndContinue(page, 'location');

    // 4. Location: a city, picked from the places lists.
    const locForm = page.getByRole('form', { name: 'Job location' });
    await locForm.getByRole('radio', { name: /In a city/ }).check();
    const country = locForm.getByRole('combobox', { name: 'Country' });
    await expect(country.getByRole('option', { name: 'India', exact: true })).toBeAttached();
    await country.selectOption({ label: 'India' });
    const state = locForm.getByRole('combobox', { name: 'State or region' });
    await expect(state.getByRole('option', { name: 'Maharashtra', exact: true })).toBeAttached();
    await state.selectOption({ label: 'Maharashtra' });
    const city = locForm.getByRole('combobox', { name: 'City' });
    await typeAndPick(page, city, 'Pune', 'Pune');
    await locForm.getByRole('textbox', { name: 'Office address' }).fill('Berth 4, Harbour Road');
    await checkScreen(page, '4-location');
    await saveAndContinue(page, 'benefits');

    // 5. Benefits: a common one and one typed in.
    const benefitsForm = page.getByRole('form', { name: 'Benefits' });
    // Chips hide their checkbox behind the label, which is what a user clicks.
    await benefitsForm.getByText('Health insurance', { exact: true }).click();
    await expect(benefitsForm.getByRole('checkbox', { name: 'Health insurance' })).toBeChecked();
    await benefitsForm.getByRole('textbox', { name: 'Add your own' }).fill('Night shift allowance');
    await benefitsForm.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(benefitsForm.getByRole('checkbox', { name: 'Night shift allowance' })).toBeChecked();
    await checkScreen(page, '5-benefits');
    await saveAndContinue(page, 'company-info');

    // 6. Company info: starts from the company profile.
    const companyForm = page.getByRole('form', { name: 'Company info' });
    const companyName = companyForm.getByRole('textbox', { name: 'Company name' });
    await expect(companyName).not.toHaveValue('');
    const company = await companyName.inputValue();
    await checkScreen(page, '6-company-info');
    await saveAndContinue(page, 'additional-question');

    // 7. One question for applicants on this site.
    const questionsForm = page.getByRole('form', { name: 'Additional questions' });
    await questionsForm.getByRole('radio', { name: 'On this site, with optional questions' }).check();
    await questionsForm.getByRole('button', { name: 'Add question' }).click();
    await questionsForm.getByRole('textbox', { name: 'Question 1' }).fill('Do you hold a port safety certificate?');
    await questionsForm.getByRole('checkbox', { name: 'Answer required' }).check();
    await checkScreen(page, '7-additional-question');
    await saveAndContinue(page, 'job-post-verification');

    // 8. Review shows what was saved, then posts it.
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('Pune, Maharashtra, India')).toBeVisible();
    await expect(page.getByText('Night shift allowance')).toBeVisible();
    await expect(page.getByText('Do you hold a port safety certificate?')).toBeVisible();
    // Applications close in 30 days (the tenant's plan has job expiry).
    const closes = new Date(Date.now() + 30 * 86_400_000);
    const closesOn = closes.toISOString().slice(0, 10);
    await page.getByLabel('Applications close on').fill(closesOn);
    await checkScreen(page, '8-job-post-verification');
    await page.getByRole('button', { name: 'Confirm & post' }).click();

    // 9. Posted and live at once (the demo board does not hold jobs for approval).
    await expect(page).toHaveURL(new RegExp(`/employer/job-posted-successfull\\?jobId=${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your job is live' })).toBeVisible();
    await checkScreen(page, '9-job-posted-successfull');
    const viewJob = page.getByRole('link', { name: 'View job' });
    const href = (await viewJob.getAttribute('href')) ?? '';
    const slug = decodeURIComponent(/\/job-detail\/([^/?#]+)$/.exec(href)?.[1] ?? '');
    expect(slug, `the View job link ${href}`).toBe(`harbour-lead-${word}`);
    const jobPath = `/job-detail/${slug}`;

    // A guest finds it by the word of its title and opens it.
    const guest = await browser.newContext({ baseURL: `http://${HOME}:${PORT}` });
    const guestPage = await guest.newPage();
    await guestPage.goto('/browse-jobs');
    await guestPage.getByRole('combobox', { name: 'Search jobs by title, skill or company' }).fill(word);
    await guestPage.getByRole('search', { name: 'Jobs' }).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(guestPage.getByRole('heading', { level: 2, name: '1 result' })).toBeVisible();
    const card = guestPage.getByRole('article', { name: `${title} at ${company}` });
    await expect(card).toBeVisible();
    await expectAccessible(guestPage);
    await card.getByRole('link', { name: title }).click();
    await expect(guestPage).toHaveURL(new RegExp(`${jobPath}$`));
    await expect(guestPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Crawlers and feed readers see it on this board.
    const origin = `http://${HOME}:${PORT}`;
    expect((await sitemapLocs(HOME)).locs).toContain(`${origin}${jobPath}`);
    const rss = await plainGet(HOME, '/feeds/jobs.rss');
    expect(rss.status).toBe(200);
    expect(rss.body).toContain(`<link>${origin}${jobPath}</link>`);
    const indeed = await plainGet(HOME, '/feeds/indeed.xml');
    expect(indeed.status).toBe(200);
    expect(indeed.body).toContain(title);
    expect(indeed.body).toContain(jobId);

    // The page's HTML, without JavaScript, carries its JobPosting with every field.
    const html = await pageHtml(HOME, jobPath);
    expect(html.status).toBe(200);
    const posting = jsonLdOf(html.body).find((j) => j['@type'] === 'JobPosting');
    expect(posting, 'a JobPosting in the HTML').toBeDefined();
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      title,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: company },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Berth 4, Harbour Road',
          addressLocality: 'Pune',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 1_200_000, maxValue: 1_800_000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Northwind Careers', value: jobId },
      directApply: true,
      url: `${origin}${jobPath}`,
    });
    expect(String(posting?.description)).toContain('Run the night shift at our Pune harbour terminal.');
    const posted = Date.parse(String(posting?.datePosted));
    expect(Math.abs(Date.now() - posted)).toBeLessThan(10 * 60_000);
    // The job stays open through the end of the chosen day, wherever the employer's clock is.
    const validThrough = Date.parse(String(posting?.validThrough));
    expect(Math.abs(validThrough - Date.parse(`${closesOn}T23:59:59Z`))).toBeLessThanOrEqual(14 * 3_600_000);

    // The other board never sees it: not in its search, its job page, its sitemap or its feeds.
    const otherOrigin = `http://${OTHER}:${PORT}`;
    await guestPage.goto(`${otherOrigin}/browse-jobs?q=${word}`);
    await expect(guestPage.getByRole('banner')).toContainText('Globex');
    await expect(guestPage.getByRole('heading', { level: 2, name: '0 results' })).toBeVisible();
    await expect(guestPage.getByText('No jobs match your search')).toBeVisible();
    const otherApi = guestPage.waitForResponse((r) => r.url().includes('/client/api/v1/jobs/get/guest/'));
    await guestPage.goto(`${otherOrigin}${jobPath}`);
    expect((await otherApi).status()).toBe(404);
    await expect(guestPage.getByRole('heading', { level: 1, name: 'This job is not available' })).toBeVisible();
    const otherHtml = await pageHtml(OTHER, jobPath);
    // Only the requested path comes back (in the noindex canonical link); nothing of the job itself.
    expect(otherHtml.body).toContain('<title>Job not found | Globex Jobs</title>');
    expect(otherHtml.body).toContain('<meta name="robots" content="noindex,follow">');
    expect(otherHtml.body).not.toContain(title);
    expect(otherHtml.body).not.toContain(jobId);
    expect(jsonLdOf(otherHtml.body)).toEqual([]);
    const otherSitemap = await sitemapLocs(OTHER);
    expect(otherSitemap.locs.length, 'Globex lists its own jobs').toBeGreaterThan(0);
    expect(otherSitemap.locs.join('\n')).not.toContain(word);
    for (const feed of ['/feeds/jobs.rss', '/feeds/indeed.xml']) {
      const res = await plainGet(OTHER, feed);
      expect(res.status, `${OTHER}${feed}`).toBe(200);
      expect(res.body, `${OTHER}${feed}`).toContain('Globex');
      expect(res.body, `${OTHER}${feed}`).not.toContain(word);
      expect(res.body, `${OTHER}${feed}`).not.toContain(jobId);
    }

    // The employer pauses it in My jobs.
    await page.goto('/employer/my-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
    const row = page.getByRole('listitem', { name: title });
    await expect(row).toContainText('Active');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Pause' }).click();
    await expect(row).toContainText('Paused');
    await expect(row.getByRole('button', { name: 'Resume' })).toBeVisible();

    // Paused, it has left search, the sitemap, both feeds and the structured data.
    await guestPage.goto(`/browse-jobs?q=${word}`);
    await expect(guestPage.getByRole('heading', { level: 2, name: '0 results' })).toBeVisible();
    await expect(guestPage.getByRole('article', { name: `${title} at ${company}` })).toHaveCount(0);
    expect((await sitemapLocs(HOME)).locs).not.toContain(`${origin}${jobPath}`);
    const rssAfter = await plainGet(HOME, '/feeds/jobs.rss');
    expect(rssAfter.status).toBe(200);
    expect(rssAfter.body).not.toContain(jobPath);
    const indeedAfter = await plainGet(HOME, '/feeds/indeed.xml');
    expect(indeedAfter.status).toBe(200);
    expect(indeedAfter.body).not.toContain(jobId);
    const htmlAfter = await pageHtml(HOME, jobPath);
    expect(jsonLdOf(htmlAfter.body).filter((j) => j['@type'] === 'JobPosting')).toEqual([]);

    await guest.close();
  });
});
