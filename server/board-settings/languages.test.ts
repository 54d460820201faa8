// The board's languages over HTTP (docs/localization.md): the admin saves them in the console's
// settings (plan-gated by `localization`, a default outside the languages refused naming its
// field), the public settings answer them, and the translations call serves the web app's
// catalogues in each of them, the older named texts beside, with the board's word for "Job" in the
// English only and a language the board does not offer refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { uiCatalogues } from './translations/catalogues.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

let server: TestServer;
let admin: TestUser;

const api = <T>(
  method: string,
  path: string,
  body?: unknown,
  opts: { host?: string; token?: string | null; headers?: Record<string, string> } = {},
) =>
  server.call<Answer<T>>(method, `/client/api/v1/${path}`, {
    host: opts.host ?? HOST_A,
    token: opts.token === undefined ? admin.token : opts.token,
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(body === undefined ? {} : { body }),
  });
const save = (languages: unknown) => api<S['AdminSettings']>('PUT', 'admin/settings', { languages });
const texts = (body: unknown, opts: { host?: string; headers?: Record<string, string> } = {}) =>
  api<S['Translations']>('POST', 'localize/list', body, { token: null, ...opts });
const publicSettings = async (host = HOST_A) =>
  (await api<S['Settings']>('GET', 'settings/get-settings', undefined, { host, token: null })).body.data;

async function localization(clientId: string, on: boolean): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ localization: on })}::jsonb)`,
    })
    .where('id', '=', clientId)
    .execute();
}

/** The catalogue's message whose English is `english`, with its namespace. */
async function catalogueMessage(english: string): Promise<{ key: string; es: string | undefined }> {
  for (const [namespace, messages] of Object.entries(await uiCatalogues()))
    for (const [id, m] of Object.entries(messages))
      if (m.en === english) return { key: `${namespace}.${id}`, es: m.es };
  throw new Error(`no catalogue message "${english}"`);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
});
afterAll(async () => server?.close());

describe("the board's languages in the console", () => {
  it('are English alone until saved, and refused without the plan feature', async () => {
    const read = await api<S['AdminSettings']>('GET', 'admin/settings');
    expect(read.body.data.languages).toEqual({ available: ['en'], default: 'en' });

    await localization(server.tenantA, false);
    const refused = await save({ available: ['en', 'es'], default: 'es' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your plan does not include this feature');
    // Other settings still save without it.
    expect((await api('PUT', 'admin/settings', { mail: { senderName: 'Acme Hiring' } })).status).toBe(200);
    expect((await api<S['AdminSettings']>('GET', 'admin/settings')).body.data.languages.available).toEqual(['en']);
    await localization(server.tenantA, true);
  });

  it('refuses a default the board would not offer, and a bad list, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ available: ['en'], default: 'es' }, 'body.languages.default'],
      [{ available: ['es'] }, 'body.languages.default'],
      [{ available: [] }, 'body.languages.available'],
      [{ available: ['en', 'en'] }, 'body.languages.available'],
      [{ available: ['fr'] }, 'body.languages.available.0'],
      [{ default: 'de' }, 'body.languages.default'],
      [{}, 'body.languages'],
    ];
    for (const [languages, field] of cases) {
      const r = await save(languages);
      expect(r.status, JSON.stringify(languages)).toBe(400);
      expect(JSON.stringify(r.body), JSON.stringify(languages)).toContain(`"${field}`);
    }
    expect((await api<S['AdminSettings']>('GET', 'admin/settings')).body.data.languages.available).toEqual(['en']);
  });

  it('saves them, audited by name, and the public settings and pages follow', async () => {
    const saved = await save({ available: ['en', 'es'], default: 'es' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.languages).toEqual({ available: ['es', 'en'], default: 'es' });
    expect(await publicSettings()).toMatchObject({ locale: 'es', supportedLocales: ['es', 'en'] });
    // What is left out stays: the default alone changes, then the list alone (keeping its default).
    expect((await save({ default: 'en' })).body.data.languages).toEqual({ available: ['en', 'es'], default: 'en' });
    expect((await save({ available: ['es', 'en'] })).body.data.languages).toEqual({
      available: ['en', 'es'],
      default: 'en',
    });
    // A default the stored list does not hold is refused with the field, and nothing changes.
    await save({ available: ['es'], default: 'es' });
    const refused = await save({ available: ['en'] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('"body.languages.default"');
    expect(await publicSettings()).toMatchObject({ locale: 'es', supportedLocales: ['es'] });

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'settings.updated')
      .execute();
    expect(JSON.stringify(audit.at(-1)?.detail)).toContain('languages');

    // The plan dropping the feature leaves the board English, the choice kept for the admin.
    await localization(server.tenantA, false);
    expect(await publicSettings()).toMatchObject({ locale: 'en', supportedLocales: ['en'] });
    expect((await api<S['AdminSettings']>('GET', 'admin/settings')).body.data.languages).toEqual({
      available: ['es'],
      default: 'es',
    });
    await localization(server.tenantA, true);
    await save({ available: ['en', 'es'], default: 'en' });
    // The other board is untouched.
    expect(await publicSettings(HOST_B)).toMatchObject({ locale: 'en', supportedLocales: ['en'] });
  });
});

