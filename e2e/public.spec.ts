import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

test.describe('[PUBLIC] the board frame', () => {
  test('the index route renders in the public layout and is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a logged-out user opening /jobsseekers/profile lands on the index route', async ({ page }) => {
    await page.goto('/jobsseekers/profile');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown host shows /client-not-found', async ({ page, baseURL }) => {
    const port = new URL(baseURL ?? 'http://localhost:4173').port;
    await page.goto(`http://nowhere.test:${port}/browse-jobs`);
    await expect(page).toHaveURL(/\/client-not-found$/);
    await expectAccessible(page);
  });
});
