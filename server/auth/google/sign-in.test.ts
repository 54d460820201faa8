// Google sign-in against a real OpenID Connect provider over real HTTP: the start for either role,
// a new candidate and a new employer, an existing employer linked by a verified e-mail, an
// unverified e-mail refused (matching an account or not), the one-use state (reused, another
// board's, LinkedIn's), and a board without a Google client (not offered, refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B } from '../../test/harness.ts';
import { makeCompany, makeUser, TEST_PASSWORD } from '../../test/world.ts';
import { mailsTo, uniqueEmail } from '../test/support.ts';
import { UNVERIFIED } from './accounts.ts';
import {
  atGoogle,
  callback,
  identitiesOf,
  person,
  setGoogleClient,
  signInWithGoogle,
  startGoogleWorld,
  startSignIn,
  usersWithEmail,
  type GoogleWorld,
} from '../test/google-world.ts';

let w: GoogleWorld;
beforeAll(async () => {
  w = await startGoogleWorld();
});
afterAll(async () => w?.close());

const auditOf = (userId: string) =>
  w.server.database.db.selectFrom('audit_log').select(['action', 'detail']).where('actor_id', '=', userId).execute();

describe('starting a Google sign-in', () => {
  it("answers the provider's authorization URL with the board's client, PKCE, a nonce and a one-use state", async () => {
    const started = await startSignIn(w, 'employer', 'register');
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(w.google.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: w.apps.a.clientId,
      redirect_uri: 'https://acme.test/google-sign-in',
      scope: 'openid profile email',
      state: started.state,
      code_challenge_method: 'S256',
    });
    expect(started.state).toMatch(/^ge_/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const row = await w.server.database.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state', '=', started.state)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      client_id: w.server.tenantA,
      provider: 'google',
      intent: 'employer:register',
      used_at: null,
    });
    expect(started.authorizationUrl).not.toContain(w.apps.a.clientSecret);
    expect(started.authorizationUrl).not.toContain(row.code_verifier);
    expect((await startSignIn(w, 'candidate')).state).toMatch(/^gc_/);
  });

  it('refuses a role or intent it does not know, naming the parameter', async () => {
    const r = await w.api('GET', 'social-auth/google/admin/login');
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('role');
    const s = await w.api('GET', 'social-auth/google/candidate/signup');
    expect(s.status).toBe(400);
    expect(JSON.stringify(s.body)).toContain('intent');
  });
});

