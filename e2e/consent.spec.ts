// Consent before tracking (issue 50 item 2, docs/consent.md). On a board of its own whose admin
// configured all three analytics providers (Google Tag Manager, PostHog, the board's own
// collector), a first-time visitor sees the consent banner and no provider is asked for anything,
// nor any identifier stored, until "Accept analytics"; then the tag manager loads at once (Google's
// consent mode told "denied" first, the choice after), PostHog keeps its identifier, and a sign-in
// reaches PostHog and the board's own collector. "Reject" keeps them off across pages and a new
// visit; the footer's "Cookie preferences" changes the choice later; a new policy version asks
// again; and a board that turned the setting off loads them as before, with no banner.
//
// The providers' hosts are answered here (the journeys run offline): every request to them is
// counted, which is what the issue asks to watch.
import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { api, expectOk } from './support/jobs';
import { addConsoleAdmin, makeOwnBoard, type OwnBoard } from './support/own-board';
import { expectAccessible } from './support/axe';
import { checkScreen } from './support/screens';

const GTM = 'GTM-K7Q2M9P';
const POSTHOG_HOST = 'https://eu.i.posthog.com';
/** Cookie names the providers' own scripts would set (GA, Google Ads, PostHog's library, Meta). */
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl_|ph_|_fbp|_fbc)/;
const ANALYTICS_STORAGE = ['jb.posthog', 'jb.clickIds'];

type Board = OwnBoard & { adminToken: string };

/** A board with every provider configured; consent as the admin leaves it (on by default). */
async function boardWithAnalytics(
  request: Parameters<typeof makeOwnBoard>[0],
  extraHTTPHeaders: Record<string, string> | undefined,
  prefix: string,
  consent?: { consentRequired?: boolean; consentPolicyVersion?: string },
): Promise<Board> {
  const board = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix,
    companyName: 'Saltmarsh Ferry Company',
    ownerName: 'Ines Duarte',
  });
  await addConsoleAdmin(board, { firstName: 'Tomas', lastName: 'Berg' });
  const { token: adminToken } = await expectOk<{ token: string }>(
    await board.api.post(api('employer/login'), { data: board.admin }),
    'employer/login',
  );
  await expectOk(
    await board.api.put(api('admin/settings'), {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        analytics: {
          gtmContainerId: GTM,
          posthogApiKey: 'phc_saltmarshConsent2026',
          posthogHost: POSTHOG_HOST,
          firstPartyEnabled: true,
          ...consent,
        },
      },
    }),
    'admin/settings',
  );
  return { ...board, adminToken };
}

/** Every request the page makes to an analytics provider, answered here. */
async function watchProviders(context: BrowserContext, origin: string): Promise<Request[]> {
  const seen: Request[] = [];
  const cors = {
    'access-control-allow-origin': origin,
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  };
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    seen.push(route.request());
    await route.fulfill({ contentType: 'application/javascript', body: 'window.__tagManagerRan = true;' });
  });
  await context.route(`${POSTHOG_HOST}/**`, async (route) => {
    seen.push(route.request());
    await route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: '{"status":1}' });
  });
  // The board's own collector is on the page's origin: watched, not answered.
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === '/events') seen.push(r);
  });
  return seen;
}

/** The analytics identifiers the browser holds: provider cookies and the providers' storage keys. */
async function identifiers(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((c) => c.name).filter((n) => ANALYTICS_COOKIE.test(n));
  const stored = await page.evaluate(
    (keys) => keys.filter((k) => localStorage.getItem(k) !== null || sessionStorage.getItem(k) !== null),
    ANALYTICS_STORAGE,
  );
  return [...cookies, ...stored];
}

