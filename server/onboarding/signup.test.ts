// A new admin signup end to end over HTTP: client/create makes a client in onboarding on
// `<subdomain>.localhost`, the e-mailed code activates it through client/verify-client, and the
// returned session works on the new host only. Also the 409s, the code's five tries, the resend
// limits, correcting the e-mail, leads, countries and base URLs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';

type Answer<T> = { code: string; message: string; data: T };
type ClientData = {
  _id: string;
  hosts: string[];
  primaryHost: string;
  status: string;
  subscription: string;
  tier: string;
  countryCode?: string;
  timezone?: string;
  trialEndsAt: string | null;
};
type Created = { client: ClientData; otp: { email: string; expiresAt: string; resendAfterSeconds: number } };
type Verified = {
  client: ClientData;
  session: { token: string; user: { _id: string; role: string; kind: number | null; companyName: string | null } };
  redirectUrl: string;
};

/** The platform's own host (config.publicOrigin is http://localhost:3000 in tests): no client's. */
const PLATFORM = 'localhost';
const PASSWORD = 'Harbour#2026';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

function signupBody(tag: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Northwind Logistics',
    adminName: 'Daniel Okafor',
    email: `daniel.${tag}@northwind-logistics.com`,
    password: PASSWORD,
    subdomain: `northwind-${tag}`,
    countryCode: 'IN',
    timezone: 'Asia/Kolkata',
    ...overrides,
  };
}

async function signup(tag: string, overrides: Record<string, unknown> = {}) {
  const body = signupBody(tag, overrides);
  const r = await server.call<Answer<Created>>('POST', '/client/create', { host: PLATFORM, body });
  return { r, body };
}

/** Lets the next code be sent at once, as if the previous codes had gone out long ago. */
async function ageCodes(clientId: string, minutes: number) {
  await server.database.db
    .updateTable('otps')
    .set({ created_at: new Date(Date.now() - minutes * 60_000) })
    .where('client_id', '=', clientId)
    .execute();
}

