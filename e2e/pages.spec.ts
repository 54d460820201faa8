// Pages built from blocks (issue 16, item 1 and the content pages of item 3): a guest reads the
// board's default about page, with its title and canonical in the HTML the server answers, and the
// demo's showcase page (/p/discover): one block of each type, the browse-jobs block listing the
// board's real jobs, with live companies and plans. A page whose HTML block was
// saved with a script tag, an onerror handler and a javascript: link shows none of them, and
// nothing runs.
import { expect, test } from './support/test';
import { pageHtml } from './support/hosts';
import { api, expectOk } from './support/jobs';
import { checkScreen } from './support/screens';

const BOARD = 'Northwind Careers';

test.describe('[PAGES] pages built from blocks', () => {
  test('a guest reads the about page and a page of every block type with live jobs, companies and plans', async ({
    page,
    request,
  }) => {
    const html = await pageHtml('localhost', '/about-us');
    expect(html.status).toBe(200);
    expect(html.body).toContain(`<title>About ${BOARD} | ${BOARD}</title>`);
    expect(html.body).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/about-us">/);

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: `About ${BOARD}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'For job seekers' })).toBeVisible();
    await expect(page).toHaveTitle(`About ${BOARD} | ${BOARD}`);
    await checkScreen(page, 'pages-about');

    const newest = await expectOk<{ items: { title: string }[] }>(
      await request.post(api('jobs/get-job-list'), { data: { page: 1, limit: 10, sort: 'newest' } }),
      'list jobs',
    );
    const title = newest.items[0]?.title ?? '';
    expect(title).not.toBe('');
    // The showcase holds the default home page's blocks (spotlight, browse jobs, job alert, call to
    // action) and the seven other types, each with live data.
    await page.goto('/p/discover');
    await expect(page.getByRole('heading', { level: 1, name: `Discover ${BOARD}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Never miss a job' }).getByRole('button')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Open jobs' }).getByRole('link', { name: title }).first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Companies hiring now' }).getByRole('link').first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Plans for employers' })
        .getByRole('link', { name: /^Choose / })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
    await checkScreen(page, 'pages-discover');
  });

  test('an HTML block saved with a script, an onerror handler and a javascript: link runs nothing', async ({
    page,
    request,
  }) => {
    const slug = `perks-${Date.now().toString(36)}`;
    await expectOk(
      await request.post('/dev/pages', {
        data: {
          slug,
          title: 'Perks of working here',
          blocks: [
            {
              type: 'html',
              settings: {
                html:
                  '<h2>Perks</h2><p>Free lunch on Fridays.</p><script>window.__pwned = 1; alert("script")</script>' +
                  '<img src="/files/none.png" alt="Our office" onerror="window.__pwned = 2; alert(\'onerror\')">' +
                  '<a href="javascript:alert(\'link\')">Claim a prize</a>',
              },
            },
          ],
        },
      }),
      'save the page',
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`/p/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Perks of working here' })).toBeVisible();
    await expect(page.getByText('Free lunch on Fridays.')).toBeVisible();
    const image = page.getByRole('img', { name: 'Our office' });
    await expect(image).toBeAttached();
    expect(await image.getAttribute('onerror')).toBeNull();
    await expect(page.getByText('Claim a prize')).toBeVisible();
    expect(await page.getByText('Claim a prize').getAttribute('href')).toBeNull();
    expect(await page.locator('main script').count()).toBe(0);
    // The broken image has had its chance to fail.
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
