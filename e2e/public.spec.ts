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