describe('client signup', () => {
  it('creates a client in onboarding, activates it with the e-mailed code, and the session works on the new host', async () => {
    const { r, body } = await signup('main', { tracking: { gclid: 'Cj0KCQjw8e' } });
    expect(r.status).toBe(200);
    const { client, otp } = r.body.data;
    const host = 'northwind-main.localhost';
    expect(client).toMatchObject({
      hosts: [host],
      primaryHost: host,
      status: 'onboarding',
      subscription: 'TRIAL',
      tier: 'Up to 5000 Candidates',
      countryCode: 'IN',
      timezone: 'Asia/Kolkata',
      trialEndsAt: null,
    });
    expect(otp).toMatchObject({ email: body.email, resendAfterSeconds: 60 });

    const admin = await server.database.db
      .selectFrom('users')
      .select(['role', 'employer_kind', 'status', 'company_id', 'password_hash'])
      .where('client_id', '=', client._id)
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ role: 'employer', employer_kind: 1, status: 'unverified' });
    expect(admin.company_id).not.toBeNull();
    expect(admin.password_hash).not.toContain(PASSWORD);

    const before = await server.call<Answer<{ status: string }>>('POST', '/client/validate-domain', { host });
    expect(before.body.data.status).toBe('onboarding');

    const code = await server.lastOtp(body.email);
    const v = await server.call<Answer<Verified>>('POST', '/client/verify-client', {
      host,
      body: { email: body.email, otp: code },
    });
    expect(v.status).toBe(200);
    expect(v.body.data.client.status).toBe('active');
    const trialEnds = Date.parse(v.body.data.client.trialEndsAt ?? '');
    expect(trialEnds - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(v.body.data.session.user).toMatchObject({ role: 'employer', kind: 1, companyName: 'Northwind Logistics' });
    expect(v.body.data.redirectUrl).toBe(`http://${host}:3000/employer/company-profile-setup`);

    const after = await server.call<Answer<{ status: string; clientId: string; to: null }>>(
      'POST',
      '/client/validate-domain',
      { host },
    );
    expect(after.body.data).toEqual({ status: 'active', clientId: client._id, name: 'Northwind Logistics', to: null });

    const { token } = v.body.data.session;
    // The token is accepted on the new host, and the one who created the board is its site owner.
    const withToken = await server.call<Answer<{ kind: number; siteOwner: boolean }>>(
      'GET',
      '/client/api/v1/employer/view',
      { host, token },
    );
    expect(withToken.status).toBe(200);
    expect(withToken.body.data).toMatchObject({ kind: 1, siteOwner: true });
    const guest = await server.call('GET', '/client/api/v1/employer/view', { host });
    expect(guest.status).toBe(401);
    const elsewhere = await server.call('GET', '/client/api/v1/employer/view', { host: HOST_A, token });
    expect(elsewhere.status).toBe(401);

    const again = await server.call('POST', '/client/verify-client', { host, body: { email: body.email, otp: code } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_EXIST' });
  });

  it('refuses a taken or reserved subdomain and an e-mail that already runs a site with 409', async () => {
    const first = await signup('dup');
    expect(first.r.status).toBe(200);
    const sameSlug = await signup('dup-other', { subdomain: 'northwind-dup' });
    expect(sameSlug.r.status).toBe(409);
    expect(sameSlug.r.body.code).toBe('ALREADY_EXIST');
    const reserved = await signup('dup-www', { subdomain: 'www' });
    expect(reserved.r.status).toBe(409);

    await server.call('POST', '/client/verify-client', {
      host: PLATFORM,
      body: { email: first.body.email, otp: await server.lastOtp(first.body.email) },
    });
    const sameAdmin = await signup('dup-admin', { email: first.body.email });
    expect(sameAdmin.r.status).toBe(409);
    expect(sameAdmin.r.body.code).toBe('ALREADY_EXIST');
  });

  it('starts over when the e-mail of an unverified signup signs up again, freeing the old subdomain', async () => {
    const first = await signup('redo');
    const again = await signup('redo', { subdomain: 'northwind-redo-2' });
    expect(again.r.status).toBe(200);
    const old = await server.call('POST', '/client/validate-domain', { host: 'northwind-redo.localhost' });
    expect(old.status).toBe(404);
    const reuse = await signup('redo-3', { subdomain: first.body.subdomain });
    expect(reuse.r.status).toBe(200);
  });

  it('validates the input by the contract and the time zone by the country', async () => {
    const badLabel = await signup('bad', { subdomain: '-northwind-' });
    expect(badLabel.r.status).toBe(400);
    const weakPassword = await signup('bad', { password: 'harbour2026' });
    expect(weakPassword.r.status).toBe(400);
    const wrongZone = await signup('bad', { timezone: 'America/Chicago' });
    expect(wrongZone.r.status).toBe(400);
    expect(wrongZone.r.body.message).toMatch(/time zone/);
  });

  it('voids the code after five wrong tries', async () => {
    const { r, body } = await signup('tries');
    const code = await server.lastOtp(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const w = await server.call('POST', '/client/verify-client', {
        host: PLATFORM,
        body: { email: body.email, otp: wrong },
      });
      expect(w.status).toBe(400);
    }
    const fifth = await server.call('POST', '/client/verify-client', {
      host: PLATFORM,
      body: { email: body.email, otp: wrong },
    });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ code: 'LIMIT_OVER' });
    const right = await server.call('POST', '/client/verify-client', {
      host: PLATFORM,
      body: { email: body.email, otp: code },
    });
    expect(right.status).toBe(429);

    await ageCodes(r.body.data.client._id, 2);
    const resent = await server.call('POST', '/client/resend-otp', { host: PLATFORM, body: { email: body.email } });
    expect(resent.status).toBe(200);
    const fresh = await server.lastOtp(body.email);
    const ok = await server.call('POST', '/client/verify-client', {
      host: PLATFORM,
      body: { email: body.email, otp: fresh },
    });
    expect(ok.status).toBe(200);
  });

  it('limits new codes to one a minute and five an hour, and retires the previous code', async () => {
    const { r, body } = await signup('resend');
    const clientId = r.body.data.client._id;
    const first = await server.lastOtp(body.email);
    const tooSoon = await server.call('POST', '/client/resend-otp', { host: PLATFORM, body: { email: body.email } });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    for (let sent = 1; sent < 5; sent++) {
      await ageCodes(clientId, 2);
      const ok = await server.call('POST', '/client/resend-otp', { host: PLATFORM, body: { email: body.email } });
      expect(ok.status).toBe(200);
    }
    await ageCodes(clientId, 2);
    const sixth = await server.call('POST', '/client/resend-otp', { host: PLATFORM, body: { email: body.email } });
    expect(sixth.status).toBe(429);

    const old = await server.call('POST', '/client/verify-client', {
      host: PLATFORM,
      body: { email: body.email, otp: first },
    });
    expect(old.status).toBe(400);
    const unknown = await server.call('POST', '/client/resend-otp', {
      host: PLATFORM,
      body: { email: 'nobody@northwind-logistics.com' },
    });
    expect(unknown.status).toBe(404);
  });

  it('corrects the e-mail of an unverified signup when the password matches', async () => {
    const { r, body } = await signup('typo');
    const newEmail = 'daniel.fixed@northwind-logistics.com';
    await ageCodes(r.body.data.client._id, 2);
    const wrongPassword = await server.call('POST', '/client/update-email', {
      host: PLATFORM,
      body: { email: body.email, newEmail, password: 'Wrong#Pass2026' },
    });
    expect(wrongPassword.status).toBe(400);

    const moved = await server.call<Answer<{ email: string }>>('POST', '/client/update-email', {
      host: PLATFORM,
      body: { email: body.email, newEmail, password: PASSWORD },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.email).toBe(newEmail);
    const gone = await server.call('POST', '/client/resend-otp', { host: PLATFORM, body: { email: body.email } });
    expect(gone.status).toBe(404);

    const v = await server.call<Answer<Verified>>('POST', '/client/verify-client', {
      host: PLATFORM,
      body: { email: newEmail, otp: await server.lastOtp(newEmail) },
    });
    expect(v.status).toBe(200);
    const user = await server.database.db
      .selectFrom('users')
      .select(['email', 'status'])
      .where('id', '=', v.body.data.session.user._id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: newEmail, status: 'active' });
  });

  it("does not show a signup on another client's host", async () => {
    const { body } = await signup('foreign');
    const code = await server.lastOtp(body.email);
    const onA = await server.call('POST', '/client/verify-client', {
      host: HOST_A,
      body: { email: body.email, otp: code },
    });
    expect(onA.status).toBe(404);
    const resendOnA = await server.call('POST', '/client/resend-otp', { host: HOST_A, body: { email: body.email } });
    expect(resendOnA.status).toBe(404);
    const own = await server.call('POST', '/client/verify-client', {
      host: 'northwind-foreign.localhost',
      body: { email: body.email, otp: code },
    });
    expect(own.status).toBe(200);
  });
});

