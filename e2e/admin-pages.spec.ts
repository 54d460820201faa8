// The admin console's page editor (issue 16, item 2): the board's admin builds a named page with
// one block of each of the eleven types (each with its default settings, the HTML block with a
// script tag and an onerror handler), moves a block with the keyboard, saves the draft (the HTML
// comes back without them), previews it as a guest would see it, and publishes it; a guest then
// sees it at /p/<slug> with the board's live jobs and plan prices, and nothing runs.
import { blocks, blockTypes } from '@generated/manifest';
import { expect, test } from './support/test';
import { api, DEMO_PASSWORD, expectOk, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

const ADMIN = 'admin@demo.jobboard.local';
const HOSTILE =
  '<h2>Perks</h2><p>Free lunch on Fridays.</p><script>window.__pwned = 1</script>' +
  '<img src="/files/none.png" alt="Our office" onerror="window.__pwned = 2">';

test.describe('[ADMIN-PAGES] the page editor', () => {
  test('the admin builds, previews and publishes a page of every block type that a guest then sees', async ({
    page,
    request,
    browser,
  }) => {
    // The demo board's plan has page_builder and custom_pages; a slug of this run keeps reruns apart.
    const run = token();
    const title = `Spring hiring ${run}`;
    const slug = `spring-hiring-${run}`;
    const jobs = await expectOk<{ items: { title: string }[] }>(
      await request.post(api('jobs/get-job-list'), { data: { page: 1, limit: 10, sort: 'newest' } }),
      'list jobs',
    );
    const jobTitle = jobs.items[0]?.title ?? '';
    const plans = await expectOk<{ items: { name: string; price: number }[] }>(
      await request.post(api('licence/get-plans-guest'), {
        data: { page: 1, limit: 10, audience: 'employer', billingPeriod: 'MONTHLY' },
      }),
      'list plans',
    );
    const plan = plans.items.find((p) => p.price > 0);
    expect(jobTitle).not.toBe('');
    expect(plan).toBeDefined();

    await logIn(page, 'employer', ADMIN, DEMO_PASSWORD, '/admin/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit About' }).first()).toBeVisible();
    await checkScreen(page, 'admin-pages-list');

    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveValue(slug);
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('No blocks yet')).toBeVisible();

    for (const type of blockTypes) {
      await page.getByRole('button', { name: 'Add block' }).click();
      await page.getByRole('menuitem', { name: blocks[type].label }).click();
    }
    const list = page.getByRole('list', { name: 'Blocks of the page' });
    await expect(list.getByRole('listitem')).toHaveCount(11);
    // The last block added (job seeker pricing) moves up with the keyboard.
    await page.getByRole('button', { name: 'Move Job seeker pricing up' }).focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('heading', { level: 3 }).nth(9)).toHaveText('10. Job seeker pricing');

    const html = list.getByRole('listitem', { name: 'Block 8. Custom HTML' });
    await html.getByRole('button', { name: 'Edit settings' }).click();
    await html.getByRole('textbox', { name: 'HTML' }).fill(HOSTILE);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved, not published')).toBeVisible();
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    // The editor shows the draft as stored: the script and the handler are gone.
    await html.getByRole('button', { name: 'Edit settings' }).click();
    const stored = await html.getByRole('textbox', { name: 'HTML' }).inputValue();
    expect(stored).toContain('<p>Free lunch on Fridays.</p>');
    expect(stored).not.toMatch(/script|onerror|__pwned/);
    await checkScreen(page, 'admin-pages-editor');

    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Preview' }).click(),
    ]);
    await expect(preview.getByText('Preview of the draft')).toBeVisible();
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      preview.getByRole('region', { name: 'Latest jobs' }).getByRole('link', { name: jobTitle }).first(),
    ).toBeVisible();
    await checkScreen(preview, 'admin-pages-preview');
    await preview.close();

    const guest = await (await browser.newContext()).newPage();
    const dialogs: string[] = [];
    guest.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await guest.goto(`/p/${slug}`);
    await expect(guest.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByText('Draft saved, not published')).toBeHidden();

    await guest.reload();
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      guest.getByRole('region', { name: 'Latest jobs' }).getByRole('link', { name: jobTitle }).first(),
    ).toBeVisible();
    // A new spotlight shows the board's busiest category rather than the manifest's example one.
    await expect(guest.getByRole('region', { name: 'Featured jobs' }).getByRole('link').first()).toBeVisible();
    const pricing = guest.getByRole('region', { name: 'Plans for employers' });
    await expect(pricing.getByText(plan?.name ?? '', { exact: true }).first()).toBeVisible();
    await expect
      .poll(async () => (await pricing.innerText()).replace(/,/g, ''))
      .toContain(String(plan?.price).replace(/\.00$/, ''));
    await expect(guest.getByText('Free lunch on Fridays.')).toBeVisible();
    expect(await guest.getByRole('img', { name: 'Our office' }).getAttribute('onerror')).toBeNull();
    await guest.waitForFunction(() => [...document.images].every((img) => img.complete));
    expect(await guest.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await guest.context().close();
  });
});