/** The consent commands in the data layer, as [command, signals]. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((e) => Array.from(e as ArrayLike<unknown>))
      .filter((a) => a[0] === 'consent')
      .map((a) => [a[1], a[2]]),
  );

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const urls = (requests: Request[]) => requests.map((r) => r.url());
const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

test('[CONSENT] a first-time visitor: no analytics until "Accept analytics", then every provider without a reload', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(150_000);
  const board = await boardWithAnalytics(request, extraHTTPHeaders, 'consent-accept');
  const seen = await watchProviders(page.context(), board.origin);

  // Landing from an ad: the click id is not kept either before a choice.
  await page.goto(`${board.origin}/?gclid=Cj0KCQjw8e`);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  // Fixed at the bottom of the screen: it covers, it pushes nothing.
  expect(await banner(page).evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
  // First in the page's order: the keyboard reaches its buttons before the page's.
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toBeFocused();
  await checkScreen(page, 'consent-banner');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Another page, still no choice: nothing asked of any provider, nothing stored.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse jobs' }).click();
  await expect(page).toHaveURL(/\/browse-jobs/);
  await expect(banner(page)).toBeVisible();
  expect(urls(seen)).toEqual([]);
  expect(await identifiers(page)).toEqual([]);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(await consentCommands(page)).toEqual([['default', DENIED]]);

  const recorded = page.waitForResponse((r) => r.url().endsWith('/client/api/v1/consent/record'));
  await banner(page).getByRole('button', { name: 'Accept analytics' }).click();
  expect((await recorded).status()).toBe(200);
  await expect(banner(page)).toBeHidden();
  // Without a reload: the tag manager's script is asked for, after consent mode heard the choice.
  await expect.poll(() => urls(seen)).toContain(`https://www.googletagmanager.com/gtm.js?id=${GTM}`);
  expect(await consentCommands(page)).toEqual([
    ['default', DENIED],
    ['update', { ...DENIED, analytics_storage: 'granted' }],
  ]);
  // PostHog's identifier now; the ad click id stays unkept (marketing was not allowed).
  expect(await identifiers(page)).toEqual(['jb.posthog']);

  // A sign-in is sent to PostHog and to the board's own collector.
  await page.goto(`${board.origin}/employer/login`);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(board.admin.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(board.admin.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect.poll(() => urls(seen).filter((u) => u.startsWith(`${POSTHOG_HOST}/capture/`)).length).toBe(1);
  await expect.poll(() => urls(seen).filter((u) => u.endsWith('/events')).length).toBeGreaterThan(0);
  const batch = seen.find((r) => r.url().startsWith(POSTHOG_HOST))?.postDataJSON() as {
    batch: Array<{ event: string }>;
  };
  expect(batch.batch.map((e) => e.event)).toContain('$identify');

  // The board's admin counts the choice.
  await page.goto(`${board.origin}/admin/settings`);
  const count = page.getByRole('region', { name: 'Consent records' });
  await expect(count).toContainText('1 visitor has chosen under policy version 1');
  await expect(count.getByRole('definition').nth(1)).toHaveText('1');
  await expect(page.getByRole('switch', { name: /Consent needed before analytics/ })).toBeChecked();
  await checkScreen(page, 'consent-admin-settings');
});

test('[CONSENT] "Reject" keeps the providers off across pages and a new visit; the footer changes the choice', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  test.setTimeout(150_000);
  const board = await boardWithAnalytics(request, extraHTTPHeaders, 'consent-reject', {
    consentPolicyVersion: '2026-03',
  });
  const seen = await watchProviders(page.context(), board.origin);

  await page.goto(`${board.origin}/browse-companies`);
  const recorded = page.waitForResponse((r) => r.url().endsWith('/client/api/v1/consent/record'));
  await banner(page).getByRole('button', { name: 'Reject' }).click();
  const record = (await recorded).request().postDataJSON() as Record<string, unknown>;
  expect(record).toMatchObject({ choice: { analytics: false, marketing: false }, policyVersion: '2026-03' });
  await expect(banner(page)).toBeHidden();

  // Other pages, a reload, and a new visit in the same browser: no banner, nothing asked, nothing kept.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse jobs' }).click();
  await expect(page).toHaveURL(/\/browse-jobs/);
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const again = await page.context().newPage();
  await again.goto(`${board.origin}/`);
  await expect(again.getByRole('contentinfo')).toBeVisible();
  for (const p of [page, again]) {
    await expect(banner(p)).toHaveCount(0);
    expect(await identifiers(p)).toEqual([]);
    expect(await p.locator('script[src*="googletagmanager"]').count()).toBe(0);
  }
  expect(urls(seen)).toEqual([]);

  // The footer's "Cookie preferences": necessary always on, analytics and marketing chosen anew.
  await again.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = again.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /^Necessary/ })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: /^Analytics/ })).not.toBeChecked();
  await checkScreen(again, 'consent-preferences');
  await again.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(again);
  await again.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('switch', { name: /^Marketing/ }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();
  // Marketing alone: the tag manager with the ad signals granted, and no PostHog identifier.
  await expect.poll(() => urls(seen)).toContain(`https://www.googletagmanager.com/gtm.js?id=${GTM}`);
  expect((await consentCommands(again)).at(-1)).toEqual([
    'update',
    { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
  ]);
  expect(await identifiers(again)).toEqual([]);

  // A new cookie policy version asks every visitor again.
  await expectOk(
    await board.api.put(api('admin/settings'), {
      headers: { authorization: `Bearer ${board.adminToken}` },
      data: { analytics: { consentPolicyVersion: '2026-09' } },
    }),
    'admin/settings',
  );
  await again.goto(`${board.origin}/browse-jobs`);
  await expect(banner(again)).toBeVisible();
  await again.close();
});

test('[CONSENT] a board that asks no consent loads its providers as before, with no banner', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  const board = await boardWithAnalytics(request, extraHTTPHeaders, 'consent-off', { consentRequired: false });
  const seen = await watchProviders(page.context(), board.origin);
  await page.goto(`${board.origin}/`);
  await expect.poll(() => urls(seen)).toContain(`https://www.googletagmanager.com/gtm.js?id=${GTM}`);
  await expect.poll(() => identifiers(page)).toEqual(['jb.posthog']);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' })).toHaveCount(0);
  expect(await consentCommands(page)).toEqual([]);
});
