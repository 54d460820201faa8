// Job alerts end to end (issue 13): a guest saves a search as a job alert, confirms it from the
// e-mail, and asking for the same alert again says 'Job alert already exist'; a matching job is
// posted, the digest arrives in the dev mailbox (the run is moved to the next morning with the dev
// digest clock), and the one-click POST from its List-Unsubscribe header ends the alert: the next
// matching job is never mailed. A candidate's alerts are managed under My jobs.
import { expect, test, type APIRequestContext } from './support/test';
import { mailbox, registerVerifiedAccount, uniqueEmail, type MailboxEntry } from './support/api';
import { api, DEMO_EMPLOYER, DEMO_PASSWORD, expectOk, postJob, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

const DAY = 86_400_000;

/** The newest mail to `to` whose subject matches, waiting for it. */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailbox(request)).find((m) => m.to === to && subject.test(m.subject));
        return found?.subject ?? '';
      },
      { message: `a mail to ${to} matching ${subject}` },
    )
    .toMatch(subject);
  if (!found) throw new Error('unreachable');
  return found;
}

/** Runs the digests as the background task would at `at` (the dev digest clock). */
async function runDigests(request: APIRequestContext, at: Date) {
  return expectOk<{ sent: number }>(
    await request.post(`/dev/job-alerts/run-digests?at=${encodeURIComponent(at.toISOString())}`),
    'run digests',
  );
}

test.describe('[ALERTS] job alerts', () => {
  test('a guest’s alert: double opt-in, the duplicate refused, a digest in the mailbox, and the one-click unsubscribe', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = token();
    const email = uniqueEmail('alert-guest');

    // 1. The guest saves a search as a job alert.
    await page.goto(`/browse-jobs?q=${word}`);
    await expect(page.getByRole('heading', { level: 1, name: `Jobs matching “${word}”` })).toBeVisible();
    await page.getByRole('button', { name: 'Get these jobs by e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get these jobs by e-mail' });
    await expect(dialog.getByText(`“${word}”`)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByText('Daily', { exact: true }).click();
    await checkScreen(page, 'alerts-1-create');
    await dialog.getByRole('button', { name: 'Create job alert' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your inbox' });
    await expect(sent.getByText(email)).toBeVisible();
    await sent.getByRole('button', { name: 'Done' }).click();

    // 2. It is confirmed from the e-mail's link.
    const confirm = await mailTo(request, email, /^Confirm your job alert/);
    const confirmUrl = new URL(/https?:\/\/\S+action=confirm/.exec(confirm.text)?.[0] ?? '');
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeVisible();
    await expect(page.getByText(/is sent every day to al\*{4}@/)).toBeVisible();
    await checkScreen(page, 'alerts-2-confirmed');

    // 3. The same alert again: 'Job alert already exist'.
    await page.goto(`/browse-jobs?q=${word}`);
    await page.getByRole('button', { name: 'Get these jobs by e-mail' }).click();
    const again = page.getByRole('dialog', { name: 'Get these jobs by e-mail' });
    await again.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await again.getByText('Weekly', { exact: true }).click();
    await again.getByRole('button', { name: 'Create job alert' }).click();
    await expect(again.getByRole('alert')).toContainText('Job alert already exist');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // 4. A matching job is posted; the next morning's digest carries it, with the one-click headers.
    const login = await expectOk<{ token: string }>(
      await request.post(api('employer/login'), { data: { email: DEMO_EMPLOYER.email, password: DEMO_PASSWORD } }),
      'employer login',
    );
    const job = await postJob(request, login.token, `Warehouse Lead ${word}`, []);
    expect((await runDigests(request, new Date(Date.now() + DAY + 60_000))).sent).toBeGreaterThanOrEqual(1);
    const digest = await mailTo(request, email, /^1 new job for /);
    expect(digest.text).toContain(job.title);
    expect(digest.text).toContain(`/job-detail/${job.slug}`);
    expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(digest.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(/\/alert-unsubscribe\?token=/);

    // 5. The mail client's one-click POST ends the alert, without a login or a page.
    const url = new URL(oneClick);
    const unsubscribed = await request.post(`${url.pathname}${url.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status()).toBe(200);
    expect(await unsubscribed.text()).toContain('You have been unsubscribed');

    // The next matching job is never mailed to the address.
    await postJob(request, login.token, `Night Picker ${word}`, []);
    await runDigests(request, new Date(Date.now() + 3 * DAY));
    const toGuest = (await mailbox(request)).filter((m) => m.to === email && /new job/.test(m.subject));
    expect(toGuest.map((m) => m.subject)).toEqual([digest.subject]);

    // The link's page says so, and offers to switch back on.
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch it back on' })).toBeVisible();
    await checkScreen(page, 'alerts-3-unsubscribed');
  });

  test('a candidate saves a search and manages the alert under My jobs', async ({ page, request }) => {
    const word = token();
    const candidate = await registerVerifiedAccount(request, 'candidate', { firstName: 'Nila', lastName: 'Raj' });
    await logIn(page, 'candidate', candidate.email, candidate.password, `/browse-jobs?q=${word}&workplace=WFH`);
    await page.getByRole('button', { name: 'Get these jobs by e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get these jobs by e-mail' });
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: 'Alert name' }).fill(`Remote ${word}`);
    await dialog.getByRole('button', { name: 'Create job alert' }).click();
    const created = page.getByRole('dialog', { name: 'Job alert created' });
    await expect(created.getByText(`Remote ${word}`)).toBeVisible();
    await created.getByRole('link', { name: 'Manage alerts' }).click();

    await expect(page).toHaveURL(/\/jobsseekers\/my-jobs\?tab=alerts/);
    const alert = page.getByRole('list', { name: 'Job alerts' }).getByRole('listitem', { name: `Remote ${word}` });
    await expect(alert).toContainText(`“${word}” · Remote`);
    await checkScreen(page, 'alerts-4-my-alerts');
    await alert.getByRole('switch', { name: `Send Remote ${word}` }).click({ force: true });
    await expect(alert.getByText('Paused')).toBeVisible();
    await alert.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this job alert?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
  });
});
