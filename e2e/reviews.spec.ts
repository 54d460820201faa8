// Company reviews end to end (issue 16, item 4): a job seeker with a verified e-mail reviews a
// company on its public profile, the review shows with the average and the count, and a second
// review of the same company (written from a tab opened before the first) is refused with the
// server's message. The board publishes reviews at once (moderation after publishing, the
// default); moderation before publishing is proven by the API tests (server/reviews).
import { expect, test, type Page } from './support/test';
import { registerVerifiedAccount } from './support/api';
import { api, expectOk, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

type CompanySummary = { _id: string; name: string; slug: string };

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
  test('a job seeker reviews a company, sees it with the average, and a second review is refused', async ({
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
    const form = await fillReview(page, 4, 'Good growth, busy peak seasons');
    await checkScreen(page, 'reviews-1-write');
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    const review = section.getByRole('article', { name: 'Good growth, busy peak seasons' });
    await expect(review.getByText('Your review')).toBeVisible();
    await expect(review.getByText('Anika Bose')).toBeVisible();
    const summary = section.getByTestId('review-summary');
    await expect(summary.getByText('4.0', { exact: true })).toBeVisible();
    await expect(summary.getByText('1 review', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Edit your review' })).toBeVisible();
    // The profile's header and facts follow without a reload: rated 4.0 from one review.
    await expect(page.getByText('Rated 4.0 out of 5 from 1 review')).toHaveCount(2);
    await expect(page.getByText('No reviews yet')).toHaveCount(0);
    await checkScreen(page, 'reviews-2-shown');

    // The stale tab tries again: the server refuses, and the form says why.
    await stale.getByRole('button', { name: 'Write a review' }).click();
    const again = await fillReview(stale, 2, 'Trying to review a second time');
    await again.getByRole('button', { name: 'Post review' }).click();
    await expect(again.getByRole('alert')).toContainText('You have already reviewed this company');
    await stale.close();
  });
});
