// Knock-out questions (issue #50 item 5, docs/knock-outs.md): the demo employer posts a job asking
// for a forklift licence and makes "Yes" its required answer in the question editor; one candidate
// answers yes, one no. The first is in the applicants; the second is only in "Did not meet
// requirements", gets the polite e-mail once the board's delay has passed (the dev clock runs the
// notices as the background run would three days later) and is brought back into the applicants.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { mailbox, registerVerifiedAccount } from './support/api';
import { api, DEMO_EMPLOYER, DEMO_PASSWORD, demoEmployerToken, expectOk, postJob, token } from './support/jobs';
import { minimalPdf } from './support/pdf';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

const QUESTION = 'Do you hold a forklift licence?';

async function applyWith(request: APIRequestContext, jobId: string, firstName: string, licence: string) {
  const candidate = await registerVerifiedAccount(request, 'candidate', { firstName, lastName: 'Knockout' });
  const login = await expectOk<{ token: string }>(
    await request.post(api('candidate/login'), { data: { email: candidate.email, password: candidate.password } }),
    'candidate login',
  );
  const headers = { authorization: `Bearer ${login.token}` };
  const resume = await expectOk<{ uri: string }>(
    await request.post(api('files/upload'), {
      headers,
      multipart: {
        purpose: 'resume',
        file: { name: `${firstName}.pdf`, mimeType: 'application/pdf', buffer: minimalPdf(firstName) },
      },
    }),
    'resume upload',
  );
  await expectOk(
    await request.post(api('userjobs/create'), {
      headers,
      data: { jobId, resumeUri: resume.uri, answers: { forkliftLicence: licence } },
    }),
    'apply',
  );
  return { email: candidate.email, name: `${firstName} Knockout` };
}

test('[EMPLOYER] a knock-out question sets aside the applicant who does not meet it, who is told and brought back', async ({
  page,
  request,
}) => {
  const tag = token();
  const job = await postJob(request, await demoEmployerToken(request), `Forklift Lead ${tag}`, [
    {
      keyNm: 'forkliftLicence',
      label: { en: QUESTION },
      fieldType: 'dropdown',
      required: true,
      options: [
        { value: 'yes', label: { en: 'Yes' } },
        { value: 'no', label: { en: 'No' } },
      ],
    },
  ]);

  // The employer makes "Yes" the required answer.
  await logIn(
    page,
    'employer',
    DEMO_EMPLOYER.email,
    DEMO_PASSWORD,
    `/employer/responses?jobId=${job._id}&screening=rules`,
  );
  const question = page.getByRole('group', { name: QUESTION });
  await question.getByRole('checkbox', { name: 'Yes' }).check();
  await question.getByLabel('Weight in the screening score').fill('5');
  await checkScreen(page, 'knock-outs-questions');
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/knock-outs/jobs/${job._id}`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save screening' }).click();
  expect((await saved).status()).toBe(200);

  const passes = await applyWith(request, job._id, `Asha${tag}`, 'yes');
  const fails = await applyWith(request, job._id, `Ravi${tag}`, 'no');

  // The applicants show the one who passed, with the score; not the one set aside.
  await page.goto(`/employer/responses?jobId=${job._id}`);
  const applicants = page.getByRole('listitem').filter({ hasText: passes.name });
  await expect(applicants.getByText('Score 100')).toBeVisible();
  await expect(page.getByText(fails.name)).toHaveCount(0);

  await page.getByRole('link', { name: 'Did not meet requirements' }).click();
  const setAside = page.getByRole('list', { name: 'Did not meet requirements' });
  const row = setAside.getByRole('listitem').filter({ hasText: fails.name });
  await expect(row.getByText(`Did not meet: ${QUESTION}`)).toBeVisible();
  await expect(setAside.getByText(passes.name)).toHaveCount(0);
  await checkScreen(page, 'knock-outs-set-aside');

  // Three days on (the board waits two), the background run tells the candidate, once.
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
  for (let run = 0; run < 2; run += 1)
    await expectOk(await request.post(`/dev/knock-outs/run-notices?at=${encodeURIComponent(inThreeDays)}`), 'notices');
  const told = (await mailbox(request)).filter(
    (m) => m.to === fails.email && m.subject.includes(`Forklift Lead ${tag}`),
  );
  expect(told).toHaveLength(1);
  expect(told[0]?.text).toContain('Thank you for applying');
  expect(
    (await mailbox(request)).filter((m) => m.to === passes.email && m.subject.includes('Your application')),
  ).toEqual([]);

  // The employer brings them back into the applicants.
  await row.getByRole('button', { name: `Bring back ${fails.name}` }).click();
  await expect(page.getByText('Everyone met the requirements')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the applicants' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: fails.name })).toBeVisible();
});
