// Admin console, domains (issue 16 item 5): on a board of its own (made through onboarding), the
// admin adds a custom domain, creates the TXT record it names (on a local DNS server the e2e server
// asks through DNS_SERVERS), checks it, and the board moves: the old host answers 301 to the same
// path and query on the new one for a page, a job page and the sitemap; canonical URLs and the
// sitemap name the new host, and the console on the new host keeps the old one in its history.
// The board's owner (who created it at onboarding) does the same from the employer account
// (client/verify-domain, the onboarding tag); both share this file's DNS server, whose port is one.
import { request as httpRequest } from 'node:http';
import { expect, test } from './support/test';
import { uniqueSubdomain } from './support/api';
import { pageHtml, sitemapLocs } from './support/hosts';
import { postJob, token } from './support/jobs';
import { addConsoleAdmin, makeOwnBoard, signInAsAdmin, signInAsOwner } from './support/own-board';
import { checkScreen } from './support/screens';
import { startTxtDns, type TxtDns } from './support/txt-dns';

const PORT = Number(process.env.E2E_PORT ?? 4173);

let dns: TxtDns;
test.beforeAll(async () => {
  dns = await startTxtDns();
});
test.afterAll(async () => dns?.close());

/** The status and Location of a GET on a host, not followed. */
function redirectOf(host: string, path: string): Promise<{ status: number; location: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, headers: { host: `${host}:${PORT}` } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') });
    });
    req.on('error', reject);
    req.end();
  });
}

test('[ADMIN] the admin moves the board to a new host; the old one answers 301 and the new one is canonical', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  const tag = token();
  const oldHost = `${uniqueSubdomain('move')}.localhost`;
  const newHost = `careers-${tag}.test`;
  const origin = (host: string) => `http://${host}:${PORT}`;
  // A board of its own, through onboarding, with an admin and the premium plan (custom domains).
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'move',
    companyName: 'Meridian Cold Chain',
    ownerName: 'Iris Fernandes',
    host: oldHost,
  });
  // Posted while the board is on its trial plan, which publishes without approval.
  const job = await postJob(own.api, own.ownerToken, `Reefer Fleet Planner ${tag}`, []);
  await addConsoleAdmin(own, { firstName: 'Nora', lastName: 'Quint' });
  const admin = own.admin;

  // The admin adds the domain; the check says why it is not proven before the record exists.
  await signInAsAdmin(page, own, '/admin/domains');
  await own.api.dispose();
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill(`https://${newHost}/`);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const pending = page.getByRole('listitem', { name: newHost });
  await expect(pending.getByText('Waiting for DNS')).toBeVisible();
  const recordName = `_jobboard-verify.${newHost}`;
  await expect(pending.getByText(recordName, { exact: true })).toBeVisible();
  const recordValue = (await pending.getByText(/^jobboard-verify=/).textContent())?.trim() ?? '';
  expect(recordValue).toMatch(/^jobboard-verify=[0-9a-f]{32}$/);

  await pending.getByRole('button', { name: 'Check now' }).click();
  await expect(pending.getByText(`No TXT record found at ${recordName} yet`)).toBeVisible();
  await checkScreen(page, 'admin-domains-pending');

  // The record is created; the next check proves it and the board moves.
  dns.set(recordName, ['v=spf1 -all', recordValue]);
  await pending.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText(`The board now lives at ${newHost}`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: oldHost }).getByText(`Redirects (301) to ${newHost}`)).toBeVisible();

  // The old host answers 301 to the same path and query on the new one.
  const jobPath = `/job-detail/${encodeURIComponent(job.slug)}`;
  for (const path of ['/browse-jobs?q=reefer&page=2', `${jobPath}?utm_source=mail`, '/sitemap.xml']) {
    const moved = await redirectOf(oldHost, path);
    expect(moved, path).toEqual({ status: 301, location: `${origin(newHost)}${path}` });
  }

  // Canonical URLs and the sitemap name the new host.
  const html = (await pageHtml(newHost, jobPath)).body;
  expect(html).toContain(`<link rel="canonical" href="${origin(newHost)}${jobPath}"`);
  const { status, locs } = await sitemapLocs(newHost);
  expect(status).toBe(200);
  expect(locs).toContain(`${origin(newHost)}${jobPath}`);
  expect(locs.every((l) => l.startsWith(`${origin(newHost)}/`))).toBe(true);

  // On the new host the console lists the old one as retired, redirecting: the history is kept.
  await page.getByRole('link', { name: `Open the console at ${newHost}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin(newHost).replace(/\./g, '\\.')}/employer/login`));
  await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/employer\/login/);
  await page.goto(`${origin(newHost)}/admin/domains`);
  const retired = page.getByRole('listitem', { name: oldHost });
  await expect(retired.getByText('Redirecting')).toBeVisible();
  await expect(retired.getByText(`Redirects (301) to ${newHost}`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: newHost }).getByText('Primary')).toBeVisible();
  await checkScreen(page, 'admin-domains-moved');
});

test('[ONBOARDING] the board’s owner moves it to a domain of their own from the employer account', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  const oldHost = `${uniqueSubdomain('own')}.localhost`;
  const newHost = `jobs-${token()}.test`;
  const own = await makeOwnBoard(request, extraHTTPHeaders, {
    prefix: 'own',
    companyName: 'Saffron Harbour Foods',
    ownerName: 'Kabir Menon',
    host: oldHost,
  });
  // The premium plan (custom domains) comes with the console admin the dev route adds.
  await addConsoleAdmin(own, { firstName: 'Tara', lastName: 'Bose' });
  await signInAsOwner(page, own, '/employer/profile');
  await own.api.dispose();

  const card = page.getByRole('region', { name: 'Your board’s own domain' });
  await card.getByRole('textbox', { name: 'Domain' }).fill(newHost);
  await card.getByRole('button', { name: 'Get the DNS record' }).click();
  const recordName = `_jobboard-verify.${newHost}`;
  await expect(card.getByText(recordName, { exact: true })).toBeVisible();
  const recordValue = (await card.getByText(/^jobboard-verify=/).textContent())?.trim() ?? '';
  expect(recordValue).toMatch(/^jobboard-verify=[0-9a-f]{32}$/);
  await expect(card.getByText(oldHost, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Check DNS now' }).click();
  await expect(card.getByText(/Not found yet, last checked/)).toBeVisible();
  await checkScreen(page, 'own-domain-pending');

  dns.set(recordName, [recordValue]);
  await card.getByRole('button', { name: 'Check DNS now' }).click();
  await expect(card.getByText('Your domain is verified')).toBeVisible();
  await expect(card.getByRole('link', { name: newHost })).toHaveAttribute('href', `http://${newHost}:${PORT}/`);
  expect(await redirectOf(oldHost, '/browse-jobs')).toEqual({
    status: 301,
    location: `http://${newHost}:${PORT}/browse-jobs`,
  });
});
