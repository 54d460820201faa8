// The board's settings over real HTTP, as the app reads them: translations with the tenant's job
// heading, settings and appearance with their defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';

type Envelope<T> = { code: string; message: string; data: T };

let server: TestServer;

const api = '/client/api/v1';
const post = <T>(path: string, body: unknown, opts: { host?: string } = {}) =>
  server.call<Envelope<T>>('POST', `${api}/${path}`, { host: opts.host ?? HOST_A, token: null, body });
const get = <T>(path: string, host = HOST_A) => server.call<Envelope<T>>('GET', `${api}/${path}`, { host });

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => server?.close());

describe('translations, settings and appearance', () => {
  it('serves the texts with the tenant word for a job', async () => {
    const a = await post<{ locale: string; version: string; messages: Record<string, string> }>('localize/list', {
      locale: 'en',
      namespaces: ['jobs'],
    });
    expect(a.body.data.messages['jobs.apply']).toBe('Apply for this Job');
    expect(a.body.data.messages['jobs.alertExists']).toBe('Job alert already exist');
    expect(Object.keys(a.body.data.messages).every((k) => k.startsWith('jobs.'))).toBe(true);

    await server.database.db
      .updateTable('clients')
      .set({ settings: JSON.stringify({ jobHeading: { singular: 'Role', plural: 'Roles' } }) })
      .where('id', '=', server.tenantB)
      .execute();
    const b = await post<{ version: string; messages: Record<string, string> }>('localize/list', {}, { host: HOST_B });
    expect(b.body.data.messages['jobs.apply']).toBe('Apply for this Role');
    expect(b.body.data.messages['jobs.browse']).toBe('Browse Roles');
    expect(b.body.data.messages['jobs.appliedSuccessfully']).toBe('You have applied for this role');
    expect(b.body.data.messages['nav.forJobseekers']).toBe('For Jobseekers');
    expect(b.body.data.version).not.toBe(a.body.data.version);
    const settingsB = await get<{ jobHeading: unknown }>('settings/get-settings', HOST_B);
    expect(settingsB.body.data.jobHeading).toEqual({ singular: 'Role', plural: 'Roles' });
  });

  it('answers settings with defaults for everything unset', async () => {
    const r = await get<Record<string, unknown>>('settings/get-settings');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      clientId: server.tenantA,
      name: 'Acme Careers',
      locale: 'en',
      supportedLocales: ['en'],
      jobHeading: { singular: 'Job', plural: 'Jobs' },
      currencyCode: 'USD',
      timezone: 'UTC',
      analytics: {
        gtm: { containerId: null, onboardingContainerId: null },
        posthog: { apiKey: null, host: null },
        firstParty: { enabled: false },
      },
      maps: { apiKey: null },
      socialLogin: [],
      supportEmail: null,
    });
    expect(r.body.data.features).toEqual(expect.arrayContaining(['default', 'chat', 'custom_domain_branding']));
  });

  it('turns on the analytics providers a tenant configured', async () => {
    await server.database.db
      .updateTable('clients')
      .set({
        settings: JSON.stringify({
          analytics: {
            gtm: { containerId: 'GTM-K7Q2M9P' },
            posthog: { apiKey: 'phc_test' },
            firstParty: { enabled: true },
          },
          supportEmail: 'careers@globex.test',
        }),
      })
      .where('id', '=', server.tenantB)
      .execute();
    const r = await get<{ analytics: unknown; supportEmail: string }>('settings/get-settings', HOST_B);
    expect(r.body.data.analytics).toEqual({
      gtm: { containerId: 'GTM-K7Q2M9P', onboardingContainerId: null },
      posthog: { apiKey: 'phc_test', host: 'https://eu.i.posthog.com' },
      firstParty: { enabled: true },
    });
    expect(r.body.data.supportEmail).toBe('careers@globex.test');
  });

  it("serves the tenant's branding, and the platform's without the branding feature", async () => {
    const a = await get<Record<string, unknown>>('settings/appearance');
    expect(a.body.data).toMatchObject({
      logoUri: null,
      faviconUri: null,
      colors: { primary: '#1971c2' },
      radius: 'md',
    });

    const { db } = server.database;
    const branding = { logoUri: '/files/globex-logo.png', colors: { primary: '#0B5FFF', text: 'not a colour' } };
    await db
      .updateTable('clients')
      .set({ appearance: JSON.stringify(branding) })
      .where('id', '=', server.tenantB)
      .execute();
    const b = await get<{ logoUri: string; colors: Record<string, string> }>('settings/appearance', HOST_B);
    expect(b.body.data.logoUri).toBe('/files/globex-logo.png');
    expect(b.body.data.colors).toMatchObject({ primary: '#0B5FFF', text: '#212529' });

    await db.updateTable('clients').set({ subscription: 'TRIAL' }).where('id', '=', server.tenantB).execute();
    const trial = await get<{ logoUri: string | null; colors: Record<string, string> }>('settings/appearance', HOST_B);
    expect(trial.body.data).toMatchObject({ logoUri: null, colors: { primary: '#1971c2' } });
  });
});