describe('the translations call', () => {
  it('serves the catalogues in Spanish, with the named texts in English beside them', async () => {
    const browse = await catalogueMessage('Browse jobs');
    expect(browse.key).toMatch(/^common\./);
    expect(browse.es).toBeTruthy();
    const r = await texts({ locale: 'es' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.locale).toBe('es');
    expect(r.body.data.messages[browse.key]).toBe(browse.es);
    expect(r.body.data.messages['jobs.apply']).toBe('Apply for this Job');
    const pattern = /^[A-Za-z][A-Za-z0-9_-]{0,49}\.[A-Za-z0-9_.+/=-]{1,150}$/;
    expect(Object.keys(r.body.data.messages).filter((k) => !pattern.test(k))).toEqual([]);
  });

  it('serves English with the board’s word, filtered by namespace, versioned by its texts', async () => {
    const browse = await catalogueMessage('Browse jobs');
    const en = await texts({ locale: 'en', namespaces: ['common'] });
    expect(en.body.data.messages[browse.key]).toBe('Browse jobs');
    expect(en.body.data.messages['common.login']).toBe('Log in');
    expect(Object.keys(en.body.data.messages).every((k) => k.startsWith('common.'))).toBe(true);
    const es = await texts({ locale: 'es', namespaces: ['common'] });
    expect(es.body.data.version).not.toBe(en.body.data.version);
    expect((await texts({ locale: 'en', namespaces: ['common'] })).body.data.version).toBe(en.body.data.version);

    await server.database.db
      .updateTable('clients')
      .set({
        settings: sql`settings || ${JSON.stringify({ jobHeading: { singular: 'Role', plural: 'Roles' } })}::jsonb`,
      })
      .where('id', '=', server.tenantA)
      .execute();
    const headed = await texts({ locale: 'en', namespaces: ['common', 'jobs'] });
    expect(headed.body.data.messages[browse.key]).toBe('Browse roles');
    expect(headed.body.data.messages['jobs.apply']).toBe('Apply for this Role');
    expect(headed.body.data.version).not.toBe(en.body.data.version);
    // The translator's words are left as they are.
    expect((await texts({ locale: 'es' })).body.data.messages[browse.key]).toBe(browse.es);
  });

  it("answers the reader's language when none is asked for, and refuses one the board does not offer", async () => {
    const browse = await catalogueMessage('Browse jobs');
    const spanish = await texts({}, { headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } });
    expect(spanish.body.data.locale).toBe('es');
    expect(spanish.body.data.messages[browse.key]).toBe(browse.es);
    expect((await texts({}, { headers: { cookie: 'jb_locale=en', 'accept-language': 'es' } })).body.data.locale).toBe(
      'en',
    );

    const other = await texts({ locale: 'es' }, { host: HOST_B });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain('"body.locale"');
    expect((await texts({}, { host: HOST_B, headers: { 'accept-language': 'es' } })).body.data.locale).toBe('en');
    expect((await texts({ locale: 'fr' })).status).toBe(400);
  });
});