describe('completing a Google sign-in', () => {
  it('creates a verified candidate without a password, who signs in again by the identity', async () => {
    const who = person('kavya');
    const first = await signInWithGoogle(w, who, 'candidate', 'register');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Logged in with Google');
    expect(first.body.data.user).toMatchObject({
      email: who.email,
      firstName: 'Kavya',
      lastName: 'Iyer',
      role: 'candidate',
      isProfileSetupDone: false,
    });
    const [user] = await usersWithEmail(w, who.email ?? '');
    expect(user).toMatchObject({
      client_id: w.server.tenantA,
      role: 'candidate',
      status: 'active',
      password_hash: null,
    });
    expect(user?.email_verified_at).not.toBeNull();
    expect(await identitiesOf(w, who.sub)).toMatchObject([{ user_id: user?.id, provider: 'google:candidate' }]);
    expect((await auditOf(user?.id ?? '')).map((a) => a.action)).toEqual(['account.google_created']);
    expect((await mailsTo(w.server, who.email ?? ''))[0]?.subject).toBe('Welcome to Acme Careers');
    const tour = await w.api('POST', 'candidate/istourdone', {
      token: first.body.data.token,
      body: { tourDone: true },
    });
    expect(tour.status).toBe(200);

    const again = await signInWithGoogle(
      w,
      { ...who, email: uniqueEmail('moved'), email_verified: false },
      'candidate',
    );
    expect(again.status).toBe(200);
    expect(again.body.data.user._id).toBe(user?.id);
  });

  it('creates an employer with a company to name in the company setup', async () => {
    const who = person('arjun');
    const r = await signInWithGoogle(w, who, 'employer', 'register');
    expect(r.status).toBe(200);
    expect(r.body.data.user).toMatchObject({ email: who.email, role: 'employer', isProfileSetupDone: false });
    const [user] = await usersWithEmail(w, who.email ?? '');
    expect(user).toMatchObject({ role: 'employer', employer_kind: 1, status: 'active', password_hash: null });
    const company = await w.server.database.db
      .selectFrom('companies')
      .select(['name', 'client_id'])
      .where('id', '=', user?.company_id ?? '')
      .executeTakeFirstOrThrow();
    expect(company).toEqual({ name: "Arjun Iyer's company", client_id: w.server.tenantA });
    const me = await w.api('GET', 'employer/view', { token: r.body.data.token });
    expect(me.status).toBe(200);
  });

  it('links an existing employer holding the verified e-mail, and the password still works', async () => {
    const { db } = w.server.database;
    const email = uniqueEmail('meera');
    const companyId = await makeCompany(db, w.server.tenantA, `Saffron ${Date.now()}`);
    const existing = await makeUser(db, w.server.deps.secret, {
      clientId: w.server.tenantA,
      role: 'employer',
      employerKind: 1,
      companyId,
      email,
    });
    const who = person('meera', { email: email.toUpperCase() });
    const r = await signInWithGoogle(w, who, 'employer', 'login');
    expect(r.status).toBe(200);
    expect(r.body.data.user).toMatchObject({ _id: existing.id, role: 'employer' });
    expect(await identitiesOf(w, who.sub)).toMatchObject([{ user_id: existing.id, provider: 'google:employer' }]);
    expect((await auditOf(existing.id)).map((a) => a.action)).toContain('account.google_linked');
    const password = await w.api('POST', 'employer/login', { body: { email, password: TEST_PASSWORD } });
    expect(password.status).toBe(200);
    // The candidate side of the same person is a separate account, not this one.
    expect((await usersWithEmail(w, email)).map((u) => u.role)).toEqual(['employer']);
  });

  it('refuses an unverified e-mail: the account holding it is not signed in to, and nothing is made', async () => {
    const { db } = w.server.database;
    const email = uniqueEmail('ravi');
    const companyId = await makeCompany(db, w.server.tenantA, `Harbour ${Date.now()}`);
    const existing = await makeUser(db, w.server.deps.secret, {
      clientId: w.server.tenantA,
      role: 'employer',
      employerKind: 1,
      companyId,
      email,
    });
    const taker = person('ravi', { email, email_verified: false });
    const r = await signInWithGoogle(w, taker, 'employer');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(UNVERIFIED);
    expect(r.body.data).toBeNull();
    expect(await identitiesOf(w, taker.sub)).toEqual([]);
    expect(await auditOf(existing.id)).toEqual([]);

    const stranger = person('nobody', { email_verified: undefined });
    const s = await signInWithGoogle(w, stranger, 'candidate', 'register');
    expect(s.status).toBe(400);
    expect(await usersWithEmail(w, stranger.email ?? '')).toEqual([]);
  });

  it('refuses a disabled account holding the e-mail', async () => {
    const { db } = w.server.database;
    const user = await makeUser(db, w.server.deps.secret, { clientId: w.server.tenantA, role: 'candidate' });
    await db.updateTable('users').set({ status: 'disabled' }).where('id', '=', user.id).execute();
    const r = await signInWithGoogle(w, person('dev', { email: user.email }), 'candidate');
    expect(r.status).toBe(403);
  });
});

describe('the one-use state', () => {
  it('works once, only on its own board, and only for Google', async () => {
    const who = person('asha');
    const back = await atGoogle(w, who, 'candidate');
    // Another board's callback finds no state there, and does not spend it.
    expect((await callback(w, back, HOST_B)).status).toBe(400);
    expect((await callback(w, back)).status).toBe(200);
    const reused = await callback(w, back);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toContain('expired or was already used');

    // A LinkedIn state is not a Google one.
    const linkedin = await w.api('POST', 'social-auth/google/callback', {
      body: { code: 'x', state: 'lk_unknown' },
    });
    expect(linkedin.status).toBe(400);
  });

  it('refuses a code the provider never issued for it', async () => {
    const { state } = await startSignIn(w, 'candidate');
    const r = await callback(w, { code: 'forged-code', state });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Google did not confirm this sign-in, please try again');
  });
});

describe('a board without its own Google client', () => {
  it('does not offer Google and refuses to start, writing nothing', async () => {
    const settingsOf = async (host: string) =>
      (await w.api<{ socialLogin: string[] }>('GET', 'settings/get-settings', { host })).body.data.socialLogin;
    expect(await settingsOf(HOST_B)).toContain('google');
    await setGoogleClient(w.server, w.server.tenantB, null);
    try {
      expect(await settingsOf(HOST_B)).not.toContain('google');
      expect(await settingsOf(HOST_A)).toContain('google');
      const before = await w.server.database.db
        .selectFrom('oauth_states')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('client_id', '=', w.server.tenantB)
        .executeTakeFirstOrThrow();
      const r = await w.api('GET', 'social-auth/google/candidate/login', { host: HOST_B });
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Google sign-in is not set up on this site');
      const after = await w.server.database.db
        .selectFrom('oauth_states')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('client_id', '=', w.server.tenantB)
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    } finally {
      await setGoogleClient(w.server, w.server.tenantB, w.apps.b);
    }
  });
});