describe('onboarding helpers', () => {
  it('stores a sales lead with the site it came from', async () => {
    const r = await server.call<Answer<{ _id: string; type: string }>>('POST', '/client/lead?type=demo', {
      host: HOST_A,
      body: {
        name: 'Meera Iyer',
        email: 'meera.iyer@brightpath.in',
        companyName: 'BrightPath Staffing',
        countryCode: '+91',
        mobNo: '9845012345',
        tracking: { fbclid: 'IwAR2xQ7' },
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.type).toBe('demo');
    const lead = await server.database.db
      .selectFrom('leads')
      .select(['client_id', 'email', 'mob_no', 'tracking'])
      .where('id', '=', r.body.data._id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      client_id: server.tenantA,
      email: 'meera.iyer@brightpath.in',
      mob_no: '9845012345',
      tracking: { fbclid: 'IwAR2xQ7' },
    });
    const badType = await server.call('POST', '/client/lead?type=spam', {
      host: HOST_A,
      body: { name: 'Meera Iyer', email: 'meera.iyer@brightpath.in', companyName: 'BrightPath Staffing' },
    });
    expect(badType.status).toBe(400);
  });

  it('lists countries with their time zones, searchable by name or ISO code', async () => {
    type Country = { isoCode: string; phoneCode: string; timezones: { zoneName: string; gmtOffset: number }[] };
    const all = await server.call<Answer<Country[]>>('POST', '/countries', { host: PLATFORM });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(200);
    expect(all.body.data.every((c) => c.timezones.length > 0 && /^\+\d/.test(c.phoneCode))).toBe(true);
    const india = await server.call<Answer<Country[]>>('POST', '/countries', {
      host: PLATFORM,
      body: { search: 'ind' },
    });
    const found = india.body.data.find((c) => c.isoCode === 'IN');
    expect(found?.timezones).toContainEqual(expect.objectContaining({ zoneName: 'Asia/Kolkata', gmtOffset: 19800 }));
    const byCode = await server.call<Answer<Country[]>>('POST', '/countries', {
      host: PLATFORM,
      body: { search: 'us' },
    });
    expect(byCode.body.data.map((c) => c.isoCode)).toContain('US');
  });

  it('gives the API base URL of a host, and INVALID_CLIENT for an unknown one', async () => {
    const own = await server.call<Answer<{ host: string; baseUrl: string; clientId: string }>>(
      'POST',
      '/client/get-baseUrl',
      { host: HOST_A },
    );
    expect(own.body.data).toEqual({
      host: HOST_A,
      baseUrl: `http://${HOST_A}:3000/client/api/v1`,
      clientId: server.tenantA,
    });
    const asked = await server.call<Answer<{ clientId: string }>>('POST', '/client/get-baseUrl', {
      host: PLATFORM,
      body: { host: 'GLOBEX.test' },
    });
    expect(asked.body.data.clientId).toBe(server.tenantB);
    const unknown = await server.call('POST', '/client/get-baseUrl', { host: PLATFORM });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'INVALID_CLIENT', message: expect.any(String), data: null });
  });
});
