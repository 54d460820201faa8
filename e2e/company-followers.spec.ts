// Company followers end to end (issue #48 item 1): a job seeker follows a company from its page,
// the company posts a job (through the API; posting is its own journey) and pauses and resumes it,
// and the job seeker finds it in their notifications exactly once, opens it, and finds the company
// among those they follow. The company's employer sees the follower on their company profile, and a
// guest the count on the server-rendered page.
import { expect, test } from './support/test';
import { registerVerifiedAccount } from './support/api';
import { api, cityNamed, expectOk, postJob, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

type CompanySummary = { _id: string; name: string; slug: string };

test.describe('[COMPANY-FOLLOWERS] following a company', () => {
  test('a job seeker follows a company and hears of its new job once; the company sees its follower', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const word = token();
    const owner = await registerVerifiedAccount(request, 'employer', { companyName: `Harbourline ${word} Freight` });
    const { token: bearer } = await expectOk<{ token: string }>(
      await request.post(api('employer/login'), { data: { email: owner.email, password: owner.password } }),
      'employer/login',
    );
    const headers = { authorization: `Bearer ${bearer}` };
    const { company } = await expectOk<{ company: CompanySummary }>(
      await request.get(api('employer/view'), { headers }),
      'employer/view',
    );
    // The owner sets the company page up (its own journey), so it is theirs to see with its count.
    const industries = await expectOk<{ items: { _id: string }[] }>(
      await request.post(api('masters/list'), { data: { kind: 'industry', limit: 10 } }),
      'masters/list',
    );
    const city = await cityNamed(request, 'Pune', 'India');
    await expectOk(
      await request.post(api('employer/update-company'), {
        headers,
        data: {
          name: company.name,
          industryId: industries.items[0]?._id,
          size: '51-200',
          location: { countryId: city.countryId, stateId: city.stateId, cityId: city.cityId },
        },
      }),
      'employer/update-company',
    );
    const seeker = await registerVerifiedAccount(request, 'candidate', { firstName: 'Nandini', lastName: word });

    // 1. The job seeker follows the company from its page.
    await logIn(page, 'candidate', seeker.email, seeker.password, `/company-profile?slug=${company.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await expect(page.getByTestId('company-followers')).toHaveText('0 followers');
    await page.getByRole('button', { name: `Follow ${company.name}` }).click();
    const following = page.getByRole('button', { name: `Following ${company.name}` });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('company-followers')).toHaveText('1 follower');
    await checkScreen(page, 'company-followers-1-company');

    // 2. The company posts a job, then pauses and resumes it: still one announcement.
    const title = `Reefer Yard Planner ${word}`;
    const job = await postJob(request, bearer, title, []);
    for (const path of [`jobs/pause-job/${job._id}`, `jobs/resume-job/${job._id}`])
      await expectOk(await request.put(api(path), { headers }), path);

    // 3. The job seeker's notifications tell of it exactly once, and it opens the job.
    await page.goto('/jobsseekers/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const told = page.getByRole('listitem').filter({ hasText: title });
    await expect(told).toHaveCount(1);
    await expect(told).toHaveAccessibleName(`Unread: New job at ${company.name}`);
    await checkScreen(page, 'company-followers-2-notification');
    await told.getByRole('link', { name: `New job at ${company.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/job-detail/${job.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // 4. My jobs, Following: the company, and the digest off until chosen.
    await page.goto('/jobsseekers/my-jobs?tab=following');
    await expect(page.getByRole('tab', { name: 'Following', selected: true })).toBeVisible();
    const row = page.getByRole('list', { name: 'Companies you follow' }).getByRole('listitem', { name: company.name });
    await expect(row).toContainText('1 open job');
    await expect(page.getByRole('switch', { name: /^E-mail me a daily digest/ })).not.toBeChecked();
    await checkScreen(page, 'company-followers-3-following');

    // 5. The company's employer sees the follower on their company profile.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await logIn(employer, 'employer', owner.email, owner.password, '/employer/company-profile');
    await expect(employer.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
    await expect(employer.getByTestId('company-followers')).toHaveText('1 follower');
    await expect(employer.getByRole('button', { name: `Follow ${company.name}` })).toHaveCount(0);
    await checkScreen(employer, 'company-followers-4-employer');
    await employerContext.close();

    // 6. A guest gets the page server-rendered with the count, and is offered to log in to follow.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const problems: string[] = [];
    guest.on('console', (m) => {
      if (/hydrat/i.test(m.text())) problems.push(m.text());
    });
    const served = await guest.goto(`/company-profile?slug=${company.slug}`);
    expect(await served?.text()).toContain('1 follower');
    await expect(guest.getByTestId('company-followers')).toHaveText('1 follower');
    await expect(guest.getByRole('link', { name: `Log in to follow ${company.name}` })).toHaveAttribute(
      'href',
      '/jobsseekers/login',
    );
    expect(problems, 'the guest page hydrated without a mismatch').toEqual([]);
    await guestContext.close();
  });
});
