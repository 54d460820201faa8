// LinkedIn sign-in against a real OpenID Connect provider over real HTTP: what the start answers,
// and which account the callback signs in (new, linked by verified e-mail, already linked) or
// refuses (unverified e-mail, employers, disabled and deleted accounts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A } from '../../test/harness.ts';
import { makeCompany, makeUser, TEST_PASSWORD } from '../../test/world.ts';
import { candidateRegistration, mailsTo, PASSWORD, uniqueEmail } from '../test/support.ts';
import {
  candidatesWithEmail,
  identitiesOf,
  member,
  signInWithLinkedIn,
  startLinkedInWorld,
  startSignIn,
  type LinkedInWorld,
} from '../test/linkedin-world.ts';

let w: LinkedInWorld;
beforeAll(async () => {
  w = await startLinkedInWorld();
});
afterAll(async () => w?.close());

const auditOf = (userId: string) =>
  w.server.database.db.selectFrom('audit_log').select(['action', 'detail']).where('actor_id', '=', userId).execute();

describe('starting a LinkedIn sign-in', () => {
  it("answers the provider's authorization URL with the board's app, PKCE, a nonce and a one-use state", async () => {
    const started = await startSignIn(w, HOST_A, 'register');
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(w.linkedin.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: w.apps.a.clientId,
      redirect_uri: 'https://acme.test/jobsseekers/login',
      scope: 'openid profile email',
      state: started.state,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const minutes = (Date.parse(started.expiresAt) - w.clock.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
    // The secret never leaves the server; the verifier only its hash does.
    const row = await w.server.database.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state', '=', started.state)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ client_id: w.server.tenantA, provider: 'linkedin', intent: 'register', used_at: null });
    expect(started.authorizationUrl).not.toContain(w.apps.a.clientSecret);
    expect(started.authorizationUrl).not.toContain(row.code_verifier);
  });
});

describe('completing a LinkedIn sign-in', () => {
  it('creates a verified candidate without a password who goes to the profile setup, and signs them in again later', async () => {
    const who = member('kavya');
    const first = await signInWithLinkedIn(w, who, HOST_A, 'register');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Logged in with LinkedIn');
    expect(first.body.data.user).toMatchObject({
      email: who.email,
      firstName: 'Kavya',
      lastName: 'Verma',
      role: 'candidate',
      isProfileSetupDone: false,
    });
    const [user] = await candidatesWithEmail(w, who.email ?? '');
    expect(user).toMatchObject({ client_id: w.server.tenantA, status: 'active', password_hash: null });
    expect(user?.email_verified_at).not.toBeNull();
    expect(await identitiesOf(w, who.sub)).toMatchObject([{ user_id: user?.id, email: who.email }]);
    expect((await auditOf(user?.id ?? '')).map((a) => a.action)).toEqual(['account.linkedin_created']);
    expect((await mailsTo(w.server, who.email ?? ''))[0]?.subject).toBe('Welcome to Acme Careers');

    // The session is a real one.
    const tour = await w.api('POST', 'candidate/istourdone', {
      token: first.body.data.token,
      body: { tourDone: true },
    });
    expect(tour.status).toBe(200);

    // The identity is what counts next time, whatever LinkedIn now says of the e-mail.
    const again = await signInWithLinkedIn(w, { ...who, email: uniqueEmail('moved'), email_verified: false });
    expect(again.status).toBe(200);
    expect(again.body.data.user._id).toBe(user?.id);
    expect(await candidatesWithEmail(w, who.email ?? '')).toHaveLength(1);
  });

  it('links the candidate holding the e-mail when LinkedIn says it is verified (its "true" string too)', async () => {
    const email = uniqueEmail('rohan');
    const existing = await makeUser(w.server.database.db, w.server.deps.secret, {
      clientId: w.server.tenantA,
      role: 'candidate',
      email,
    });
    const who = member('rohan', { email: email.toUpperCase(), email_verified: 'true' });
    const answer = await signInWithLinkedIn(w, who);
    expect(answer.status).toBe(200);
    expect(answer.body.data.user._id).toBe(existing.id);
    expect(await identitiesOf(w, who.sub)).toMatchObject([{ user_id: existing.id, client_id: w.server.tenantA }]);
    const [audit] = await auditOf(existing.id);
    expect(audit).toMatchObject({ action: 'account.linkedin_linked', detail: { subject: who.sub, intent: 'login' } });
    // The password keeps working beside LinkedIn.
    const login = await w.api('POST', 'candidate/login', { body: { email, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it('neither links nor creates an account for an e-mail LinkedIn has not verified', async () => {
    const email = uniqueEmail('meera');
    const existing = await makeUser(w.server.database.db, w.server.deps.secret, {
      clientId: w.server.tenantA,
      role: 'candidate',
      email,
    });
    const claimed = member('meera', { email, email_verified: false });
    const refused = await signInWithLinkedIn(w, claimed);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/LinkedIn e-mail address is not verified/);
    expect(await identitiesOf(w, claimed.sub)).toEqual([]);
    expect(await auditOf(existing.id)).toEqual([]);

    const stranger = member('nikhil', { email_verified: false });
    expect((await signInWithLinkedIn(w, stranger)).status).toBe(400);
    expect(await candidatesWithEmail(w, stranger.email ?? '')).toEqual([]);

    const silent = member('omar', { email_verified: undefined });
    expect((await signInWithLinkedIn(w, silent)).status).toBe(400);
    expect(await candidatesWithEmail(w, silent.email ?? '')).toEqual([]);
  });

  it('activates a registration still waiting for its code and drops the password its registrant set', async () => {
    const email = uniqueEmail('pooja');
    expect((await w.api('POST', 'candidate/register', { body: candidateRegistration(email) })).status).toBe(200);
    const answer = await signInWithLinkedIn(w, member('pooja', { email }));
    expect(answer.status).toBe(200);
    const [user] = await candidatesWithEmail(w, email);
    expect(user).toMatchObject({ id: answer.body.data.user._id, status: 'active', password_hash: null });
    const login = await w.api('POST', 'candidate/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(400);
  });

  it("refuses an employer's e-mail, and disabled and deleted accounts", async () => {
    const { db } = w.server.database;
    const secret = w.server.deps.secret;
    const companyId = await makeCompany(db, w.server.tenantA, 'Linked Freight');
    const employer = await makeUser(db, secret, { clientId: w.server.tenantA, role: 'employer', companyId });
    const asEmployer = await signInWithLinkedIn(w, member('arjun', { email: employer.email }));
    expect(asEmployer.status).toBe(403);
    expect(asEmployer.body.message).toMatch(/for job seekers/);
    expect(await candidatesWithEmail(w, employer.email)).toEqual([]);

    const disabled = await makeUser(db, secret, { clientId: w.server.tenantA, role: 'candidate' });
    await db.updateTable('users').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    const asDisabled = await signInWithLinkedIn(w, member('dev', { email: disabled.email }));
    expect(asDisabled.status).toBe(403);
    expect(asDisabled.body.message).toMatch(/disabled/);

    const who = member('ishaan');
    const created = await signInWithLinkedIn(w, who);
    expect(created.status).toBe(200);
    await db
      .updateTable('users')
      .set({ status: 'deleted', deleted_at: new Date() })
      .where('id', '=', created.body.data.user._id)
      .execute();
    const asDeleted = await signInWithLinkedIn(w, who);
    expect(asDeleted.status).toBe(403);
    expect(asDeleted.body.message).toMatch(/deleted/);
  });
});
