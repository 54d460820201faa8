// Chat end to end (issue 15) with two browser contexts: the employer opens a response and starts
// a chat; the candidate's unread badge turns 1 without a reload; the candidate replies and the
// employer sees it live; after a reload both histories are equal. The socket is opened on the
// chat-related pages only: not on /browse-jobs, yes on the responses screens. A candidate reports
// an employer's message; the board's admin finds it with its context in the console and removes
// it, and the candidate's chat shows the removal live.
import { expect, test, type Page } from './support/test';
import { jobWithApplicant } from './support/applicant';
import { api, DEMO_EMPLOYER, DEMO_PASSWORD, expectOk, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

const badge = (page: Page) => page.getByTestId('chat-unread-badge');
const messages = (page: Page) => page.getByTestId('chat-message');

/** Records the socket.io connections a page opens. */
function socketsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/socket.io/')) urls.push(ws.url());
  });
  return urls;
}

test.describe('[CHAT] employers and candidates talk in real time', () => {
  test('the employer starts a chat from a response; the candidate’s badge counts it live, the reply arrives live, and both histories match after a reload', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const title = `Cold Chain Planner ${token()}`;
    const { job, candidate, candidateName, applicationId } = await jobWithApplicant(request, title, {
      firstName: 'Imani',
      lastName: 'Osei',
    });

    // The candidate: no socket while browsing jobs, one on the job's page; nothing unread yet.
    const candidateSockets = socketsOf(page);
    await logIn(page, 'candidate', candidate.email, candidate.password, '/browse-jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(candidateSockets).toEqual([]);
    await page.goto(`/job-detail/${job.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.poll(() => candidateSockets.length).toBeGreaterThan(0);
    await expect(badge(page)).toHaveAccessibleName('No unread messages');

    // The employer opens the job's responses (a socket opens there), then the response, and starts the chat.
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    const employerSockets = socketsOf(employer);
    await logIn(employer, 'employer', DEMO_EMPLOYER.email, DEMO_PASSWORD, `/employer/responses?jobId=${job._id}`);
    await expect(employer.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => employerSockets.length).toBeGreaterThan(0);
    await employer.goto(`/employer/response-detail?userJobId=${applicationId}`);
    await expect(employer.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
    await employer.getByRole('button', { name: `Message ${candidateName}` }).click();
    await expect(employer).toHaveURL(/\/employer\/chat\/[0-9a-f-]{36}$/);
    const greeting = `Hi ${candidate.firstName}, could you talk on Thursday at 11:00?`;
    await employer.getByTestId('chat-composer').fill(greeting);
    await employer.getByTestId('chat-send').click();
    await expect(messages(employer).filter({ hasText: greeting })).toBeVisible();

    // Without a reload, the candidate's badge turns 1; the conversation opens from it.
    await expect(badge(page)).toHaveAccessibleName('1 unread message');
    await page.getByRole('button', { name: 'Messages' }).click();
    await page.getByRole('menuitem', { name: new RegExp(DEMO_EMPLOYER.name) }).click();
    await expect(page).toHaveURL(/\/jobsseekers\/chat\/[0-9a-f-]{36}$/);
    await expect(messages(page).filter({ hasText: greeting })).toBeVisible();
    await expect(badge(page)).toHaveAccessibleName('No unread messages');
    await checkScreen(page, 'chat-candidate');

    // The reply arrives live on the employer's screen.
    const reply = 'Thursday at 11:00 works for me. See my portfolio at https://example.com/imani';
    await page.getByTestId('chat-composer').fill(reply);
    await page.getByTestId('chat-send').click();
    await expect(messages(employer).filter({ hasText: 'Thursday at 11:00 works for me' })).toBeVisible();
    const link = messages(employer).getByRole('link', { name: 'https://example.com/imani' });
    await expect(link).toHaveAttribute('rel', /noopener/);
    await checkScreen(employer, 'chat-employer');

    // After a reload both sides show the same history, in the same order.
    await Promise.all([page.reload(), employer.reload()]);
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(employer)).toHaveCount(2);
    const texts = async (p: Page) => (await messages(p).allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
    const [candidateSide, employerSide] = [await texts(page), await texts(employer)];
    expect(candidateSide.map((t) => t.includes(greeting))).toEqual([true, false]);
    expect(employerSide.map((t) => t.includes(greeting))).toEqual([true, false]);
    await employerContext.close();
  });

  test('a candidate reports an employer’s message; the admin removes it from the console, and the chat shows the removal', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { job, candidate, candidateName } = await jobWithApplicant(request, `Yard Marshal ${token()}`, {
      firstName: 'Kofi',
      lastName: `Mensah ${token()}`,
    });
    // The room and the employer's message, through the API: the candidate opens the room about the job.
    const login = async (role: 'candidate' | 'employer', email: string, password: string) =>
      (
        await expectOk<{ token: string }>(
          await request.post(api(`${role}/login`), { data: { email, password } }),
          `${role} login`,
        )
      ).token;
    const asCandidate = { authorization: `Bearer ${await login('candidate', candidate.email, candidate.password)}` };
    const room = await expectOk<{ _id: string; participants: { _id: string; role: string }[] }>(
      await request.post(api('chat/create'), { headers: asCandidate, data: { jobId: job._id } }),
      'chat/create as the candidate',
    );
    const candidateId = room.participants.find((p) => p.role === 'candidate')?._id;
    const offending = `Send 2,000 rupees for the uniform before you start ${token()}`;
    await expectOk(
      await request.post(api('chat/create'), {
        headers: { authorization: `Bearer ${await login('employer', DEMO_EMPLOYER.email, DEMO_PASSWORD)}` },
        data: { participantId: candidateId, jobId: job._id, message: { body: offending } },
      }),
      'chat/create as the employer',
    );

    // The candidate reports the message from its menu.
    await logIn(page, 'candidate', candidate.email, candidate.password, `/jobsseekers/chat/${room._id}`);
    const message = messages(page).filter({ hasText: offending });
    await expect(message).toBeVisible();
    await message.getByRole('button', { name: `Actions for the message from ${DEMO_EMPLOYER.name}` }).click();
    await page.getByRole('menuitem', { name: 'Report message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByRole('radio', { name: 'A scam, or a request for money' }).check();
    await dialog.getByRole('textbox', { name: 'Details' }).fill('They want money before the first shift.');
    await checkScreen(page, 'chat-report');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(message).toContainText('Reported');

    // The board's admin finds it with its context and removes the message.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin, 'employer', 'admin@demo.jobboard.local', DEMO_PASSWORD);
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.goto('/admin/chat-reports');
    await admin.getByRole('textbox', { name: 'Search by name or e-mail' }).fill(candidate.email);
    const report = admin.getByRole('listitem', {
      name: `${candidateName} reported a message of ${DEMO_EMPLOYER.name}`,
    });
    await expect(report).toBeVisible();
    await expect(report.getByRole('list', { name: /The reported message/ }).getByRole('listitem')).toContainText([
      offending,
    ]);
    await expect(report).toContainText('They want money before the first shift.');
    await checkScreen(admin, 'admin-chat-reports');
    await report.getByRole('button', { name: `Act on the report by ${candidateName}` }).click();
    const act = admin.getByRole('dialog', { name: 'Act on the report' });
    await act.getByRole('checkbox', { name: 'Remove the message' }).check();
    await act.getByRole('textbox', { name: 'Note' }).fill('Asking candidates for money breaks the board’s rules.');
    await checkScreen(admin, 'admin-chat-reports-act');
    await act.getByRole('button', { name: 'Act on the report' }).click();
    await expect(act).toBeHidden();
    await expect(report).toBeHidden();

    // The candidate's open chat shows the removal in its place, live, and again after a reload.
    const removed = messages(page).filter({ hasText: "Removed by the board's moderators" });
    await expect(removed).toBeVisible();
    await expect(messages(page).filter({ hasText: offending })).toHaveCount(0);
    await page.reload();
    await expect(removed).toBeVisible();
    await adminContext.close();
  });
});
