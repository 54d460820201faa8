// The board's maps key (issue 47 item 2, docs/maps.md). On a board of its own (the demo board other
// journeys rely on keeps no key), the admin sets a Google Maps browser key in the console's
// settings, and a guest on a job's page meets a "Location" card: a still placeholder with the
// place and "Show map", nothing asked of Google; pressing it on a board that asks before tracking
// asks for marketing cookies first, and once allowed, Google's map frame names the key and the
// place. Google is never reached: its embed is answered here, and every request to it counted.
// The guest's page is the watched one: a frame blocked by the page's policy fails the journey.
import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import { cityNamed, postJob, token } from './support/jobs';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin } from './support/own-board';
import { checkScreen } from './support/screens';

/** A key of Google's shape that Google never issued. */
const KEY = 'AIzaSyJourneyOnlyMapsKey_00000000000000';

test('[MAPS] an admin sets the maps key; a guest sees the job’s place on a map only after asking', async ({
  page,
  request,
  browser,
  extraHTTPHeaders,
}) => {
  // A board made through onboarding, a job posted and four screens checked at two widths.
  test.setTimeout(150_000);
  const tag = token();
  const board = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'maps',
    companyName: 'Kestrel Quay Freight',
    ownerName: 'Priya Menon',
  });
  const pune = await cityNamed(board.api, 'Pune', 'India');
  const job = await postJob(board.api, board.ownerToken, `Yard Planner ${tag}`, [], pune);
  await addConsoleAdmin(board, { firstName: 'Leena', lastName: 'Okafor' });

  // The admin, in a browser of their own, sets the key.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, board, '/admin/settings');
  const maps = admin.getByRole('region', { name: 'Maps' });
  const field = maps.getByRole('textbox', { name: /Google Maps browser key/ });
  await expect(field).toHaveValue('');
  await expect(maps).toContainText('restrict it to the board’s own web addresses');
  await field.fill('AIza-not-a-key');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(maps.getByText('A Google Maps key is 39 characters and starts with AIza')).toBeVisible();
  await field.fill(KEY);
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('No unsaved changes')).toBeVisible();
  await maps.scrollIntoViewIfNeeded();
  await checkScreen(admin, 'admin-settings-maps');
  await adminContext.close();

  // A guest on the job's page: Google's embed answered here, and counted.
  const google: Request[] = [];
  await page.context().route('https://www.google.com/**', async (route) => {
    google.push(route.request());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><p>A map answered by the journey</p></html>',
    });
  });
  await page.goto(`${board.origin}/job-detail/${job.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const card = page.getByRole('region', { name: 'Location' });
  await expect(card).toContainText('Pune');
  await expect(card.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Pune/,
  );
  const show = card.getByRole('button', { name: 'Show map' });
  await expect(show).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'job-location-placeholder');
  expect(google, 'nothing asked of Google before "Show map"').toEqual([]);

  // The board asks before tracking (its default): Google's cookies wait for the visitor's yes.
  await show.click();
  const allow = card.getByRole('button', { name: 'Allow marketing cookies' });
  await expect(allow).toBeVisible();
  await checkScreen(page, 'job-location-consent');
  expect(google, 'nothing asked of Google before consent').toEqual([]);

  await allow.click();
  const frame = card.locator('iframe');
  await expect(frame).toHaveAttribute('title', /^Map of Pune/);
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin + src.pathname).toBe('https://www.google.com/maps/embed/v1/place');
  expect(src.searchParams.get('key')).toBe(KEY);
  expect(src.searchParams.get('q')).toMatch(/^Pune, .*India$/);
  await expect.poll(() => google.map((r) => r.url())).toEqual([src.toString()]);
  await expect(
    page.frameLocator(`iframe[title^="Map of Pune"]`).getByText('A map answered by the journey'),
  ).toBeVisible();
  await checkScreen(page, 'job-location-map');
});
