// Redirect rules end to end (issue 47, item 2): the demo board's admin opens the console's
// Redirects section, is stopped as they type an old path the board must keep, adds a rule, and the
// old address then answers a real 301 to the target (the visit's query kept) and takes a browser
// there; a second rule for the same old path is refused on its field; the admin deletes the rule
// after a confirmation and the old address is no longer moved.
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

test.describe('[ADMIN-REDIRECTS] the console’s redirect rules', () => {
  test('an admin adds a rule, the old address moves with a real 301, and stops once it is deleted', async ({
    page,
    request,
  }) => {
    const word = Date.now().toString(36);
    const from = `/careers/warehouse-openings-${word}`;

    await logIn(page, 'employer', 'admin@demo.jobboard.local', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: /^Redirects/ }).click();
    await expect(page).toHaveURL(/\/admin\/redirects$/);
    await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a redirect' });
    const oldPath = form.getByRole('textbox', { name: /^Old path/ });
    const target = form.getByRole('textbox', { name: /^Redirect to/ });
    // Checked as typed: the console itself cannot be moved.
    await oldPath.fill('/admin/jobs');
    await oldPath.blur();
    await expect(form.getByText('The console’s addresses cannot be redirected')).toBeVisible();
    await checkScreen(page, 'admin-redirects-form-error');

    await oldPath.fill(from);
    await target.fill('/browse-jobs');
    await form.getByRole('button', { name: 'Add redirect' }).click();
    const list = page.getByRole('list', { name: 'Redirects' });
    const card = list.getByRole('listitem', { name: from });
    await expect(card).toContainText('Redirects to /browse-jobs');
    await expect(card).toContainText('Permanent 301');
    await expect(oldPath).toHaveValue('');
    await checkScreen(page, 'admin-redirects');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The old address answers a real 301 with the visit's query kept, and a browser follows it.
    const moved = await request.get(`${from}?utm_source=newsletter`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/browse-jobs?utm_source=newsletter');
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser to visit with');
    await visitor.goto(`${new URL(page.url()).origin}${from}`);
    await expect(visitor).toHaveURL(/\/browse-jobs$/);
    await visitor.close();

    // The same old path again is refused on its field.
    await oldPath.fill(`${from}/`);
    await target.fill('/about-us');
    await form.getByRole('button', { name: 'Add redirect' }).click();
    await expect(form.getByText('This path already redirects somewhere; delete that rule first')).toBeVisible();
    await expect(oldPath).toHaveAttribute('aria-invalid', 'true');

    // Deleted after a confirmation: the old address is no longer moved.
    await page.getByRole('textbox', { name: 'Search by old path or target' }).fill(word);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await card.getByRole('button', { name: `Delete the redirect of ${from}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this redirect?' });
    await expect(dialog).toContainText(`Visits to ${from} will no longer be sent to /browse-jobs.`);
    await checkScreen(page, 'admin-redirects-delete');
    await dialog.getByRole('button', { name: 'Delete redirect' }).click();
    await expect(page.getByText('No redirect matches this search')).toBeVisible();
    const after = await request.get(from, { maxRedirects: 0 });
    expect(after.status()).toBe(404);
    expect(after.headers().location).toBeUndefined();
  });
});
