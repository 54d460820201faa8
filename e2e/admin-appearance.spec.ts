// Admin console, branding and the home page (issue 16 items 1 and 2): on a board of its own, the
// admin uploads a logo, picks the board's colours (an unreadable one is refused as it is typed) and
// its word for "Job", and publishes the board's own home page; a guest then meets the board in
// them from the first paint: the logo in the header, buttons in the primary colour, the home
// page's blocks under the hero instead of the platform's sections, and "Role" wherever the product
// said "Job" (navigation, the home page, the search page, the tab's title), while a company's own
// text keeps its words.
import { expect, test } from './support/test';
import { api, expectOk, postJob, token } from './support/jobs';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin } from './support/own-board';
import { checkScreen } from './support/screens';

// A 1×1 PNG: the upload is checked by content, so it must be a real one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('[ADMIN] the admin brands the board and renames jobs to roles; a guest sees both everywhere', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
}) => {
  // A board made through onboarding, an upload and two screens checked at two widths: more work
  // than the default minute allows on a loaded two-core machine (it took 60 s beside other tests).
  test.setTimeout(150_000);
  const tag = token();
  const board = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'brand',
    companyName: 'Lumen Harbour Works',
    ownerName: 'Anika Shah',
  });
  await postJob(board.api, board.ownerToken, `Jobsite Crane Operator ${tag}`, []);
  await addConsoleAdmin(board, { firstName: 'Omar', lastName: 'Reyes' });

  await signInAsAdmin(page, board, '/admin/appearance');
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();

  // The logo is uploaded; its /files/ path fills the field.
  const upload = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload the logo' }).click();
  await (await upload).setFiles({ name: 'lumen-logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('textbox', { name: 'Logo' })).toHaveValue(/^\/files\//);

  // A pale primary is refused as it is typed; a readable one is taken.
  const primary = page.getByRole('textbox', { name: 'Primary' });
  await primary.fill('#74c0fc');
  await expect(page.getByText(/This colour has a contrast of .* for links on the background/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save branding' })).toBeDisabled();
  await primary.fill('#0b5fff');
  await page.getByRole('textbox', { name: 'Word for one posting' }).fill('Role');
  await page.getByRole('textbox', { name: 'Word for several' }).fill('Roles');
  await expect(page.getByText('Reads as: Browse roles · Post a role')).toBeVisible();
  await checkScreen(page, 'admin-appearance');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Saved. Visitors see the new branding on their next page')).toBeVisible();

  // The board's own home page, published through the page builder's calls, goes under the hero.
  const { token: adminToken } = await expectOk<{ token: string }>(
    await board.api.post(api('employer/login'), { data: board.admin }),
    'employer/login',
  );
  const home = (method: 'put' | 'post', path: string, data?: object) =>
    board.api[method](api(`admin/pages/home${path}`), { headers: { authorization: `Bearer ${adminToken}` }, data });
  await expectOk(
    await home('put', '', {
      title: 'Careers at Lumen Harbour Works',
      description: 'Cranes, docks and the people who run them.',
      blocks: [
        {
          type: 'text',
          settings: { heading: 'Why the harbour', body: 'Steady shifts and **weekly pay**.', align: 'left' },
          isVisible: true,
        },
      ],
    }),
    'admin/pages/home',
  );
  await expectOk(await home('post', '/publish'), 'admin/pages/home/publish');

  // A guest meets the board in its branding, its words and its home page.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`${board.origin}/`);
  const brand = guest.getByRole('link', { name: 'Lumen Harbour Works home' });
  // The logo comes as its display copy (twice its 180 px box), and the browser decodes it.
  const logo = brand.locator('img');
  await expect(logo).toHaveAttribute('src', /^\/files\/[0-9a-f]{32}\.png\?w=360$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(guest.getByRole('heading', { level: 2, name: 'Why the harbour' })).toBeVisible();
  await expect(guest.getByText('Popular categories')).toHaveCount(0);
  await expect(guest.getByRole('banner').getByRole('link', { name: 'Browse roles' })).toBeVisible();
  await expect(
    guest.getByRole('heading', { level: 1, name: 'Find your next role with Lumen Harbour Works' }),
  ).toBeVisible();
  const search = guest.getByRole('search', { name: 'Find roles' });
  await expect(search.getByRole('button')).toHaveCSS('background-color', 'rgb(11, 95, 255)');
  await checkScreen(guest, 'branded-home');

  await search.getByRole('searchbox').fill('crane');
  await search.getByRole('button').click();
  await expect(guest).toHaveURL(/\/browse-jobs\?q=crane/);
  await expect(guest).toHaveTitle(/Browse roles/);
  // The employer's own words are data, not the product's: the job title keeps "Jobsite".
  await expect(guest.getByRole('link', { name: `Jobsite Crane Operator ${tag}` }).first()).toBeVisible();
  await guestContext.close();
  await board.api.dispose();
});
