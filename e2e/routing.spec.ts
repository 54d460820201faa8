// Routing rules (spec §2): an unknown host has no board; logged-out users are sent to the index
// route; a signed-in user is kept to their own role's area and sent home from the guest-only
// account screens.
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { accountMenu, homePath, logIn, logInOnScreen } from './support/ui';

const DEMO_PASSWORD = 'Demo@2026!';
const demo = {
  candidate: { email: 'candidate@demo.jobboard.local', name: 'Katharina Becker' },
  employer: { email: 'employer@demo.jobboard.local', name: 'Rohan Raman' },
} as const;

test.describe('[ROUTING] hosts', () => {
  test('a request on an unknown host shows /client-not-found', async ({ page, baseURL }) => {
    const port = new URL(baseURL ?? 'http://localhost:4173').port;
    await page.goto(`http://nowhere.test:${port}/browse-jobs`);
    await expect(page).toHaveURL(/\/client-not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: 'There is no job board at this address' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('[ROUTING] pages for every client', () => {
  test('a path that is no route answers 404 and shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/no/such/page-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expectAccessible(page);
  });

  test('pages answer clients that send no Accept header, with security headers and brotli', async ({ request }) => {
    for (const path of ['/', '/browse-jobs', '/job-category']) {
      const res = await request.get(path, { headers: { accept: '*/*' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
    }
    const html = await (await request.get('/')).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const chunk = await request.get(entry ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(chunk.headers()['content-encoding']).toBe('br');
  });
});

test.describe('[ROUTING] guests', () => {
  test('a logged-out user opening /jobsseekers/profile lands on the index route', async ({ page }) => {
    await page.goto('/jobsseekers/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a logged-out user opening /employer/home lands on the index route', async ({ page }) => {
    await page.goto('/employer/home');
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
  });
});

test.describe('[ROUTING] signed-in users stay in their own area', () => {
  test('a signed-in candidate opening /employer/home is sent to their own home', async ({ page }) => {
    await logInOnScreen(page, 'candidate', demo.candidate.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${homePath.candidate}$`));
    await expect(accountMenu(page, demo.candidate.name)).toBeVisible();
    await expectAccessible(page);

    await page.goto('/employer/home');
    await expect(page).toHaveURL(new RegExp(`${homePath.candidate}$`));
    await expect(accountMenu(page, demo.candidate.name)).toBeVisible();
    await expectAccessible(page);
  });

  test('a signed-in candidate opening /jobsseekers/login is sent home', async ({ page }) => {
    await logIn(page, 'candidate', demo.candidate.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${homePath.candidate}$`));

    await page.goto('/jobsseekers/login');
    await expect(page).toHaveURL(new RegExp(`${homePath.candidate}$`));
    await expect(page.getByRole('form', { name: 'Log in' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a signed-in employer opening /jobsseekers/login or a candidate page is sent to the employer home', async ({
    page,
  }) => {
    await logInOnScreen(page, 'employer', demo.employer.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${homePath.employer}$`));
    await expect(accountMenu(page, demo.employer.name)).toBeVisible();
    await expectAccessible(page);

    await page.goto('/jobsseekers/login');
    await expect(page).toHaveURL(new RegExp(`${homePath.employer}$`));
    await page.goto('/jobsseekers/profile');
    await expect(page).toHaveURL(new RegExp(`${homePath.employer}$`));
    await expect(accountMenu(page, demo.employer.name)).toBeVisible();
    await expectAccessible(page);
  });
});
