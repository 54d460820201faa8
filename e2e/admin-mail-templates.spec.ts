// Admin console, mail templates (issue #48 item 1, custom_email_templates): on a board of its own
// (premium plan through the dev route), the admin rewrites the welcome mail with a variable
// inserted from its chips, sees the server's preview, sends a test to themself and finds the
// edited text in the dev mailbox, then saves it; the list marks it edited.
import { expect, test } from './support/test';
import { mailbox } from './support/api';
import { token } from './support/jobs';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin } from './support/own-board';
import { checkScreen } from './support/screens';

test('[ADMIN] the admin rewrites a mail, previews it, and the test mail arrives with the edited text', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  const tag = token();
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'mailtpl',
    companyName: 'Saffron Route Logistics',
    ownerName: 'Meera Pillai',
  });
  await addConsoleAdmin(own, { firstName: 'Tomas', lastName: 'Berg' });
  await signInAsAdmin(page, own, '/admin/mail-templates');
  await own.api.dispose();

  await expect(page.getByRole('heading', { level: 1, name: 'Mail templates' })).toBeVisible();
  await page.getByRole('button', { name: /^Welcome/ }).click();
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue('Welcome to {{boardName}}');
  await subject.fill(`Glad you joined ${tag}, `);
  await page.getByRole('button', { name: /Insert \{\{name\}\}/ }).click();
  await expect(subject).toHaveValue(`Glad you joined ${tag}, {{name}}`);
  await page
    .getByRole('textbox', { name: 'Body' })
    .fill(`Hello {{name}},\n\nThe crew of {{boardName}} says hi ${tag}.`);
  await expect(page.getByTestId('preview-subject')).toHaveText(`Subject: Glad you joined ${tag}, Priya`);
  await expect(page.frameLocator('iframe[title="Preview of the mail"]').getByText(`says hi ${tag}.`)).toBeVisible();
  await checkScreen(page, 'admin-mail-templates');

  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expect(page.getByText(`A test mail was sent to ${own.admin.email}`)).toBeVisible();
  await expect
    .poll(async () =>
      (await mailbox(request, own.host)).find((m) => m.to === own.admin.email && m.subject.includes(tag)),
    )
    .toMatchObject({
      subject: `[Test] Glad you joined ${tag}, Priya`,
      text: expect.stringContaining(`says hi ${tag}.`),
    });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The mail is saved')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Welcome/ }).getByText('Edited')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset to the product’s text' })).toBeEnabled();
});
