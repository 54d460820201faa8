// The resume builder in Chromium (issue 11): a candidate with a job seeker plan builds a resume
// from their profile, changes the theme colour and the text size, downloads the PDF (its text,
// extracted here with pdf.js, holds the name and each section heading), downloads it as a JSON
// Resume document from the list of built resumes (parsed here: its basics name the candidate),
// saves it as the resume for applying, and applies to a job with it.
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { registerVerifiedAccount } from './support/api';
import { api, DEMO_EMPLOYER, DEMO_PASSWORD, expectOk, postJob, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { expect, test, type APIRequestContext } from './support/test';
import { logIn } from './support/ui';

async function bearerOf(request: APIRequestContext, role: 'candidate' | 'employer', email: string, password: string) {
  const data = await expectOk<{ token: string }>(
    await request.post(api(`${role}/login`), { data: { email, password } }),
    `${role} login`,
  );
  return { authorization: `Bearer ${data.token}` };
}

async function pdfText(path: string): Promise<{ text: string; pages: number }> {
  const doc = await getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
  }
  return { text, pages: doc.numPages };
}

test.describe('[RESUMES] the resume builder', () => {
  test('builds a resume from the profile, restyles it, downloads the PDF and applies with it', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const candidate = await registerVerifiedAccount(request, 'candidate', { firstName: 'Priya', lastName: 'Sharma' });
    const headers = await bearerOf(request, 'candidate', candidate.email, candidate.password);
    const me = await expectOk<{ _id: string }>(await request.get(api('candidate/view'), { headers }), 'candidate/view');
    const section = async (kind: string, data: unknown) =>
      expectOk(await request.post(api(`candidate-profile/${kind}`), { headers, data }), kind);
    await expectOk(
      await request.put(api(`candidate-profile/basic-details/${me._id}`), {
        headers,
        data: { name: 'Priya Sharma', mobNo: '9823012345', countryCode: '+91', headline: 'Senior Frontend Engineer' },
      }),
      'basic details',
    );
    await section('experience', {
      comNm: 'Infosys',
      title: 'Senior Frontend Engineer',
      from: '2022-07-01',
      isCurrent: true,
    });
    await section('education', {
      instiNm: 'College of Engineering Pune',
      qualification: 'B.Tech',
      from: '2014-08-01',
      to: '2018-05-31',
    });
    await section('project', {
      title: 'UPI payments dashboard',
      from: '2023-02-01',
      to: '2023-09-30',
      desc: 'Real-time view',
    });

    // The builder comes with a job seeker plan, bought on the sandbox gateway.
    await logIn(page, 'candidate', candidate.email, candidate.password, '/jobsseekers/pricing-and-plans');
    await page.getByRole('link', { name: /^(Upgrade|Choose plan): Job seeker Plus$/ }).click();
    await page.getByRole('button', { name: 'Pay $9.00' }).click();
    await expect(page).toHaveURL(/\/sandbox-checkout\//);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0077');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 40_000 });

    // Build from the profile.
    await page.goto('/jobsseekers/resume-option');
    await checkScreen(page, 'resumes-1-options');
    await page.getByRole('button', { name: 'Build my resume' }).click();
    await expect(page).toHaveURL(/\/jobsseekers\/create-resume\?id=/);
    const resumeId = new URL(page.url()).searchParams.get('id') ?? '';
    // In the preview: the form's collapsed Experience section holds the same words, hidden, and
    // comes first in the page (which one `.first()` found depended on when the form's panels mounted).
    await expect(page.getByRole('region', { name: 'Resume preview' }).getByText('Infosys')).toBeVisible();

    // Restyle: a violet theme and large text, saved by the autosave.
    const design = page.getByRole('button', { name: /^Design/ });
    if ((await design.getAttribute('aria-expanded')) !== 'true') await design.click();
    await page.getByRole('radio', { name: 'Violet' }).check();
    await page.getByText('Text size').locator('..').getByText('Large', { exact: true }).click();
    await expect
      .poll(async () => {
        const r = await expectOk<{ settings: { themeColor: string; fontSize: string } }>(
          await request.get(api(`resumes/${resumeId}`), { headers }),
          'resume',
        );
        return `${r.settings.themeColor} ${r.settings.fontSize}`;
      })
      .toBe('#6741d9 large');
    await checkScreen(page, 'resumes-2-builder');

    // Download the PDF and read it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Priya_Sharma_Resume.pdf');
    const { text } = await pdfText(await download.path());
    for (const words of ['Priya Sharma', 'Experience', 'Education', 'Projects', 'Infosys', 'UPI payments dashboard'])
      expect(text.toLowerCase()).toContain(words.toLowerCase());

    // The list of built resumes also gives it as a JSON Resume document.
    await page.goto('/jobsseekers/resume-option');
    const exporting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Priya Sharma as JSON Resume' }).click();
    const exported = await exporting;
    expect(exported.suggestedFilename()).toBe('Priya_Sharma_resume.json');
    const document = JSON.parse(await readFile(await exported.path(), 'utf8')) as {
      basics?: { name?: string; email?: string };
      work?: { name?: string }[];
    };
    expect(typeof document.basics).toBe('object');
    expect(document.basics?.name).toBe('Priya Sharma');
    expect(document.work?.map((w) => w.name)).toContain('Infosys');
    await page.goto(`/jobsseekers/create-resume?id=${resumeId}`);

    // Keep it as the resume for applying, and apply with it.
    await page.getByRole('button', { name: 'Save as my resume for applying' }).click();
    await expect(page.getByText(/saved as your resume/i).first()).toBeVisible();
    const profile = await expectOk<{ resume: { uri: string; mimeType: string } | null }>(
      await request.get(api('candidate/view'), { headers }),
      'profile',
    );
    expect(profile.resume?.mimeType).toBe('application/pdf');
    const employer = await bearerOf(request, 'employer', DEMO_EMPLOYER.email, DEMO_PASSWORD);
    const job = await postJob(request, employer.authorization.slice('Bearer '.length), `Frontend Lead ${token()}`, []);
    const applied = await expectOk<{ _id: string; resume: { uri: string } | null }>(
      await request.post(api('userjobs/create'), { headers, data: { jobId: job._id, resumeUri: profile.resume?.uri } }),
      'apply with the saved resume',
    );
    expect(applied.resume?.uri).toBe(profile.resume?.uri);
  });
});
