// Routing by host: an unknown host is no client (INVALID_CLIENT), a moved host redirects
// permanently to the client's new primary host with the same path and query, and a custom domain
// proven by its DNS TXT record becomes the primary host (the DNS resolver is a fake here).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTxtResolver } from '../onboarding/txt-resolver.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { createTenant, moveTenant } from './tenants-repo.ts';

type Answer<T> = { code: string; message: string; data: T };
type Validation = { status: string; clientId: string; name: string; to: string | null };
type Verification = {
  domain: string;
  record: { type: string; name: string; value: string };
  cname: string | null;
  verified: boolean;
};

const UNKNOWN = 'nobody-here.test';
const PLATFORM = 'localhost';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('unknown hosts', () => {
  it('answers INVALID_CLIENT with empty data on validate-domain and on every API call', async () => {
    const v = await server.call('POST', '/client/validate-domain', { host: UNKNOWN });
    expect(v.status).toBe(404);
    expect(v.body).toEqual({ code: 'INVALID_CLIENT', message: expect.any(String), data: null });
    for (const [method, path] of [
      ['GET', '/client/api/v1/employer/view'],
      ['POST', '/client/api/v1/candidate/login'],
    ] as const) {
      const r = await server.call(method, path, { host: UNKNOWN, body: method === 'POST' ? {} : undefined });
      expect(r.status, path).toBe(404);
      expect(r.body, path).toMatchObject({ code: 'INVALID_CLIENT' });
    }
  });

  it('reads the Origin header before the Host', async () => {
    const v = await server.call<Answer<Validation>>('POST', '/client/validate-domain', {
      host: UNKNOWN,
      headers: { origin: `https://${HOST_A}` },
    });
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ status: 'active', clientId: server.tenantA, to: null });
  });
});

describe('moved hosts', () => {
  const OLD = 'jobs.oldharbor.test';
  const NEW = 'careers.oldharbor.test';
  let clientId: string;

  beforeAll(async () => {
    clientId = await createTenant(server.database.db, { name: 'Old Harbor Freight', slug: 'oldharbor', hosts: [OLD] });
    await moveTenant(server.database.db, clientId, NEW);
  });

  it('redirects a page permanently (301) to the new host with the same path and query', async () => {
    const r = await server.call('GET', '/browse-jobs?q=react', { host: OLD });
    expect(r.status).toBe(301);
    expect(r.headers.location).toMatch(new RegExp(`^https?://${NEW.replace(/\./g, '\\.')}/browse-jobs\\?q=react$`));
  });

  it('redirects API calls with 308 so that the method and body are kept', async () => {
    const get = await server.call('GET', '/client/api/v1/employer/view', { host: OLD });
    expect(get.status).toBe(308);
    expect(get.headers.location).toMatch(
      new RegExp(`^https?://${NEW.replace(/\./g, '\\.')}/client/api/v1/employer/view$`),
    );
    const post = await server.call('POST', '/client/api/v1/candidate/login', { host: OLD, body: {} });
    expect(post.status).toBe(308);
  });

  it('reports the move on validate-domain, and the new host as active', async () => {
    const moved = await server.call<Answer<Validation>>('POST', '/client/validate-domain', {
      host: PLATFORM,
      headers: { origin: `http://${OLD}` },
    });
    expect(moved.body.data).toEqual({ status: 'moved', clientId, name: 'Old Harbor Freight', to: NEW });
    const current = await server.call<Answer<Validation>>('POST', '/client/validate-domain', { host: NEW });
    expect(current.body.data).toMatchObject({ status: 'active', clientId, to: null });
  });

  // Needs request-context.ts to let /client/validate-domain through on a moved host instead of
  // answering 308 before the handler runs (requested in the onboarding report).
  it('reports the move on validate-domain asked on the moved host itself', async () => {
    const r = await server.call<Answer<Validation>>('POST', '/client/validate-domain', { host: OLD });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'moved', to: NEW });
  });
});

