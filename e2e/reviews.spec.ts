// Company reviews end to end (issue 16, item 4): a job seeker with a verified e-mail reviews a
// company on its public profile; the demo board checks reviews before publishing, so the author
// sees theirs awaiting approval; a second review of the same company (written from a tab opened
// before the first) is refused with the server's message; the board's admin publishes the review
// in the console, and the profile shows it with the average and the count.
import { expect, test, type Page } from './support/test';
import { registerVerifiedAccount } from './support/api';
import { api, DEMO_PASSWORD, expectOk, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn, logOut } from './support/ui';

type CompanySummary = { _id: string; name: string; slug: string };

const DEMO_ADMIN = 'admin@demo.jobboard.local';

async function fillReview(page: Page, stars: number, title: string) {
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: new RegExp(`^${stars} stars? out of 5`) }).check();
  await form.getByRole('textbox', { name: 'Headline' }).fill(title);
  await form
    .getByRole('textbox', { name: 'Pros' })
    .fill('Clear targets, fair pay and managers who explain the numbers.');
  await form.getByRole('textbox', { name: 'Cons' }).fill('Peak season weeks are long and leave is frozen in December.');
  await form.getByRole('radio', { name: 'I used to work there' }).check();
  await form.getByRole('textbox', { name: 'Your job title' }).fill('Shift Lead');
  return form;
}

test.describe('[REVIEWS] company reviews', () => {
  test('a job seeker reviews a company, a second review is refused, the admin publishes it with the average', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const word = token();
    const owner = await registerVerifiedAccount(request, 'employer', { companyName: `Tidewater ${word} Freight` });
    const login = await expectOk<{ token: string }>(
      await request.post(api('employer/login'), { data: { email: owner.email, password: owner.password } }),
      'employer/login',
    );
    const { company } = await expectOk<{ company: CompanySummary }>(
      await request.get(api('employer/view'), { headers: { authorization: `Bearer ${login.token}` } }),
      'employer/view',
    );
    const seeker = await registerVerifiedAccount(request, 'candidate', { firstName: 'Anika', lastName: 'Bose' });
    const profile = `/company-profile?slug=${company.slug}`;

    await logIn(page, 'candidate', seeker.email, seeker.password);
    // A second tab, opened before the review is written, still offers to write one.
    const stale = await page.context().newPage();
    await stale.goto(profile);
    await expect(stale.getByRole('button', { name: 'Write a review' })).toBeVisible();

    await page.goto(profile);
    const section = page.getByRole('region', { name: `Reviews of ${company.name}` });
    await expect(section.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    await section.getByRole('button', { name: 'Write a review' }).click();
    const title = `Good growth at ${word}, busy peak seasons`;
    const form = await fillReview(page, 4, title);
    await checkScreen(page, 'reviews-1-write');
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // The board checks reviews before publishing: the author sees theirs waiting, nobody else yet.
    const review = section.getByRole('article', { name: title });
    await expect(review.getByText('Awaiting approval')).toBeVisible();
    await expect(review.getByText('Your review')).toBeVisible();
    await checkScreen(page, 'reviews-2-pending');

    // The stale tab tries again: the server refuses, and the form says why.
    await stale.getByRole('button', { name: 'Write a review' }).click();
    const again = await fillReview(stale, 2, 'Trying to review a second time');
    await again.getByRole('button', { name: 'Post review' }).click();
    await expect(again.getByRole('alert')).toContainText('You have already reviewed this company');
    await stale.close();

    // The board's admin publishes it from the console's review queue.
    await logOut(page, 'Anika Bose');
    await logIn(page, 'employer', DEMO_ADMIN, DEMO_PASSWORD, '/admin/reviews');
    const publish = page.getByRole('button', { name: `Publish “${title}”` });
    await publish.click();
    await expect(publish).toBeHidden();
    await checkScreen(page, 'reviews-3-moderation');

    // Published: the profile shows it with the average and the count in its header and facts.
    await page.goto(profile);
    const shown = section.getByRole('article', { name: title });
    await expect(shown.getByText('Anika Bose')).toBeVisible();
    const summary = section.getByTestId('review-summary');
    await expect(summary.getByText('4.0', { exact: true })).toBeVisible();
    await expect(summary.getByText('1 review', { exact: true })).toBeVisible();
    await expect(page.getByText('Rated 4.0 out of 5 from 1 review')).toHaveCount(2);
    await checkScreen(page, 'reviews-4-shown');
  });
});
