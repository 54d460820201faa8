// Fixture mode: the web app alone, every call answered in the browser from the seeded fixtures,
// with no server running at all.
import { expect, test } from '../support/test';

test.describe('[FIXTURES] the portal on faker data alone', () => {
  test('the index page renders the fixture board', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Northwind Careers \(fixtures\) home/ })).toBeVisible();
  });

  test('the login page renders with the fixture board around it', async ({ page }) => {
    await page.goto('/jobsseekers/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel(/E-mail/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Northwind Careers \(fixtures\) home/ })).toBeVisible();
  });

  test('an unknown path stays on the not-found screen (the fixture board has no redirect rules)', async ({ page }) => {
    await page.goto('/no/such/page-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page-anywhere$/);
  });

  test('browse-jobs lists fixture jobs', async ({ page }) => {
    await page.goto('/browse-jobs');
    await expect(page.getByRole('link', { name: /Northwind Careers \(fixtures\) home/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
