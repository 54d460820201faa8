// The journal (issue 16, item 3): the board's admin writes an article as a draft (its body with a
// script tag and an onerror handler, its address made from the title); a guest gets a 404 for it
// and does not find it in /journal; the admin publishes it; the guest then finds it in the journal,
// opens it, the tab is named after it and nothing of the hostile markup runs or survives.
import { expect, test } from './support/test';
import { DEMO_PASSWORD, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

const ADMIN = 'admin@demo.jobboard.local';
const HOSTILE =
  '<h2>On the dock</h2><p>The night shift starts with a ten-minute briefing.</p>' +
  '<script>window.__pwned = 1</script><img src="/files/none.png" alt="The loading dock" onerror="window.__pwned = 2">';

test.describe('[JOURNAL] the journal', () => {
  test('the admin writes a draft guests cannot see, publishes it, and a guest reads it safely', async ({
    page,
    browser,
  }) => {
    const run = token();
    const title = `Night shifts at the Pune warehouse ${run}`;
    const slug = `night-shifts-at-the-pune-warehouse-${run}`;

    await logIn(page, 'employer', ADMIN, DEMO_PASSWORD, '/admin/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles' })).toBeVisible();
    await checkScreen(page, 'journal-admin-list');

    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);
    await page.getByRole('textbox', { name: 'Summary' }).fill('From the 10 pm briefing to the last truck out.');
    await page.getByRole('textbox', { name: /Text \(HTML\)/ }).fill(HOSTILE);
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'On the dock' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    // The editor shows the body as stored: the script and the handler are gone.
    const stored = await page.getByRole('textbox', { name: /Text \(HTML\)/ }).inputValue();
    expect(stored).toContain('<p>The night shift starts with a ten-minute briefing.</p>');
    expect(stored).not.toMatch(/script|onerror|__pwned/);
    await checkScreen(page, 'journal-admin-editor');

    const guest = await (await browser.newContext()).newPage();
    const dialogs: string[] = [];
    guest.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const missing = await guest.goto(`/journal/${slug}`);
    expect(missing?.status()).toBe(404);
    await expect(guest.getByRole('heading', { name: 'This article does not exist' })).toBeVisible();
    await guest.goto('/journal');
    await expect(guest.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(guest.getByRole('article').first()).toBeVisible();
    await expect(guest.getByRole('link', { name: title })).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    await guest.reload();
    await guest.getByRole('link', { name: title }).click();
    await expect(guest).toHaveURL(new RegExp(`/journal/${slug}$`));
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest).toHaveTitle(new RegExp(title));
    await expect(guest.getByText('The night shift starts with a ten-minute briefing.')).toBeVisible();
    expect(await guest.getByRole('img', { name: 'The loading dock' }).getAttribute('onerror')).toBeNull();
    await checkScreen(guest, 'journal-article');

    // The server's own answer for the page names the article too (crawlers run no JavaScript).
    const served = await guest.request.get(`/journal/${slug}`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<title>${title} | `);
    expect(html).toContain('"@type":"Article"');
    expect(html).not.toContain('__pwned');

    await guest
      .getByRole('link', { name: /Back to the journal/ })
      .first()
      .click();
    await expect(guest.getByRole('link', { name: title })).toBeVisible();
    await checkScreen(guest, 'journal-list');
    await guest.waitForFunction(() => [...document.images].every((img) => img.complete));
    expect(await guest.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await guest.context().close();
  });
});
