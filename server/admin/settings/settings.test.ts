// The console's settings over HTTP: who may read and change them, every bad field refused with its
// name, secrets stored but never answered nor audited, and each policy taking effect through the
// API after a save: the gender filter of candidate search, review moderation, guests' job alerts
// and the mail sender name; the board's synonym groups, checked, and found by job search on that
// board only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { platformMasterId } from '../../master-data/master-defaults.ts';
import { addCategory, addJob } from '../../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

const FEMALE = platformMasterId('gender', 'Female');
const STRIPE_SECRET = 'sk_test_51NorthwindSecretValue';
const STRIPE_HOOK = 'whsec_NorthwindHookValue';

let server: TestServer;
let admin: TestUser;
let owner: TestUser;
let candidate: TestUser;
let companyId: string;

const api = <T>(method: string, path: string, user: TestUser | null, body?: unknown, host = HOST_A) =>
  server.call<Answer<T>>(method, `/client/api/v1/${path}`, {
    host,
    token: user?.token ?? null,
    ...(body === undefined ? {} : { body }),
  });
const save = (body: unknown, user: TestUser = admin) => api<S['AdminSettings']>('PUT', 'admin/settings', user, body);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { secret } = server.deps;
  companyId = await makeCompany(db, server.tenantA, 'Northwind Logistics');
  admin = await makeUser(db, secret, { clientId: server.tenantA, role: 'admin' });
  owner = await makeUser(db, secret, { clientId: server.tenantA, role: 'employer', employerKind: 1, companyId });
  candidate = await makeUser(db, secret, { clientId: server.tenantA, role: 'candidate', firstName: 'Meera' });
});
afterAll(async () => server?.close());

describe('admin settings', () => {
  it("are the board admin's alone, with the defaults the board runs on", async () => {
    expect((await api('GET', 'admin/settings', null)).status).toBe(401);
    expect((await api('GET', 'admin/settings', owner)).status).toBe(403);
    expect((await save({ mail: { senderName: 'Owner' } }, owner)).status).toBe(403);
    const r = await api<S['AdminSettings']>('GET', 'admin/settings', admin);
    expect(r.status).toBe(200);
    expect(r.body.data.policies).toEqual({
      twoFactorRequiredFor: [],
      reviewModeration: 'after',
      sensitiveSearchFilters: true,
      guestJobAlerts: true,
    });
    expect(r.body.data.gateways.stripe).toEqual({
      configured: false,
      keys: { publishableKey: false, secretKey: false, webhookSecret: false },
    });
  });

  it('refuses every bad field with its name', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [{ analytics: { gtmContainerId: 'UA-1234' } }, 'body.analytics.gtmContainerId'],
      [{ analytics: { posthogHost: 'http://eu.posthog.com' } }, 'body.analytics.posthogHost'],
      [{ mail: { senderName: 'Evil"\r\nBcc: x@y.z' } }, 'body.mail.senderName'],
      [{ mail: { replyTo: 'not-an-address' } }, 'body.mail.replyTo'],
      [{ general: { supportEmail: 'nobody' } }, 'body.general.supportEmail'],
      [{ policies: { reviewModeration: 'sometimes' } }, 'body.policies.reviewModeration'],
      [{ policies: { sensitiveSearchFilters: 'no' } }, 'body.policies.sensitiveSearchFilters'],
      [{ gateways: { stripe: { secretKey: 'has spaces in it' } } }, 'body.gateways.stripe'],
      [{ gateways: { stripe: { apiKey: 'sk_x' } } }, 'body.gateways.stripe'],
      [{ features: { custom_domain_branding: true } }, 'body'],
    ];
    for (const [body, field] of cases) {
      const r = await save(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(r.body), JSON.stringify(body)).toContain(field);
    }
  });

  it('stores secrets without ever answering or auditing them, and keeps what was not sent', async () => {
    const first = await save({
      mail: { senderName: 'Northwind Hiring Desk', replyTo: 'talent@northwind.example' },
      analytics: { gtmContainerId: 'GTM-K7P2QX9' },
      gateways: { stripe: { secretKey: STRIPE_SECRET, webhookSecret: STRIPE_HOOK } },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.gateways.stripe).toEqual({
      configured: true,
      keys: { publishableKey: false, secretKey: true, webhookSecret: true },
    });
    const again = await save({ analytics: { gtmContainerId: null } });
    expect(again.body.data).toMatchObject({
      mail: { senderName: 'Northwind Hiring Desk', replyTo: 'talent@northwind.example' },
      analytics: { gtmContainerId: null },
      gateways: { stripe: { configured: true } },
    });
    const read = await api<S['AdminSettings']>('GET', 'admin/settings', admin);
    const stored = await server.database.db
      .selectFrom('clients')
      .select('settings')
      .where('id', '=', server.tenantA)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.settings)).toContain(STRIPE_SECRET);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'detail'])
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'settings.updated')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]?.actor_id).toBe(admin.id);
    for (const text of [JSON.stringify(first.body), JSON.stringify(read.body), JSON.stringify(audit)]) {
      expect(text).not.toContain(STRIPE_SECRET);
      expect(text).not.toContain(STRIPE_HOOK);
    }
    expect(JSON.stringify(audit[0]?.detail)).toContain('senderName');

    const cleared = await save({ gateways: { stripe: null } });
    expect(cleared.body.data.gateways.stripe.configured).toBe(false);
    const other = await api<S['AdminSettings']>('GET', 'admin/settings', admin, undefined, HOST_B);
    expect(other.status).toBe(401);
  });

  it('takes effect through the API after a save', async () => {
    const facets = (body: Record<string, unknown>) =>
      api<S['CandidateSearchFacets']>('POST', 'search/facets', owner, body);
    expect((await facets({ genderIds: [FEMALE] })).status).toBe(200);
    const review = (user: TestUser) =>
      api<S['Review']>('POST', 'reviews/create', user, {
        companyId,
        rating: 4,
        title: 'Good growth, busy peak seasons',
        pros: 'Fast promotions for people who take ownership.',
        cons: 'Festive season weeks are long and leave is frozen.',
        employmentStatus: 'former',
        jobTitle: 'Shift Supervisor',
      });
    const guestAlert = (email: string) =>
      api<S['JobAlert']>('POST', 'job-alert/create', null, { keyword: 'forklift', frequency: 'daily', email });

    const saved = await save({
      policies: { sensitiveSearchFilters: false, reviewModeration: 'before', guestJobAlerts: false },
    });
    expect(saved.body.data.policies).toEqual({
      twoFactorRequiredFor: [],
      reviewModeration: 'before',
      sensitiveSearchFilters: false,
      guestJobAlerts: false,
    });

    const refused = await facets({ genderIds: [FEMALE] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('genderIds');
    expect((await facets({})).body.data.sensitiveFilters).toBe(false);

    const held = await review(candidate);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data.status).toBe('pending');

    expect((await guestAlert('ravi.guest@example.in')).status).toBe(403);

    await save({ policies: { guestJobAlerts: true } });
    expect((await guestAlert('ravi.guest@example.in')).status).toBe(200);
    const mail = await server.database.db
      .selectFrom('outbox')
      .select('html')
      .where('to_address', '=', 'ravi.guest@example.in')
      .executeTakeFirstOrThrow();
    expect(mail.html).toContain('Northwind Hiring Desk');
  });
});

