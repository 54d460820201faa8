// The console's domains over HTTP: adding a custom domain (refusals named), checking its DNS TXT
// record (the reason while it is missing or wrong, then the move: the new host primary, the old
// one retired and answering 301 with the path and query), making an old host primary again,
// withdrawing a pending domain, the history and the audit log. DNS is a fake here; the journey
// e2e/admin-domains.spec.ts answers real DNS from a local name server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTxtResolver } from '../../onboarding/txt-resolver.ts';
import { createTenant } from '../../tenancy/tenants-repo.ts';
import { HOST_A, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../../test/world.ts';

type Domain = {
  host: string;
  state: string;
  platform: boolean;
  addedAt: string;
  verifiedAt: string | null;
  retiredAt: string | null;
  checkedAt: string | null;
  lastCheck: string | null;
  record: { type: string; name: string; value: string } | null;
  redirectsTo: string | null;
};
type Answer<T> = { code: string; message: string; data: T };
type Check = { found: boolean; reason: string | null; domain: Domain };

const SITE = 'harbourline.localhost';
const DOMAIN = 'careers.harbourline-freight.com';

let server: TestServer;
let clientId: string;
let admin: TestUser;
let owner: TestUser;
let records: string[] | Error = [];

const base = '/client/api/v1/admin/domains';
const at = (host: string, tail = '') => `${base}/${encodeURIComponent(host)}${tail}`;
const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, host = SITE, who = admin) =>
  server.call<Answer<T>>(method, path, { host, token: who.token, body });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  clientId = await createTenant(db, {
    name: 'Harbourline Freight',
    slug: 'harbourline',
    hosts: [SITE],
    subscription: 'PREMIUM_YEALY',
  });
  const companyId = await makeCompany(db, clientId, 'Harbourline Freight');
  admin = await makeUser(db, server.deps.secret, { clientId, role: 'admin' });
  owner = await makeUser(db, server.deps.secret, { clientId, role: 'employer', employerKind: 1, companyId });
  setTxtResolver(async () => {
    if (records instanceof Error) throw records;
    return records;
  });
});
afterAll(async () => {
  setTxtResolver();
  await server?.close();
});