describe('custom domains', () => {
  const SITE = 'brightlane.test';
  const DOMAIN = 'careers.brightlane-logistics.com';
  let clientId: string;
  let owner: TestUser;
  let otherCompanyOwner: TestUser;
  let candidate: TestUser;
  let asked: string[] = [];
  let records: string[] = [];

  beforeAll(async () => {
    const { db } = server.database;
    clientId = await createTenant(db, {
      name: 'Brightlane Logistics',
      slug: 'brightlane',
      hosts: [SITE],
      subscription: 'PREMIUM_YEALY',
    });
    const companyId = await makeCompany(db, clientId, 'Brightlane Logistics');
    owner = await makeUser(db, server.deps.secret, { clientId, role: 'employer', employerKind: 1, companyId });
    // The owner created the board at signup; another company's owner on it did not.
    await db
      .insertInto('client_signups')
      .values({
        client_id: clientId,
        user_id: owner.id,
        email: owner.email,
        tracking: '{}',
        ip: null,
        verified_at: new Date(),
        trial_ends_at: null,
      })
      .execute();
    const otherCompanyId = await makeCompany(db, clientId, 'Harbour Freight Co');
    otherCompanyOwner = await makeUser(db, server.deps.secret, {
      clientId,
      role: 'employer',
      employerKind: 1,
      companyId: otherCompanyId,
    });
    candidate = await makeUser(db, server.deps.secret, { clientId, role: 'candidate' });
    setTxtResolver(async (name) => {
      asked.push(name);
      return records;
    });
  });
  afterEach(() => {
    asked = [];
  });
  afterAll(() => setTxtResolver());

  const verify = (token: string | null, domain = DOMAIN, host = SITE) =>
    server.call<Answer<Verification>>('POST', '/client/verify-domain', { host, token, body: { domain } });

  it('is for the signed-in site owner, on a plan with custom domains', async () => {
    expect((await verify(null)).status).toBe(401);
    expect((await verify(candidate.token)).status).toBe(403);
    // A board serves many companies: the owner of one of them may not move the board.
    const stranger = await verify(otherCompanyOwner.token);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ message: expect.stringMatching(/owner, who created it/) });
    const trialId = await createTenant(server.database.db, {
      name: 'Tiny Trial Co',
      slug: 'tinytrial',
      hosts: ['tiny.test'],
    });
    const trialOwner = await makeUser(server.database.db, server.deps.secret, {
      clientId: trialId,
      role: 'employer',
      employerKind: 1,
    });
    const onTrial = await verify(trialOwner.token, DOMAIN, 'tiny.test');
    expect(onTrial.status).toBe(403);
    expect(onTrial.body).toMatchObject({ message: expect.stringMatching(/plan/) });
    expect(asked).toEqual([]);
  });

  it('verifies the domain only once the TXT record holds the token, then makes it the primary host', async () => {
    records = [];
    const first = await verify(owner.token);
    expect(first.status).toBe(200);
    const { record } = first.body.data;
    expect(first.body.data).toMatchObject({ domain: DOMAIN, verified: false, cname: SITE });
    expect(record).toMatchObject({ type: 'TXT', name: `_jobboard-verify.${DOMAIN}` });
    expect(asked).toEqual([`_jobboard-verify.${DOMAIN}`]);
    expect((await server.call('POST', '/client/validate-domain', { host: DOMAIN })).status).toBe(404);

    records = ['jobboard-verify=not-the-token', 'v=spf1 -all'];
    const wrong = await verify(owner.token);
    expect(wrong.body.data.verified).toBe(false);
    expect(wrong.body.data.record.value).toBe(record.value);
    expect((await server.call('GET', '/browse-jobs', { host: SITE })).status).not.toBe(301);

    records = ['v=spf1 -all', record.value];
    const right = await verify(owner.token);
    expect(right.body.data.verified).toBe(true);

    const hostRow = await server.database.db
      .selectFrom('client_hosts')
      .select(['client_id', 'kind', 'txt_token', 'verified_at'])
      .where('host', '=', DOMAIN)
      .executeTakeFirstOrThrow();
    expect(hostRow).toMatchObject({ client_id: clientId, kind: 'primary' });
    expect(record.value).toContain(hostRow.txt_token);
    expect(hostRow.verified_at).not.toBeNull();

    const now = await server.call<Answer<Validation>>('POST', '/client/validate-domain', { host: DOMAIN });
    expect(now.body.data).toMatchObject({ status: 'active', clientId });
    const old = await server.call('GET', '/jobsseekers/login?next=%2Fbrowse-jobs', { host: SITE });
    expect(old.status).toBe(301);
    expect(old.headers.location).toMatch(
      /^https?:\/\/careers\.brightlane-logistics\.com\/jobsseekers\/login\?next=%2Fbrowse-jobs$/,
    );

    // Asking again on the new host answers from the stored state, without DNS.
    asked = [];
    const again = await verify(owner.token, DOMAIN, DOMAIN);
    expect(again.body.data.verified).toBe(true);
    expect(asked).toEqual([]);
  });

  it("refuses another site's domain with 409 and platform subdomains with 400", async () => {
    const other = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const taken = await verify(other.token, DOMAIN, HOST_A);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'ALREADY_EXIST' });
    const platform = await verify(other.token, 'acme.localhost', HOST_A);
    expect(platform.status).toBe(400);
  });

  it('gives each site its own token for the same unproven domain', async () => {
    records = [];
    const other = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const a = await verify(other.token, 'jobs.contested-brand.com', HOST_A);
    const b = await verify(owner.token, 'jobs.contested-brand.com', DOMAIN);
    expect(a.body.data.verified).toBe(false);
    expect(b.body.data.verified).toBe(false);
    expect(a.body.data.record.value).not.toBe(b.body.data.record.value);
  });
});
