// The embeddable jobs widget end to end (issue #50 item 4, docs/jobs-widget.md): a new company
// posts two jobs and pauses one, lists a site of its own in the Jobs widget section of its account (where the
// preview shows its open job) and takes the script snippet. A page of that site, served by a tiny
// server of the test's own on another origin, shows the open job in the widget, linked to its page
// on the board; the same page from an origin the company did not list shows no jobs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { registerVerifiedAccount } from './support/api';
import { api, expectOk, postJob, token } from './support/jobs';
import { checkScreen } from './support/screens';
import { logIn } from './support/ui';

type Settings = { companyId: string; scriptUrl: string; allowedOrigins: string[] };

/** A company's own site: one page holding `snippet.html`, with styles that must not reach the widget. */
function hostSite(snippet: { html: string }): Promise<Server> {
  const page = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Careers</title>
<style>a{color:#ff0000 !important}h2,h3{font-size:64px}</style></head>
<body><main><h1>Careers at our company</h1>${snippet.html}</main></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page()));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test.describe('[JOBS-WIDGET] a company shows its open jobs on its own site', () => {
  let site: Server | undefined;
  test.afterEach(async () => new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve())));

  test('the widget lists the open jobs on a listed origin and nothing elsewhere', async ({
    page,
    browser,
    request,
  }) => {
    const word = token();
    const companyName = `Widgetry ${word} Labs`;
    const owner = await registerVerifiedAccount(request, 'employer', { companyName });
    const { token: bearer } = await expectOk<{ token: string }>(
      await request.post(api('employer/login'), { data: { email: owner.email, password: owner.password } }),
      'employer/login',
    );
    const open = await postJob(request, bearer, `Widget Rigger ${word}`, []);
    const paused = await postJob(request, bearer, `Widget Painter ${word}`, []);
    await expectOk(
      await request.put(api(`jobs/pause-job/${paused._id}`), { headers: { authorization: `Bearer ${bearer}` } }),
      'pause-job',
    );

    // The company's site: a page of a server of its own, on another origin than the board's.
    const board = new URL(test.info().project.use.baseURL ?? '').origin;
    const snippet = { html: '' };
    site = await hostSite(snippet);
    const port = (site.address() as AddressInfo).port;
    const listed = `http://127.0.0.1:${port}`;
    const elsewhere = `http://elsewhere-${word.toLowerCase()}.test:${port}`;

    // 1. The employer lists the site; the preview shows the open job only.
    await logIn(page, 'employer', owner.email, owner.password, '/employer/profile?tab=0');
    await expect(page.getByRole('heading', { level: 2, name: 'Jobs widget' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Allowed sites' }).fill(listed);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/jobs-widget/settings') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save sites' }).click();
    const settings = ((await (await saved).json()) as { data: Settings }).data;
    expect(settings.allowedOrigins).toEqual([listed]);
    const preview = page.frameLocator('iframe[title="Preview of your jobs widget"]');
    await expect(preview.getByRole('link', { name: open.title })).toBeVisible();
    await expect(preview.getByRole('link', { name: paused.title })).toHaveCount(0);
    snippet.html = (await page.getByLabel('Script snippet').textContent()) ?? '';
    expect(snippet.html).toContain(`<script src="${board}/widget/jobs.js" data-company="${settings.companyId}"`);
    await checkScreen(page, 'jobs-widget-1-employer');

    // 2. The company's site shows the widget with its open job, linked to the board's job page. A
    // visitor's browser of its own: the journeys' client-address header would make the widget's
    // simple GET a preflighted one, which no visitor's browser sends.
    const visitor = await (await browser.newContext({ extraHTTPHeaders: {} })).newPage();
    const shown = visitor.waitForResponse((r) => r.url().includes(`/jobs-widget/company/${settings.companyId}/jobs`));
    await visitor.goto(`${listed}/careers`);
    expect((await shown).status()).toBe(200);
    const widget = visitor.locator('.jobs-widget');
    const link = widget.getByRole('link', { name: open.title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`^${board}/job-detail/${open.slug}$`));
    await expect(widget.getByRole('heading', { level: 2, name: `Open jobs at ${companyName}` })).toBeVisible();
    await expect(widget.getByRole('link', { name: paused.title })).toHaveCount(0);
    // The host page's styles stop at the shadow root: the board's colour, not the page's red.
    expect(await link.evaluate((a) => getComputedStyle(a).color)).not.toBe('rgb(255, 0, 0)');

    // 3. The same page from an origin the company did not list: the board answers no data and no
    // CORS header, so the browser refuses the read, and the widget says so instead of listing jobs.
    await visitor.goto(`${elsewhere}/careers`);
    await expect(visitor.locator('.jobs-widget').getByText('These jobs cannot be shown on this site.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: open.title })).toHaveCount(0);
    const data = api(`jobs-widget/company/${settings.companyId}/jobs`);
    expect((await request.get(data, { headers: { origin: elsewhere } })).status()).toBe(403);
    await visitor.context().close();
  });
});