describe('admin domains', () => {
  it("is the board admin's alone", async () => {
    expect((await server.call('GET', base, { host: SITE })).status).toBe(401);
    expect((await call('GET', base, undefined, SITE, owner)).status).toBe(403);
    const list = await call<{ primaryHost: string; domains: Domain[] }>('GET', base);
    expect(list.status).toBe(200);
    expect(list.body.data.primaryHost).toBe(SITE);
    expect(list.body.data.domains).toEqual([
      expect.objectContaining({ host: SITE, state: 'primary', platform: true, record: null, redirectsTo: null }),
    ]);
  });

  it('refuses bad domains with the field named', async () => {
    for (const domain of ['https://careers.example.com', 'not a host', 'example', 'x'.repeat(300) + '.com']) {
      const r = await call('POST', base, { domain });
      expect(r.status, domain).toBe(400);
      expect(JSON.stringify(r.body), domain).toContain('domain');
    }
    const platform = await call('POST', base, { domain: 'someone-else.localhost' });
    expect(platform.status).toBe(400);
    expect(JSON.stringify(platform.body)).toContain('body.domain');
    const taken = await call('POST', base, { domain: HOST_A });
    expect(taken.status).toBe(409);
  });

  it('adds a domain as pending with the TXT record to create, once', async () => {
    const first = await call<Domain>('POST', base, { domain: `${DOMAIN.toUpperCase()}.` });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      host: DOMAIN,
      state: 'pending',
      verifiedAt: null,
      record: { type: 'TXT', name: `_jobboard-verify.${DOMAIN}`, value: expect.stringMatching(/^jobboard-verify=/) },
    });
    const again = await call<Domain>('POST', base, { domain: DOMAIN });
    expect(again.body.data.record).toEqual(first.body.data.record);
    // A pending domain serves nothing yet.
    const unknown = await server.call('POST', '/client/validate-domain', { host: DOMAIN });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'INVALID_CLIENT' });
  });

  it('says why a check did not prove the domain, and keeps the reason', async () => {
    records = [];
    const none = await call<Check>('POST', at(DOMAIN, '/check'));
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ found: false, domain: { state: 'pending' } });
    expect(none.body.data.reason).toContain('No TXT record');

    records = ['jobboard-verify=someone-elses-token'];
    const wrong = await call<Check>('POST', at(DOMAIN, '/check'));
    expect(wrong.body.data.reason).toContain('another value');

    records = Object.assign(new Error('connection reset'), { code: 'ECONNRESET' });
    const failed = await call<Check>('POST', at(DOMAIN, '/check'));
    expect(failed.status).toBe(200);
    expect(failed.body.data.reason).toContain('lookup');

    const list = await call<{ domains: Domain[] }>('GET', base);
    const pending = list.body.data.domains.find((d) => d.host === DOMAIN);
    expect(pending).toMatchObject({ state: 'pending', lastCheck: failed.body.data.reason });
    expect(pending?.checkedAt).not.toBeNull();
    expect((await call('POST', at('unknown.example.com', '/check'))).status).toBe(404);
  });

  it('moves the board once the record holds the token: the old host answers 301 with the path and query', async () => {
    const { data } = (await call<{ domains: Domain[] }>('GET', base)).body;
    const value = data.domains.find((d) => d.host === DOMAIN)?.record?.value ?? '';
    records = ['v=spf1 -all', value];
    const found = await call<Check>('POST', at(DOMAIN, '/check'));
    expect(found.body.data).toMatchObject({ found: true, reason: null, domain: { state: 'primary', record: null } });

    const moved = await server.call('GET', '/jobs/warehouse-lead?ref=mail&page=2', { host: SITE });
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toMatch(
      /^https?:\/\/careers\.harbourline-freight\.com\/jobs\/warehouse-lead\?ref=mail&page=2$/,
    );

    const list = await call<{ primaryHost: string; domains: Domain[] }>('GET', base, undefined, DOMAIN);
    expect(list.body.data.primaryHost).toBe(DOMAIN);
    expect(list.body.data.domains.map((d) => [d.host, d.state, d.redirectsTo])).toEqual([
      [DOMAIN, 'primary', null],
      [SITE, 'retired', DOMAIN],
    ]);
    const retired = list.body.data.domains[1];
    expect(retired?.retiredAt).not.toBeNull();
    expect(list.body.data.domains[0]?.verifiedAt).not.toBeNull();
  });

  it('makes the old host primary again, refuses a pending one, and withdraws only pending domains', async () => {
    const other = 'jobs.harbourline-freight.com';
    await call('POST', base, { domain: other }, DOMAIN);
    expect((await call('PUT', at(other, '/primary'), undefined, DOMAIN)).status).toBe(409);
    expect((await call('PUT', at('nowhere.example.com', '/primary'), undefined, DOMAIN)).status).toBe(404);
    expect((await call('PUT', at(HOST_A, '/primary'), undefined, DOMAIN)).status).toBe(404);

    const back = await call<Domain>('PUT', at(SITE, '/primary'), undefined, DOMAIN);
    expect(back.body.data).toMatchObject({ host: SITE, state: 'primary', retiredAt: null });
    const moved = await server.call('GET', '/sitemap.xml', { host: DOMAIN });
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toMatch(/^https?:\/\/harbourline\.localhost\/sitemap\.xml$/);

    expect((await call('DELETE', at(DOMAIN))).status).toBe(409);
    const removed = await call<{ affected: number }>('DELETE', at(other));
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await call('DELETE', at(other))).status).toBe(404);

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('client_id', '=', clientId)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'domain.added',
      'domain.verified',
      'domain.added',
      'domain.primary',
      'domain.removed',
    ]);
    expect(new Set(audit.map((a) => a.actor_id))).toEqual(new Set([admin.id]));
  });
});
