// Nothing typed is lost (issue 49): a person who types into a server-rendered field as soon as it
// appears, before the page's script has taken the page over, keeps every character, and the search
// or sign-in that follows uses the whole text. Chromium's CPU is slowed 6x (a mid-range phone), and
// the page's scripts are held until the first `split` characters are typed, so the typing always
// starts before hydration and goes on while it runs; each run splits the text at another place
// (from one character before the script to the whole text). The sign-in form is rendered by the
// browser, so it is typed into the moment it appears.
//
// HYDRATION_RUNS=20 npx playwright test e2e/hydration-typing.spec.ts   (issue 49: 20 runs of 20)
import type { Page, Request } from '@playwright/test';
import { registerVerifiedAccount } from './support/api';
import { expect, test } from './support/test';

const RUNS = Math.max(1, Number(process.env.HYDRATION_RUNS ?? 3));
/** Twenty characters, the word in it. */
const TEXT = 'pharmacist assistant';
const CPU_SLOWDOWN = 6;

/** Where run `run` (from 1) splits the text: 1, 20, 18, 16 … every place once in 21 runs. */
const splitOf = (run: number) => ((run - 1) * 19 + 1) % (TEXT.length + 1);

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Holds every script the page asks for until `release` is called: the page stays server HTML. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.continue();
  });
  return release;
}

/** Whether the app holds the page yet (`<html data-ready>`, src/app-root.tsx). */
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready === 'true');

/** The keywords of the job searches the page sends, in order. */
function searchedKeywords(page: Page): string[] {
  const keywords: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/jobs/get-job-list') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { keyword?: unknown } | null;
    keywords.push(typeof body?.keyword === 'string' ? body.keyword : '');
  });
  return keywords;
}

for (let run = 1; run <= RUNS; run++) {
  const split = splitOf(run);

  test.describe(`[HYDRATION] run ${run} of ${RUNS}: ${split} of ${TEXT.length} characters before the script`, () => {
    test('the search box of browse jobs keeps every character and searches for all of them', async ({ page }) => {
      await slowCpu(page);
      const release = await holdScripts(page);
      const keywords = searchedKeywords(page);
      const opened = page.goto('/browse-jobs');
      const box = page.getByRole('combobox', { name: 'Search jobs by title, skill or company' });
      await box.pressSequentially(TEXT.slice(0, split));
      expect(await hydrated(page), 'typed before the script ran').toBe(false);
      release();
      await page.keyboard.type(TEXT.slice(split));
      await opened;

      await expect(box).toHaveValue(TEXT);
      await expect(box).toBeFocused();
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(TEXT);
      await expect.poll(() => keywords.at(-1)).toBe(TEXT);
      // Every search sent was for what had been typed so far: none lost a character on the way.
      for (const keyword of keywords) expect(TEXT.startsWith(keyword), `searched for "${keyword}"`).toBe(true);
      await expect(page.getByRole('heading', { name: `Jobs matching “${TEXT}”` })).toBeVisible();
    });

    test('the home page keeps the typed keyword and the chosen location, and searches with both', async ({ page }) => {
      await slowCpu(page);
      const release = await holdScripts(page);
      const opened = page.goto('/');
      const form = page.getByRole('search', { name: 'Find jobs' });
      const location = form.getByRole('combobox', { name: 'Location' });
      const keyword = form.getByRole('searchbox', { name: 'Job title, skill or company' });
      // A city the server listed (the first two choices are every place and working from home).
      await location.selectOption({ index: 2 });
      const city = await location.inputValue();
      await keyword.pressSequentially(TEXT.slice(0, split));
      expect(await hydrated(page), 'typed before the script ran').toBe(false);
      release();
      await page.keyboard.type(TEXT.slice(split));
      await opened;

      await expect(keyword).toHaveValue(TEXT);
      await expect(keyword).toBeFocused();
      await expect(location).toHaveValue(city);
      await form.getByRole('button', { name: 'Search jobs' }).click();
      await expect(page).toHaveURL(/\/browse-jobs\?/);
      const params = new URL(page.url()).searchParams;
      expect(params.get('q')).toBe(TEXT);
      expect(params.get('location')).toBe(city);
    });

    // The sign-in form has no split (it is typed into the moment it appears): the gate's runs would
    // repeat the same journey, so it runs once there, and in every run when HYDRATION_RUNS is asked.
    if (run === 1 || process.env.HYDRATION_RUNS)
      test('the sign-in form keeps the e-mail and password typed as soon as it appears, and signs in', async ({
        page,
        request,
      }) => {
        const account = await registerVerifiedAccount(request, 'candidate');
        await slowCpu(page);
        let sent: { email?: string; password?: string } | null = null;
        page.on('request', (r) => {
          if (r.url().endsWith('/candidate/login') && r.method() === 'POST')
            sent = r.postDataJSON() as { email?: string; password?: string };
        });
        const opened = page.goto('/jobsseekers/login');
        const form = page.getByRole('form', { name: 'Log in' });
        const email = form.getByRole('textbox', { name: 'E-mail' });
        const password = form.getByRole('textbox', { name: 'Password', exact: true });
        await email.pressSequentially(account.email);
        await password.pressSequentially(account.password);
        await opened;

        await expect(email).toHaveValue(account.email);
        await expect(password).toHaveValue(account.password);
        await form.getByRole('button', { name: 'Log in' }).click();
        await expect(page).not.toHaveURL(/\/jobsseekers\/login(\?|$)/);
        expect(sent).toEqual({ email: account.email, password: account.password });
      });
  });
}
