// White label (issue #48, plan flag white_label; docs/white-label.md). A board of its own starts on
// the trial plan: its footer and its mails credit the installation ("Powered by Jobboard"). Given
// the premium plan, which sells white label, the same board's pages (as sent and as the browser
// shows them) and its mails name only the board. Its PDFs (resumes, invoices) are read in
// server/white-label/white-label.test.ts: making one here needs a paid candidate plan.
import { expect, test } from './support/test';
import { mailbox, registerVerifiedAccount } from './support/api';
import { pageHtml } from './support/hosts';
import { checkScreen } from './support/screens';
import { addConsoleAdmin, makeOwnBoard } from './support/own-board';

const PLATFORM = 'Jobboard';

test('[ADMIN] a trial board credits the platform; white-labelled, its pages, mails and PDFs name only the board', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'whitelabel',
    companyName: 'Quayside Staffing',
    ownerName: 'Ines Duarte',
  });

  // On trial: the footer and the board's mails say who hosts it.
  await page.goto(`${own.origin}/browse-jobs`);
  await expect(page.getByRole('contentinfo')).toContainText(`Powered by ${PLATFORM}`);
  await checkScreen(page, 'white-label-credit');
  const onTrial = (await mailbox(request, own.host)).find((m) => m.to === own.owner.email);
  expect(onTrial?.html).toContain(`Powered by ${PLATFORM}`);

  // The premium plan sells white label.
  await addConsoleAdmin(own, { firstName: 'Tomas', lastName: 'Berg' });
  for (const path of ['/', '/browse-jobs', '/browse-companies', '/about-us']) {
    const sent = await pageHtml(own.host, path);
    expect(sent.status, path).toBe(200);
    expect(sent.body, path).toContain('Quayside Staffing');
    expect(sent.body, path).not.toContain(PLATFORM);
  }
  await page.goto(`${own.origin}/browse-jobs`);
  await expect(page.getByRole('contentinfo')).toContainText('Quayside Staffing');
  await expect(page.getByRole('contentinfo')).not.toContainText('Powered by');
  expect(await page.content()).not.toContain(PLATFORM);
  expect(await page.title()).not.toContain(PLATFORM);

  // A candidate joins: the code and the welcome name only the board.
  const candidate = await registerVerifiedAccount(own.api, 'candidate', { firstName: 'Ana', lastName: 'Lopes' });
  const mails = (await mailbox(request, own.host)).filter((m) => m.to === candidate.email);
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(PLATFORM);
  await own.api.dispose();
});
