// The contact inbox end to end (issue 47, item 2): a guest writes through the public contact page;
// the board's admin finds the message in the console by a word of its text, reads it in full with
// a reply link, and marks it handled, which moves it to the handled tab.
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

test.describe('[ADMIN-CONTACT] the contact inbox', () => {
  test('a guest’s message is found by search, read in full and marked handled by the admin', async ({
    page,
    browser,
  }) => {
    const word = `pallets${Date.now().toString(36).replace(/\d/g, '')}`;
    const email = `guest.${Date.now()}@example.in`;
    const subject = 'Posting forklift jobs in bulk';
    const text = `Hello,\nwe hire twenty forklift operators a month and move ${word} daily.\nCan we post in bulk?`;

    // The guest writes through the public contact page.
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Kavya Menon');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('9845012345');
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form.getByRole('textbox', { name: 'Message' }).fill(text);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

    // The admin finds it by a word of the text, and reads it whole.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin, 'employer', 'admin@demo.jobboard.local', DEMO_PASSWORD);
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.getByRole('link', { name: /^Contact messages/ }).click();
    await expect(admin).toHaveURL(/\/admin\/contact-messages$/);
    await admin.getByRole('textbox', { name: 'Search by name, e-mail or text' }).fill(word);
    const list = admin.getByRole('list', { name: 'Contact messages' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const card = list.getByRole('listitem', { name: subject });
    await expect(card).toContainText(`From Kavya Menon (${email})`);
    await checkScreen(admin, 'admin-contact-messages');
    await admin.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(admin);
    await admin.setViewportSize({ width: 1280, height: 720 });

    await card.getByRole('button', { name: `Read “${subject}” from Kavya Menon` }).click();
    const drawer = admin.getByRole('dialog', { name: subject });
    await expect(drawer.getByLabel('The message', { exact: true })).toHaveText(text);
    await expect(drawer.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    await expect(drawer.getByRole('link', { name: /9845012345/ })).toBeVisible();
    await checkScreen(admin, 'admin-contact-messages-read');
    await admin.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(admin);
    await admin.setViewportSize({ width: 1280, height: 720 });

    // Marked handled, it leaves the new ones for the handled tab.
    await drawer.getByRole('button', { name: 'Mark handled' }).click();
    await expect(drawer.getByRole('button', { name: 'Mark as new' })).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(admin.getByText('No message matches this search.')).toBeVisible();
    // The tabs are a radio group: the arrow key moves to "Handled", as a keyboard user would.
    await admin.getByRole('radio', { name: 'New' }).focus();
    await admin.keyboard.press('ArrowRight');
    await expect(admin.getByRole('radio', { name: 'Handled' })).toBeChecked();
    await expect(list.getByRole('listitem', { name: subject })).toBeVisible();
    await adminContext.close();
  });
});