describe("the board's synonym groups", () => {
  const titles = async (keyword: string, host = HOST_A) => {
    const r = await api<{ items: S['JobSummary'][] }>(
      'POST',
      'jobs/get-job-list',
      null,
      { keyword, page: 1, limit: 20 },
      host,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.items.map((j) => j.title);
  };

  beforeAll(async () => {
    const { db } = server.database;
    const category = await addCategory(db, server.tenantA, 'Warehouse');
    for (const title of ['Forklift Driver', 'Reach Truck Operator', 'Project Manager', 'Product Manager'])
      await addJob(db, server.tenantA, companyId, { title, category });
    const otherCompany = await makeCompany(db, server.tenantB, 'Harbour Freight');
    const otherCategory = await addCategory(db, server.tenantB, 'Warehouse');
    await addJob(db, server.tenantB, otherCompany, { title: 'Forklift Driver', category: otherCategory });
  });

  it('are refused with the field at fault, and change nothing', async () => {
    const cases: [unknown, string][] = [
      [[{ language: 'en', terms: ['forklift'] }], 'body.search.synonyms.0.terms'],
      [[{ language: 'fr', terms: ['cariste', 'forklift driver'] }], 'body.search.synonyms.0.language'],
      [[{ language: 'en', terms: ['---', 'forklift driver'] }], 'body.search.synonyms.0.terms.0'],
      [[{ language: 'en', terms: ['RN', ' rn '] }], 'body.search.synonyms.0.terms'],
      [
        [
          { language: 'en', terms: ['forklift driver', 'fork lift driver'] },
          { language: 'en', terms: ['Forklift Driver', 'reach truck operator'] },
        ],
        'body.search.synonyms.1.terms.0',
      ],
    ];
    for (const [synonyms, field] of cases) {
      const r = await save({ search: { synonyms } });
      expect(r.status, JSON.stringify(synonyms)).toBe(400);
      expect(JSON.stringify(r.body), JSON.stringify(synonyms)).toContain(`"${field}"`);
    }
    const read = await api<S['AdminSettings']>('GET', 'admin/settings', admin);
    expect(read.body.data.search).toEqual({ synonyms: [] });
  });

  it("find each other's jobs on this board only, and a claimed word leaves its built-in group", async () => {
    expect(await titles('reach truck operator')).not.toContain('Forklift Driver');
    expect(await titles('pm')).toContain('Product Manager');

    const saved = await save({
      search: {
        synonyms: [
          { language: 'en', terms: ['Forklift  Driver', 'Reach Truck Operator', 'forklift driver'] },
          { language: 'en', terms: ['PM', 'project manager'] },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.search.synonyms).toEqual([
      { language: 'en', terms: ['forklift driver', 'reach truck operator'] },
      { language: 'en', terms: ['pm', 'project manager'] },
    ]);

    expect(await titles('reach truck operator')).toEqual(
      expect.arrayContaining(['Forklift Driver', 'Reach Truck Operator']),
    );
    expect(await titles('forklift driver')).toEqual(
      expect.arrayContaining(['Forklift Driver', 'Reach Truck Operator']),
    );
    expect(await titles('reach truck operator', HOST_B)).not.toContain('Forklift Driver');
    const pm = await titles('pm');
    expect(pm).toContain('Project Manager');
    expect(pm).not.toContain('Product Manager');

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('detail')
      .where('client_id', '=', server.tenantA)
      .where('action', '=', 'settings.updated')
      .execute();
    expect(JSON.stringify(audit.at(-1)?.detail)).toContain('searchSynonyms');

    const cleared = await save({ search: { synonyms: [] } });
    expect(cleared.body.data.search.synonyms).toEqual([]);
    expect(await titles('reach truck operator')).not.toContain('Forklift Driver');
    const stored = await server.database.db
      .selectFrom('clients')
      .select('settings')
      .where('id', '=', server.tenantA)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.settings)).not.toContain('reach truck operator');
  });
});
