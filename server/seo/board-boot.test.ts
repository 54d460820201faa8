// Every page of a board carries its branding for the app's first paint (shared/branding/boot.ts):
// the colours, logo and word for "Job" as a data block, the favicon and the theme colour, each
// board its own; the fixed pages' titles speak the board's word; the data block cannot be broken
// out of by a board's name. The page's language is the reader's (shared/i18n/locales.ts): their
// choice (the cookie), else their browser's, else the board's default, among the board's
// languages, English only without the plan's `localization`.
import { sql } from 'kysely';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, parseBoardBoot } from '../../shared/branding/boot.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';

let server: TestServer;
let admin: TestUser;

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="theme-color" content="#1c7ed6" />' +
  '<link rel="icon" type="image/svg+xml" href="/assets/favicon.svg" /><title>Jobs</title></head>' +
  '<body><div id="root"></div></body></html>';

const page = async (path: string, host = HOST_A, headers?: Record<string, string>) =>
  (await server.call<string>('GET', path, { host, ...(headers ? { headers } : {}) })).body;
const bootOf = (html: string) =>
  parseBoardBoot(new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1]);

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'boot-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  server = await startTestServer({ distDir: dist });
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
});
afterAll(async () => server?.close());

describe('the board’s branding in its pages', () => {
  it('is the platform’s until the admin saves the board’s, and then the board’s only', async () => {
    const before = await page('/browse-jobs');
    expect(bootOf(before)).toMatchObject({
      name: 'Acme Careers',
      logoUri: null,
      colors: { primary: '#1971c2' },
      jobHeading: { singular: 'Job', plural: 'Jobs' },
    });
    expect(before).toContain('<link rel="icon" type="image/svg+xml" href="/assets/favicon.svg" />');
    expect(before).toContain('<title>Browse jobs | Acme Careers</title>');

    const saved = await server.call('PUT', '/client/api/v1/admin/appearance', {
      host: HOST_A,
      token: admin.token,
      body: {
        logoUri: '/files/acme-logo.png',
        faviconUri: 'https://cdn.example.com/acme.png',
        jobHeading: { singular: 'Role', plural: 'Roles' },
        colors: { primary: '#0b5fff', secondary: '#14213d', accent: '#fca311', background: '#ffffff', text: '#1f2933' },
      },
    });
    expect(saved.status).toBe(200);

    const after = await page('/browse-jobs?q=nurse');
    expect(bootOf(after)).toEqual({
      name: 'Acme Careers',
      logoUri: '/files/acme-logo.png',
      colors: { primary: '#0b5fff', secondary: '#14213d', accent: '#fca311', background: '#ffffff', text: '#1f2933' },
      jobHeading: { singular: 'Role', plural: 'Roles' },
      ownHome: false,
      locale: 'en',
      locales: ['en'],
    });
    expect(after).toContain('<link rel="icon" href="https://cdn.example.com/acme.png" />');
    expect(after).toContain('<meta name="theme-color" content="#0b5fff" />');
    expect(after).toContain('<title>Browse roles | Acme Careers</title>');
    // Private screens get the branding too (they have no head of their own).
    expect(bootOf(await page('/employer/dashboard'))?.jobHeading.plural).toBe('Roles');
    // The settings the app reads say it as well.
    const settings = await server.call<{ data: { jobHeading: unknown } }>(
      'GET',
      '/client/api/v1/settings/get-settings',
      {
        host: HOST_A,
      },
    );
    expect(settings.body.data.jobHeading).toEqual({ singular: 'Role', plural: 'Roles' });

    const other = await page('/browse-jobs', HOST_B);
    expect(bootOf(other)).toMatchObject({
      logoUri: null,
      colors: { primary: '#1971c2' },
      jobHeading: { singular: 'Job' },
    });
    expect(other).toContain('<title>Browse jobs |');
  });

  it('goes back to the platform’s word when the admin picks Job and Jobs, and refuses other words', async () => {
    const body = (jobHeading: unknown) => ({
      logoUri: null,
      faviconUri: null,
      jobHeading,
      colors: { primary: '#1971c2', secondary: '#495057', accent: '#f59f00', background: '#ffffff', text: '#212529' },
    });
    const bad = await server.call<{ data: { fields: { field: string }[] } }>('PUT', '/client/api/v1/admin/appearance', {
      host: HOST_A,
      token: admin.token,
      body: body({ singular: '<b>Role', plural: 'Roles' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.map((f) => f.field)).toContain('body.jobHeading.singular');
    const reset = await server.call('PUT', '/client/api/v1/admin/appearance', {
      host: HOST_A,
      token: admin.token,
      body: body({ singular: 'Job', plural: 'Jobs' }),
    });
    expect(reset.status).toBe(200);
    expect(bootOf(await page('/'))?.jobHeading).toEqual({ singular: 'Job', plural: 'Jobs' });
  });

  it('says on the index page whether the board published its own home page', async () => {
    expect(bootOf(await page('/'))?.ownHome).toBe(false);
    const pages = (method: string, path: string, body?: unknown) =>
      server.call(method, `/client/api/v1/admin/pages/home${path}`, { host: HOST_A, token: admin.token, body });
    const draft = await pages('PUT', '', {
      title: 'Careers at Acme',
      description: 'Work with us.',
      blocks: [
        { type: 'text', settings: { heading: 'Why Acme', body: 'Good people.', align: 'left' }, isVisible: true },
      ],
    });
    expect(draft.status).toBe(200);
    expect(bootOf(await page('/'))?.ownHome).toBe(false);
    expect((await pages('POST', '/publish')).status).toBe(200);
    expect(bootOf(await page('/'))?.ownHome).toBe(true);
    // Asked on the index page only; the other board has none.
    expect(bootOf(await page('/about-us'))?.ownHome).toBe(false);
    expect(bootOf(await page('/', HOST_B))?.ownHome).toBe(false);
  });

  it('keeps a board name that tries to close the data block inside it', async () => {
    await server.database.db
      .updateTable('clients')
      .set({ name: 'Acme </script><script>alert(1)</script>' })
      .where('id', '=', server.tenantA)
      .execute();
    const html = await page('/about-us');
    expect(html).not.toContain('<script>alert(1)');
    expect(bootOf(html)?.name).toBe('Acme </script><script>alert(1)</script>');
  });
});

describe('the page’s language', () => {
  const boardLanguages = async (languages: unknown, localization = true) => {
    const patch = { languages, features: { localization } };
    await sql`update clients set settings = settings || ${JSON.stringify(patch)}::jsonb where id = ${server.tenantB}`.execute(
      server.database.db,
    );
  };
  const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

  it('is English on a board that offers only English, whatever the reader asks', async () => {
    const html = await page('/about-us', HOST_B, { 'accept-language': 'es-ES,es;q=0.9', cookie: 'jb_locale=es' });
    expect(langOf(html)).toBe('en');
    expect(bootOf(html)).toMatchObject({ locale: 'en', locales: ['en'] });
  });

  it('is the reader’s choice, else their browser’s, else the board’s default, among the board’s languages', async () => {
    await boardLanguages({ available: ['en', 'es'], default: 'es' });
    // The test client says English by default; this reader's browser says nothing.
    const byDefault = await page('/about-us', HOST_B, { 'accept-language': '' });
    expect(langOf(byDefault)).toBe('es');
    expect(bootOf(byDefault)).toMatchObject({ locale: 'es', locales: ['es', 'en'] });
    expect(bootOf(await page('/about-us', HOST_B, { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' }))?.locale).toBe(
      'en',
    );
    expect(bootOf(await page('/about-us', HOST_B, { 'accept-language': 'fr-FR,fr;q=0.9' }))?.locale).toBe('es');
    const chosen = await page('/about-us', HOST_B, { 'accept-language': 'es', cookie: 'theme=dark; jb_locale=en' });
    expect(langOf(chosen)).toBe('en');
    expect(bootOf(chosen)?.locale).toBe('en');
    // A choice the board does not offer falls back to the browser's language.
    await boardLanguages({ available: ['es'], default: 'es' });
    expect(bootOf(await page('/about-us', HOST_B, { cookie: 'jb_locale=en' }))?.locale).toBe('es');
  });

  it('is English again when the plan drops the feature, the board’s choice kept', async () => {
    await boardLanguages({ available: ['en', 'es'], default: 'es' }, false);
    const html = await page('/about-us', HOST_B, { 'accept-language': 'es' });
    expect(langOf(html)).toBe('en');
    expect(bootOf(html)).toMatchObject({ locale: 'en', locales: ['en'] });
    // The other board never changed.
    expect(bootOf(await page('/about-us', HOST_A, { 'accept-language': 'es' }))?.locale).toBe('en');
  });
});
