// Interview scheduling (issue #48, docs/interviews.md): the demo employer, in New York, proposes
// two times from the applicant's page in the pipeline; the candidate, in Kolkata, sees them on
// their own clock in My jobs and books one; the .ics they download is read with ical.js as a
// calendar client would: the right instant, 09:00 in New York and 19:30 in Kolkata.
import { readFile } from 'node:fs/promises';
import { readInvitation, wallClock } from '../server/interviews/ics-reader';
import { expect, test } from './support/test';
import { jobWithApplicant } from './support/applicant';
import { DEMO_EMPLOYER, DEMO_PASSWORD, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

test.use({ timezoneId: 'America/New_York' });
test.setTimeout(60_000);

/** The next 15 January more than two days away (EST, so 09:00 in New York is 14:00 UTC). */
function nextJanuary15(): string {
  const now = new Date();
  const year = Date.UTC(now.getUTCFullYear(), 0, 13) > now.getTime() ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  return `${year}-01-15`;
}

test('[INTERVIEWS] an employer proposes times from the pipeline and the candidate books one', async ({
  page,
  browser,
  request,
}) => {
  const tag = token();
  const day = nextJanuary15();
  const applied = await jobWithApplicant(request, `Interview Lead ${tag}`, { firstName: 'Meera', lastName: tag });

  // The employer, in New York, offers two times from the applicant's page.
  await logIn(
    page,
    'employer',
    DEMO_EMPLOYER.email,
    DEMO_PASSWORD,
    `/employer/response-detail?userJobId=${applied.applicationId}`,
  );
  const section = page.getByRole('region', { name: 'Interviews' });
  await expect(section.getByText('No interview yet.', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Propose interview times' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose interview times' });
  await expect(dialog.getByRole('combobox', { name: 'Your time zone' })).toHaveValue('America/New_York');
  await dialog.getByRole('textbox', { name: 'Time 1' }).fill(`${day}T09:00`);
  await dialog.getByRole('button', { name: 'Add another time' }).click();
  await dialog.getByRole('textbox', { name: 'Time 2' }).fill(`${day}T11:00`);
  await dialog.getByLabel('Video link').fill('https://meet.example.com/interview');
  await checkScreen(page, 'interviews-1-propose');
  await dialog.getByRole('button', { name: 'Send to the candidate' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('listitem', { name: 'Interview, proposed' })).toContainText('09:00');

  // The candidate, in Kolkata, sees the times on their own clock and books the first.
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  const seeker = await context.newPage();
  await logIn(seeker, 'candidate', applied.candidate.email, applied.candidate.password, '/jobsseekers/my-jobs');
  const invite = seeker.getByRole('listitem', { name: `Interview for Interview Lead ${tag} at`, exact: false });
  await expect(invite.getByText(/^Pick a time \(shown in Asia\/Kolkata\)$/)).toBeVisible();
  await invite.getByRole('radio', { name: /19:30/ }).check();
  await checkScreen(seeker, 'interviews-2-pick');
  await invite.getByRole('button', { name: 'Book this time' }).click();
  const calendar = invite.getByRole('button', { name: 'Add to calendar (.ics)' });
  await expect(calendar).toBeVisible();
  await expect(invite).toContainText('19:30');

  const downloading = seeker.waitForEvent('download');
  await calendar.click();
  const file = await (await downloading).path();
  const inv = readInvitation(await readFile(file, 'utf8'));
  expect(inv.method).toBe('REQUEST');
  expect(inv.start.toISOString()).toBe(`${day}T14:00:00.000Z`);
  expect(wallClock(inv.start, 'America/New_York')).toBe(`${day} 09:00`);
  expect(wallClock(inv.start, 'Asia/Kolkata')).toBe(`${day} 19:30`);
  expect(inv.attendees.join(' ')).toContain(applied.candidate.email);
  await context.close();

  // Back on the pipeline, the interview is booked and the application is In-interview.
  await page.reload();
  await expect(section.getByRole('listitem', { name: 'Interview, booked' })).toContainText('09:00');
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Interview booked');
});
