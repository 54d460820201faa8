// Chat end to end (issue 15) with two browser contexts: the employer opens a response and starts
// a chat; the candidate's unread badge turns 1 without a reload; the candidate replies and the
// employer sees it live; after a reload both histories are equal. The socket is opened on the
// chat-related pages only: not on /browse-jobs, yes on the responses screens.
import { expect, test, type Page } from './support/test';
import { jobWithApplicant } from './support/applicant';
import { DEMO_EMPLOYER, DEMO_PASSWORD, token } from './support/jobs';
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
    await logIn(page, 'candidate', candidate.email, candidate.password);
    await page.goto('/browse-jobs');
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
    await logIn(employer, 'employer', DEMO_EMPLOYER.email, DEMO_PASSWORD);
    await employer.goto(`/employer/responses?jobId=${job._id}`);
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
});
