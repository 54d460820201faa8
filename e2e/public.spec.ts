import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';

test.describe('[PUBLIC] the board frame', () => {
  test('the index route renders in the public layout and is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('[PUBLIC] the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the burger opens the navigation, marks the current page, closes on Escape and on a link', async ({ page }) => {
    await page.goto('/job-category');
    await page.waitForSelector('html[data-ready]');
    const burger = page.getByRole('button', { name: 'Open navigation' });
    const menu = page.locator('#phone-menu');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveCount(0);
    await expectAccessible(page);

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(burger).toHaveAttribute('aria-controls', 'phone-menu');
    await expect(menu.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await burger.click();
    await menu.getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL(/\/browse-companies$/);
    await expect(menu).toHaveCount(0);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
