// What every journey checks on a screen it reaches: axe, and that it fits a 375 px phone. With
// E2E_SHOTS set, desktop and phone screenshots of it are saved there to look at.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './axe';

const SHOTS = process.env.E2E_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/**
 * `axeAtPhone` reads axe again while the screen is 375 px wide (what shows only on a phone: the
 * burger menu, stacked layouts), for the journeys whose issue asks for axe at both widths.
 */
export async function checkScreen(page: Page, name: string, opts: { axeAtPhone?: boolean } = {}): Promise<void> {
  // axe reads the screen once its transitions have finished (expectAccessible: spinners aside).
  await expectAccessible(page);
  // Screenshots start at the top, so the sticky header does not land in the middle of the page.
  if (SHOTS) await page.evaluate(() => window.scrollTo(0, 0));
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${name} is wider than a 375 px phone`,
    })
    .toBeLessThanOrEqual(375);
  if (opts.axeAtPhone) await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize(desktop);
}
