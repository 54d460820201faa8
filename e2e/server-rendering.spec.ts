// The public pages a guest reaches from a search engine come from the server with their content
// already in them (docs/server-rendering.md): what a client that runs no JavaScript receives, and
// that the browser takes the page over without asking for its data again or a hydration warning.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pageHtml, plainGet } from './support/hosts';
import { api } from './support/jobs';
import { expect, test } from './support/test';

type Listed = { data: { items: Array<{ title: string; slug: string | null }> } };

/** The characters React escapes in text and attributes, as it writes them. */
const REACT_ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** The page's markup inside the app's root element, without the data block. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="ssr-state">');
  expect(start, 'the root element').toBeGreaterThan(-1);
  expect(end, 'the data block follows the markup').toBeGreaterThan(start);
  return html.slice(start, end);
}

/** What the build says each route's screen loads beyond index.html (scripts/vite-route-assets.ts). */
const routeAssets = () =>
  JSON.parse(readFileSync('dist/.vite/route-assets.json', 'utf8')) as Record<string, { js: string[]; css: string[] }>;

/** The text a reader sees in some markup: tags dropped, whitespace collapsed, escapes read back. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (e) => REACT_ESCAPES[e] ?? e)
    .replace(/\s+/g, ' ');

test.describe('[SSR] server-rendered public pages', () => {
  test('a search page holds its first ten results, and a job page its title and description', async ({ request }) => {
    const listed = (await (
      await request.post(api('jobs/get-job-list'), { data: { keyword: 'nurse', page: 1, limit: 10 } })
    ).json()) as Listed;
    const titles = listed.data.items.map((j) => j.title);
    expect(titles.length).toBeGreaterThan(2);

    const search = await pageHtml('localhost', '/browse-jobs?keyword=nurse');
    expect(search.status).toBe(200);
    const results = textOf(rootOf(search.body));
    // The styles of the page's routes are in it, so its markup is laid out as it will stay.
    const assets = routeAssets();
    expect(assets['/']?.css.length, 'the home page has styles of its own').toBeGreaterThan(0);
    const home = await pageHtml('localhost', '/');
    for (const file of assets['/']?.css ?? []) expect(home.body).toContain(`<style data-href="/${file}">`);
    for (const title of titles) expect(results).toContain(title.replace(/\s+/g, ' '));
    expect(results).toContain('Jobs matching “nurse”');

    const slug = listed.data.items.find((j) => j.slug)?.slug ?? '';
    const job = (await (await request.get(api(`jobs/get/guest/${slug}`))).json()) as {
      data: { title: string; description: string };
    };
    const page = await pageHtml('localhost', `/job-detail/${slug}`);
    expect(page.status).toBe(200);
    const markup = rootOf(page.body);
    expect(markup).toContain(`<h1`);
    expect(textOf(markup)).toContain(job.data.title.replace(/\s+/g, ' '));
    // The description's first words as text (its HTML is sanitised and laid out by the page).
    const words = textOf(job.data.description).trim().split(' ').slice(0, 6).join(' ');
    expect(textOf(markup)).toContain(words);
  });

  test("a public page's Mantine classes are all in the stylesheet it first paints with", async ({ request }) => {
    const listed = (await (
      await request.post(api('jobs/get-job-list'), { data: { page: 1, limit: 10 } })
    ).json()) as Listed;
    const slug = listed.data.items.find((j) => j.slug)?.slug ?? '';
    const pages = [
      '/',
      '/browse-jobs?q=nurse',
      `/job-detail/${slug}`,
      '/browse-companies',
      '/job-category',
      '/journal',
      '/about-us',
    ];
    for (const path of pages) {
      const page = await pageHtml('localhost', path);
      const sheets = [...page.body.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(sheets.length, `${path} links its stylesheet`).toBeGreaterThan(0);
      const linked = await Promise.all(sheets.map(async (href) => (await plainGet('localhost', href)).body));
      const inline = [...page.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
      const css = [...linked, ...inline].join('\n');
      // Mantine names a component's elements m_ and a hash of six to eight hex digits.
      const used = new Set(rootOf(page.body).match(/\bm_[0-9a-f]{6,8}\b/g) ?? []);
      expect(used.size, `${path} uses Mantine components`).toBeGreaterThan(0);
      const missing = [...used].filter((name) => !new RegExp(`\\.${name}(?![0-9a-f])`).test(css));
      expect(missing, `${path}: classes src/styles/first-paint.css lacks`).toEqual([]);
    }
  });

  test('a signed-in visitor and a private page get the page the browser renders', async () => {
    const signedIn = (await pageHtml('localhost', '/browse-jobs?keyword=nurse', { cookie: 'user=%7B%7D' })).body;
    expect(signedIn).toContain('<div id="root"></div>');
    expect(signedIn).not.toContain('id="ssr-state"');
    const login = await pageHtml('localhost', '/login');
    expect(login.body).toContain('<div id="root"></div>');
  });

  test('the browser takes the page over without fetching its data again', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/client\/api\/v1\/(jobs\/get-job-list|jobs\/get\/guest|settings\/get-settings)/.test(r.url()))
        asked.push(r.url());
    });
    await page.goto('/browse-jobs?q=nurse');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    // Taken over: the search box answers, and a new search is fetched and shown.
    const box = page.getByRole('combobox', { name: 'Search jobs by title, skill or company' });
    // Taken over once React holds the server's elements as its own.
    await box.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const held = () => Object.keys(el).some((k) => k.startsWith('__reactFiber'));
          const wait = () => (held() ? resolve() : requestAnimationFrame(wait));
          wait();
        }),
    );
    // The route's scripts came preloaded with the page (docs/server-rendering.md), every one the
    // build lists for it; the router's loader found them and added none of its own.
    const sent = await pageHtml('localhost', '/browse-jobs?q=nurse');
    const routeJs = routeAssets()['/browse-jobs']?.js ?? [];
    expect(routeJs.length).toBeGreaterThan(0);
    // Asked for at low priority, after the stylesheet the first paint waits for (docs/public-pages-speed.md).
    // A guest's page lists them for the module that starts the app (src/start-on-intent.ts), which
    // preloads them on the first sign of life.
    const listed = JSON.parse(
      /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(sent.body)?.[1] ?? '[]',
    ) as string[];
    for (const file of routeJs) expect(listed).toContain(`/${file}`);
    expect(sent.body).not.toContain('rel="modulepreload"');
    // A guest's page starts the app on intent (src/start-on-intent.ts): the entry is named, not run.
    expect(sent.body).toMatch(
      /<script type="module" crossorigin src="\/assets\/start-on-intent-[\w-]+\.js" data-app="\/assets\/index-[\w-]+\.js" fetchpriority="low">/,
    );
    expect(sent.body.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
    expect(sent.body.indexOf('rel="stylesheet"')).toBeLessThan(sent.body.indexOf('<script type="module"'));
    const linked = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => new URL(l.getAttribute('href') ?? '', location.href).pathname));
    for (const file of routeJs) expect(linked.filter((href) => href === `/${file}`)).toHaveLength(1);
    await box.fill('accountant');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('accountant');
    expect(
      asked.filter((u) => !u.includes('get-job-list')),
      'settings came with the page',
    ).toEqual([]);
    expect(asked.filter((u) => u.includes('get-job-list')).length, 'only the new search was fetched').toBe(1);
  });

  test('a phone leaves the hidden filter sidebar as the server sent it, and builds it once the screen widens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/browse-jobs?q=nurse');
    await expect(page.getByRole('article').first()).toBeVisible();
    const held = (selector: string) =>
      page.locator(selector).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
    // The search box is the app's; the sidebar (hidden at this width) is still the server's markup.
    await expect.poll(() => held('input[name="q"]')).toBe(true);
    expect(await held('aside[aria-label="Filters"]')).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => held('aside[aria-label="Filters"]')).toBe(true);
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/workplace=/);
  });

  test.describe('started on intent (docs/web-performance.md)', () => {
    /**
     * Opens `path` as a reader arriving from elsewhere would: from the browser's blank page, with no
     * mouse over it, no key, nothing touched. Not with `page.goto`, whose harness moves the mouse
     * (e2e/support/test.ts), and not from another page of the board: that page's app, started by the
     * harness, goes on fetching modules of its own once it holds the page (its analytics, after the
     * domain check), and one fetched after the listener below was attached was counted against the
     * page being read (one gate run of several, 5 December 2026).
     */
    async function openToRead(page: Page, path: string): Promise<void> {
      const to = new URL(path, test.info().project.use.baseURL).href;
      await page.evaluate((href) => window.location.assign(href), to);
      await page.waitForURL((url) => url.pathname + url.search === path);
      await page.waitForLoadState('networkidle');
    }

    /** Holds the app's entry until `release` is called: the page stays the server's HTML. */
    async function holdApp(page: Page): Promise<() => void> {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    }

    test('a guest who only reads a public page never runs the app', async ({ page }) => {
      const appAsked: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/(?!start-on-intent-)[\w-]+\.js$|\/client\//.test(r.url())) appAsked.push(r.url());
      });
      await openToRead(page, '/browse-jobs?q=nurse');
      await expect(page.getByRole('article').first()).toBeVisible();
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-start', 'intent');
      await expect(html).not.toHaveAttribute('data-ready', 'true');
      expect(appAsked, 'neither a module of the app nor a call of it').toEqual([]);
      // Links are links: the next page comes from the server, read the same way.
      // Followed as a screen reader's "activate" does, with no pointer or key the page could see first.
      await page
        .getByRole('article')
        .first()
        .getByRole('link')
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).click());
      await page.waitForURL(/\/job-detail\//);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(html).not.toHaveAttribute('data-ready', 'true');
      expect(appAsked).toEqual([]);
      // The first sign of life fetches the app's modules, and only an action starts it.
      await page.mouse.wheel(0, 200);
      await expect.poll(() => appAsked.filter((u) => u.includes('/assets/')).length).toBeGreaterThan(10);
      expect(appAsked.filter((u) => u.includes('/assets/index-'))).toEqual([]);
      await expect(html).not.toHaveAttribute('data-ready', 'true');
    });

    test('a press before the app holds the page is done once it does, and the page shows it was heard', async ({
      page,
    }) => {
      await openToRead(page, '/browse-jobs?q=nurse');
      const release = await holdApp(page);
      const filters = page.getByRole('complementary', { name: 'Filters' });
      const box = filters.getByRole('checkbox').first();
      await box.click();
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-starting', 'true');
      await expect(box, 'held until the app can act on it').not.toBeChecked();
      expect(new URL(page.url()).searchParams.toString()).toBe('q=nurse');
      release();
      await expect(html).toHaveAttribute('data-ready', 'true');
      await expect(page).toHaveURL(/workplace=|employment=|category=|date=/);
      await expect(box).toBeChecked();
      await expect(html).not.toHaveAttribute('data-starting');
    });

    test('a page whose app cannot load stops saying it is starting, and its links still work', async ({ page }) => {
      await openToRead(page, '/browse-jobs?q=nurse');
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      const html = page.locator('html');
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first().click();
      await expect(html).not.toHaveAttribute('data-starting');
      await expect(html).not.toHaveAttribute('data-ready', 'true');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
      await expect(page).toHaveURL(/\/browse-companies$/);
    });

    test('on a phone, the menu pressed before the app holds the page opens once it does', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openToRead(page, '/');
      const release = await holdApp(page);
      const burger = page.getByRole('button', { name: 'Open navigation' });
      await burger.click();
      await expect(page.locator('html')).toHaveAttribute('data-starting', 'true');
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      release();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#phone-menu')).toBeVisible();
    });
  });
});
