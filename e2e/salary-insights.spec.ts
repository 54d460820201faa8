// Salary insights end to end (issue 48 item 1, docs/salary-insights.md): five jobs of one new
// title from three companies (the demo employer's and two registered for the run) paying 6 to 14
// lakh a year; the job page shows what they pay as a chart with its sentence and its table, in the
// server's page too, and the employer posting a sixth sees the range beside the salary inputs and
// takes it. The title is the run's own, so no other journey's jobs are counted.
import { expect, test, type APIRequestContext } from './support/test';
import { registerVerifiedAccount } from './support/api';
import { pageHtml } from './support/hosts';
import {
  api,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  demoEmployerToken,
  expectOk,
  postJob,
  token,
  type JobSalary,
  type Posted,
} from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

/** A range of ±1 lakh a year around `lakh` (its middle is what is compared). */
const around = (lakh: number): JobSalary => ({
  min: (lakh - 1) * 100_000,
  max: (lakh + 1) * 100_000,
  currencyCode: 'INR',
  period: 'YEARLY',
});

async function employerOfNewCompany(request: APIRequestContext): Promise<string> {
  const account = await registerVerifiedAccount(request, 'employer', { companyName: `Tariff Works ${token()}` });
  const login = await expectOk<{ token: string }>(
    await request.post(api('employer/login'), { data: { email: account.email, password: account.password } }),
    'employer login',
  );
  return login.token;
}

const SENTENCE = /pay less than ₹10,00,000 a year; the middle half pay ₹8,00,000 to ₹12,00,000\./;

test.describe('[SALARY] salary insights', () => {
  test('a job page shows what jobs like it pay, and the employer posting one is offered the range', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const title = `Freight Rate Analyst ${token()}`;
    const demo = await demoEmployerToken(request);
    const [second, third] = [await employerOfNewCompany(request), await employerOfNewCompany(request)];
    const posted: Posted[] = [];
    for (const [i, bearer] of [demo, demo, second, second, third].entries())
      posted.push(await postJob(request, bearer, title, [], undefined, around(6 + 2 * i)));
    const job = posted[2];
    if (!job) throw new Error('no job posted');

    // 1. The server's page already holds the figures in words.
    const html = await pageHtml('localhost', `/job-detail/${job.slug}`);
    expect(html.status).toBe(200);
    expect(html.body).toContain('Salary insights');
    expect(html.body).toMatch(SENTENCE);

    // 2. In the browser: the chart of the five percentiles, its sentence and its table.
    await page.goto(`/job-detail/${job.slug}`);
    const figure = page.getByRole('figure', { name: 'Salary insights' });
    await expect(figure.getByText(SENTENCE)).toBeVisible();
    await expect(figure.locator('.recharts-bar-rectangle')).toHaveCount(5);
    await figure.getByRole('button', { name: 'Show as table' }).click();
    const table = figure.getByRole('table', { name: 'Salary insights' });
    await expect(table.getByRole('row', { name: /Median/ })).toContainText('₹10,00,000');
    await expect(table.getByRole('row', { name: /Jobs/ })).toContainText('5');
    // Off the toggle: axe reads the screen as it rests, not the button's hover colours.
    await page.mouse.move(0, 400);
    await checkScreen(page, 'salary-insights-1-job-page');

    // 3. The demo employer posts a sixth: the hint beside the salary range, and its range taken.
    const categories = await expectOk<{ _id: string }[]>(
      await request.post(api('category/all'), { headers: { authorization: `Bearer ${demo}` }, data: {} }),
      'category/all',
    );
    const draft = await expectOk<{ _id: string }>(
      await request.post(api('jobs/create-job-type'), {
        headers: { authorization: `Bearer ${demo}` },
        data: { employmentType: 'FULL_TIME', workplaceType: 'WFH', categoryId: categories[0]?._id },
      }),
      'create-job-type',
    );
    await logIn(page, 'employer', DEMO_EMPLOYER.email, DEMO_PASSWORD, `/employer/job-post?jobId=${draft._id}`);
    await page.getByRole('textbox', { name: /Job title/ }).fill(title);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('INR');
    await page.getByRole('combobox', { name: 'Paid' }).selectOption('YEARLY');
    const hint = page.getByRole('status').filter({ hasText: 'Jobs like this pay' });
    await expect(hint).toContainText('pay ₹8,00,000 – ₹12,00,000 a year (median ₹10,00,000), based on 5');
    await checkScreen(page, 'salary-insights-2-posting-hint');
    await hint.getByRole('button', { name: 'Use this range' }).click();
    await expect(page.getByRole('textbox', { name: 'Minimum salary' })).toHaveValue('800,000');
    await expect(page.getByRole('textbox', { name: 'Maximum salary' })).toHaveValue('1,200,000');
  });
});
