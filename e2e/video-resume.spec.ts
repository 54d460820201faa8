// Video resume end to end (issue #48 item 1): a job seeker on a plan with video_resume uploads a
// short video from the Resume tab of their profile and watches it; the employer they applied to
// opens the application and the video plays there, streamed through its signed link. The job,
// the application and the plan purchase are set up through the API (journeys of their own).
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { jobWithApplicant } from './support/applicant';
import { api, DEMO_EMPLOYER, DEMO_PASSWORD, expectOk, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

const FIXTURE = readFileSync(new URL('../server/video-resume/test/fixtures/intro.webm', import.meta.url));

/** The candidate buys Job seeker Premium (every candidate tool) in the sandbox, through the API. */
async function buyPremium(request: APIRequestContext, email: string, password: string): Promise<void> {
  const { token: bearer } = await expectOk<{ token: string }>(
    await request.post(api('candidate/login'), { data: { email, password } }),
    'candidate login',
  );
  const headers = { authorization: `Bearer ${bearer}` };
  const plans = await expectOk<{ items: { _id: string; name: string; subscription: string }[] }>(
    await request.post(api('licence/candidate/get-plans/list'), { headers, data: { page: 1, limit: 50 } }),
    'candidate plans',
  );
  const premium = plans.items.find((p) => p.name === 'Job seeker Premium');
  expect(premium, 'Job seeker Premium on sale').toBeTruthy();
  const order = await expectOk<{ _id: string; url: string }>(
    await request.post(api('order/create'), {
      headers,
      data: { planId: premium?._id, action: 'UPGRADE', currency: 'USD', gateway: 'STRIPE' },
    }),
    'order',
  );
  const checkout = await expectOk<{ url: string }>(
    await request.post(api('order/payment-url'), { headers, data: { orderId: order._id } }),
    'payment url',
  );
  const paid = await request.post(new URL(checkout.url, 'http://x').pathname, {
    form: { action: 'pay', number: '4000 0000 0000 0077', expiry: '12/30', cvc: '123', name: 'Video Tester' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  await expect
    .poll(async () => {
      const map = await expectOk<Record<string, boolean>>(
        await request.get(api('licence/get-licence-map'), { headers }),
        'licence map',
      );
      return map.video_resume;
    })
    .toBe(true);
}

test.describe('[VIDEO-RESUME] a video resume', () => {
  test('is uploaded from the profile and played from the applicant’s detail', async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    const word = token();
    const applied = await jobWithApplicant(request, `Camera Operator ${word}`, { firstName: 'Meera', lastName: word });
    await buyPremium(request, applied.candidate.email, applied.candidate.password);

    // 1. The job seeker uploads the video from the Resume tab and sees it there.
    await logIn(page, 'candidate', applied.candidate.email, applied.candidate.password, '/jobsseekers/profile?tab=3');
    const section = page.getByRole('region', { name: 'Video resume' });
    await expect(section.getByText('No video resume yet')).toBeVisible();
    await section.locator('input[type="file"]').setInputFiles({
      name: 'meera-intro.webm',
      mimeType: 'video/webm',
      buffer: FIXTURE,
    });
    await expect(section.getByLabel('Your video resume')).toBeVisible();
    await expect(section.getByText(/meera-intro\.webm · 0:01/)).toBeVisible();
    await checkScreen(page, 'video-resume-1-profile');

    // 2. The employer opens the application; the video plays there.
    const context = await browser.newContext();
    const employer = await context.newPage();
    await logIn(
      employer,
      'employer',
      DEMO_EMPLOYER.email,
      DEMO_PASSWORD,
      `/employer/response-detail?userJobId=${applied.applicationId}`,
    );
    await expect(employer.getByRole('heading', { level: 1, name: applied.candidateName })).toBeVisible();
    const player = employer.getByLabel('Video resume of the applicant');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('poster', /\/client\/api\/v1\/video-resume\/media\//);
    await player.evaluate(async (el) => {
      const video = el as HTMLVideoElement;
      video.muted = true;
      await video.play();
    });
    await expect
      .poll(() =>
        player.evaluate((el) => ({
          ready: (el as HTMLVideoElement).readyState >= 2,
          time: (el as HTMLVideoElement).currentTime > 0,
        })),
      )
      .toEqual({ ready: true, time: true });
    await checkScreen(employer, 'video-resume-2-applicant');
    await context.close();
  });
});
