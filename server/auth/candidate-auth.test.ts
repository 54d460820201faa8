// Candidate sign-up, sign-in, codes, password reset, rate limits and the signed-in account, over
// real HTTP on one server whose accounts clock the tests move.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { registerDevTools } from '../dev/dev-tools.ts';
import type { MailboxEntry } from '../dev/mailbox.ts';
import { registerRequestContext } from '../http/request-context.ts';
import { HOST_A, HOST_B, type TestServer } from '../test/harness.ts';
import { makeClient } from '../test/http-client.ts';
import { makeUser, TEST_PASSWORD } from '../test/world.ts';
import {
  apiOf,
  candidateRegistration,
  freshAddress,
  mailsTo,
  PASSWORD,
  signUp,
  startAccountsServer,
  testClock,
  uniqueEmail,
  type AuthSession,
  type OtpSent,
} from './test/support.ts';

type Schemas = components['schemas'];

const clock = testClock();
let server: TestServer;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  server = await startAccountsServer(clock);
  api = apiOf(server);
});
afterAll(async () => server?.close());

describe('candidate sign-up and sign-in', () => {
  it('registers, verifies with the e-mailed code, logs in, shows the profile and logs out for good', async () => {
    const email = uniqueEmail('priya');
    const registered = await api<OtpSent>('POST', 'candidate/register', { body: candidateRegistration(email) });
    expect(registered.status).toBe(200);
    expect(registered.body.data.email).toBe(`pr***@example.com`);
    expect(registered.body.data.resendAfterSeconds).toBe(60);
    const [mail] = await mailsTo(server, email);
    expect(mail?.client_id).toBe(server.tenantA);
    expect(mail?.text).toContain('Acme Careers');

    // No session before the code is entered.
    const early = await api('POST', 'candidate/login', { body: { email, password: PASSWORD } });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('NOT_VERIFIED');

    const otp = await server.lastOtp(email);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await api<AuthSession>('POST', 'candidate/verify-email-otp', { body: { email, otp } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ email, role: 'candidate', kind: null, companyName: null });
    expect((await mailsTo(server, email))[0]?.subject).toBe('Welcome to Acme Careers');
    // The code is spent.
    const again = await api('POST', 'candidate/verify-email-otp', { body: { email, otp } });
    expect(again.status).toBe(404);

    const login = await api<AuthSession>('POST', 'candidate/login', {
      body: { email: email.toUpperCase(), password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token;

    const view = await api<Schemas['CandidateProfile']>('GET', 'candidate/view', { token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      name: 'Priya Sharma',
      email,
      countryCode: '+91',
      experiences: [],
      skillIds: [],
    });
    expect(view.body.data.percentObj.percent).toBe(0);

    const out = await api('PUT', 'candidate/logout', { token });
    expect(out.status).toBe(200);
    const after = await api('GET', 'candidate/view', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
    // Logout ends only that session.
    expect((await api('GET', 'candidate/view', { token: verified.body.data.token })).status).toBe(200);
  });

  it('answers 409 ALREADY_EXIST for a verified e-mail or mobile number, and replaces an unverified registration', async () => {
    const email = uniqueEmail('dup');
    const first = candidateRegistration(email);
    await signUp(server, 'candidate', first);
    const byEmail = await api('POST', 'candidate/register', { body: candidateRegistration(email.toUpperCase()) });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.code).toBe('ALREADY_EXIST');
    const byMobile = await api('POST', 'candidate/register', {
      body: { ...candidateRegistration(uniqueEmail('m')), mobNo: first.mobNo },
    });
    expect(byMobile.status).toBe(409);

    const check = await api<Schemas['AuthCredentialsAvailability']>('POST', 'candidate/check-credentials', {
      body: { email, countryCode: '+91', mobNo: first.mobNo },
    });
    expect(check.body.data).toEqual({ emailAvailable: false, mobNoAvailable: false });
    // Another site has no such account.
    const elsewhere = await api<Schemas['AuthCredentialsAvailability']>('POST', 'candidate/check-credentials', {
      host: HOST_B,
      body: { email },
    });
    expect(elsewhere.body.data).toEqual({ emailAvailable: true, mobNoAvailable: null });

    // An unverified registration is replaced: the second password is the one that counts.
    const pending = uniqueEmail('pending');
    expect(
      (await api('POST', 'candidate/register', { body: candidateRegistration(pending, 'First#Pass1') })).status,
    ).toBe(200);
    expect(
      (await api('POST', 'candidate/register', { body: candidateRegistration(pending, 'Second#Pass2') })).status,
    ).toBe(200);
    const otp = await server.lastOtp(pending);
    expect((await api('POST', 'candidate/verify-email-otp', { body: { email: pending, otp } })).status).toBe(200);
    expect((await api('POST', 'candidate/login', { body: { email: pending, password: 'First#Pass1' } })).status).toBe(
      400,
    );
    expect((await api('POST', 'candidate/login', { body: { email: pending, password: 'Second#Pass2' } })).status).toBe(
      200,
    );
  });

  it('answers an unverified login 422 NOT_VERIFIED and sends a new code once the minute is over', async () => {
    const email = uniqueEmail('unverified');
    await api('POST', 'candidate/register', { body: candidateRegistration(email) });
    const firstCode = await server.lastOtp(email);
    const wrong = await api('POST', 'candidate/login', { body: { email, password: 'Not#theone1' } });
    expect(wrong.status).toBe(400);

    const soon = await api('POST', 'candidate/login', { body: { email, password: PASSWORD } });
    expect(soon.status).toBe(422);
    expect(soon.body.code).toBe('NOT_VERIFIED');
    expect(await mailsTo(server, email)).toHaveLength(1);

    clock.advance(61_000);
    const later = await api('POST', 'candidate/login', { body: { email, password: PASSWORD } });
    expect(later.status).toBe(422);
    expect(await mailsTo(server, email)).toHaveLength(2);
    const newCode = await server.lastOtp(email);
    if (newCode !== firstCode) {
      const old = await api('POST', 'candidate/verify-email-otp', { body: { email, otp: firstCode } });
      expect(old.status).toBe(400);
    }
    expect((await api('POST', 'candidate/verify-email-otp', { body: { email, otp: newCode } })).status).toBe(200);
  });

  it('corrects the e-mail of an unverified registration with its password', async () => {
    const typo = uniqueEmail('typo');
    const right = uniqueEmail('right');
    await api('POST', 'candidate/register', { body: candidateRegistration(typo) });
    const badPassword = await api('POST', 'candidate/update-email', {
      body: { email: typo, newEmail: right, password: 'Wrong#Pass1' },
    });
    expect(badPassword.status).toBe(400);
    const moved = await api<OtpSent>('POST', 'candidate/update-email', {
      body: { email: typo, newEmail: right, password: PASSWORD },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.email).toBe('ri***@example.com');
    const otp = await server.lastOtp(right);
    expect((await api('POST', 'candidate/verify-email-otp', { body: { email: typo, otp } })).status).toBe(404);
    expect((await api('POST', 'candidate/verify-email-otp', { body: { email: right, otp } })).status).toBe(200);
    // A verified registration cannot be moved.
    const verified = await api('POST', 'candidate/update-email', {
      body: { email: right, newEmail: uniqueEmail('x'), password: PASSWORD },
    });
    expect(verified.status).toBe(404);
  });
});

describe('one-time codes', () => {
  it('kills a code after 5 wrong tries: the right code then fails with 429 until a new one is sent', async () => {
    const email = uniqueEmail('tries');
    await api('POST', 'candidate/register', { body: candidateRegistration(email) });
    const code = await server.lastOtp(email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const ip = freshAddress();
    for (let i = 1; i <= 5; i++) {
      const r = await api('POST', 'candidate/verify-email-otp', { ip, body: { email, otp: wrongCode } });
      expect(r.status, `wrong try ${i}`).toBe(400);
    }
    const right = await api<unknown>('POST', 'candidate/verify-email-otp', { ip, body: { email, otp: code } });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('LIMIT_OVER');
    expect(right.body.message).toMatch(/new one/);
    const { tries } = await server.database.db
      .selectFrom('otps')
      .select('tries')
      .where('email', '=', email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(tries).toBe(5);

    // Resending is refused within the minute, then gives a code that works.
    expect((await api('POST', 'candidate/resend-otp', { body: { email } })).status).toBe(429);
    clock.advance(61_000);
    const resent = await api('POST', 'candidate/resend-otp', { body: { email, purpose: 'registration' } });
    expect(resent.status).toBe(200);
    const fresh = await server.lastOtp(email);
    expect((await api('POST', 'candidate/verify-email-otp', { body: { email, otp: fresh } })).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const email = uniqueEmail('expiry');
    await api('POST', 'candidate/register', { body: candidateRegistration(email) });
    const code = await server.lastOtp(email);
    clock.advance(10 * 60_000 + 1000);
    const late = await api('POST', 'candidate/verify-email-otp', { body: { email, otp: code } });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
  });

  it('also refuses a code whose expiry has passed in the database', async () => {
    const email = uniqueEmail('expired-row');
    await api('POST', 'candidate/register', { body: candidateRegistration(email) });
    const code = await server.lastOtp(email);
    await server.database.db
      .updateTable('otps')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('email', '=', email)
      .execute();
    expect((await api('POST', 'candidate/verify-email-otp', { body: { email, otp: code } })).status).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers the 11th login attempt in a minute from one address with 429 LIMIT_OVER', async () => {
    const session = await signUp(server, 'candidate', candidateRegistration(uniqueEmail('limited')));
    const ip = freshAddress();
    for (let i = 1; i <= 10; i++) {
      const r = await api('POST', 'candidate/login', {
        ip,
        body: { email: uniqueEmail(`guess${i}`), password: 'Guess#Word1' },
      });
      expect(r.status, `attempt ${i}`).toBe(400);
    }
    const eleventh = await api<{ retryAfterSeconds: number }>('POST', 'candidate/login', {
      ip,
      body: { email: session.user.email, password: PASSWORD },
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('LIMIT_OVER');
    expect(eleventh.body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(eleventh.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(eleventh.headers['retry-after']).toBe(String(eleventh.body.data.retryAfterSeconds));

    // Another address is not affected; the first one may try again after the minute.
    const other = await api('POST', 'candidate/login', { body: { email: session.user.email, password: PASSWORD } });
    expect(other.status).toBe(200);
    clock.advance(61_000);
    expect(
      (await api('POST', 'candidate/login', { ip, body: { email: session.user.email, password: PASSWORD } })).status,
    ).toBe(200);
  });

  it('locks an account for 15 minutes after five failed logins, from whatever addresses', async () => {
    const session = await signUp(server, 'candidate', candidateRegistration(uniqueEmail('locked')));
    const email = session.user.email;
    for (let i = 1; i <= 5; i++)
      expect((await api('POST', 'candidate/login', { body: { email, password: `Wrong#Pass${i}` } })).status).toBe(400);
    const locked = await api('POST', 'candidate/login', { body: { email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('LIMIT_OVER');
    clock.advance(15 * 60_000 + 1000);
    expect((await api('POST', 'candidate/login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('resets with the e-mailed code and a one-use ticket; the old password and every session stop working', async () => {
    const session = await signUp(server, 'candidate', candidateRegistration(uniqueEmail('forgot')));
    const email = session.user.email;
    const unknown = uniqueEmail('nobody');

    const asked = await api<OtpSent>('POST', 'candidate/forget-password', { body: { email } });
    const askedUnknown = await api<OtpSent>('POST', 'candidate/forget-password', { body: { email: unknown } });
    // The same answer whether or not the account exists; only the real one gets mail.
    expect(asked.status).toBe(200);
    expect(askedUnknown.status).toBe(200);
    expect(askedUnknown.body.message).toBe(asked.body.message);
    expect(Object.keys(askedUnknown.body.data).sort()).toEqual(Object.keys(asked.body.data).sort());
    expect(await mailsTo(server, unknown)).toHaveLength(0);
    expect((await api('POST', 'candidate/forget-password', { body: { email } })).status).toBe(429);
    expect((await api('POST', 'candidate/forget-password', { body: { email: unknown } })).status).toBe(429);
    // Guessing the unknown address's code fails exactly like a wrong code for a real one.
    const guessUnknown = await api('POST', 'candidate/verify-reset-password-otp', {
      body: { email: unknown, otp: '123456' },
    });
    const code = await server.lastOtp(email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    const guessReal = await api('POST', 'candidate/verify-reset-password-otp', { body: { email, otp: wrongCode } });
    expect(guessUnknown.status).toBe(400);
    expect(guessUnknown.body).toEqual(guessReal.body);

    const ticket = await api<Schemas['AuthResetTicket']>('POST', 'candidate/verify-reset-password-otp', {
      body: { email, otp: code },
    });
    expect(ticket.status).toBe(200);
    expect(ticket.body.data.resetToken).toMatch(/^rst_/);
    const newPassword = 'Deccan@Pune26';
    const reset = await api('POST', 'candidate/reset-password', {
      body: { resetToken: ticket.body.data.resetToken, password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await mailsTo(server, email))[0]?.subject).toBe('Your password was changed');

    expect((await api('GET', 'candidate/view', { token: session.token })).status).toBe(401);
    expect((await api('POST', 'candidate/login', { body: { email, password: PASSWORD } })).status).toBe(400);
    expect((await api('POST', 'candidate/login', { body: { email, password: newPassword } })).status).toBe(200);
    const reused = await api('POST', 'candidate/reset-password', {
      body: { resetToken: ticket.body.data.resetToken, password: 'Another#Pass3' },
    });
    expect(reused.status).toBe(400);
  });

  it('refuses a reset ticket on another site and after 15 minutes', async () => {
    const session = await signUp(server, 'candidate', candidateRegistration(uniqueEmail('ticket')));
    const email = session.user.email;
    await api('POST', 'candidate/forget-password', { body: { email } });
    const ticket = await api<Schemas['AuthResetTicket']>('POST', 'candidate/verify-reset-password-otp', {
      body: { email, otp: await server.lastOtp(email) },
    });
    const resetToken = ticket.body.data.resetToken;
    expect(
      (await api('POST', 'candidate/reset-password', { host: HOST_B, body: { resetToken, password: 'Other#Site1' } }))
        .status,
    ).toBe(400);
    // An employer reset call does not take a candidate's ticket.
    expect(
      (await api('POST', 'employer/reset-password', { body: { resetToken, password: 'Other#Role1' } })).status,
    ).toBe(400);
    clock.advance(15 * 60_000 + 1000);
    expect(
      (await api('POST', 'candidate/reset-password', { body: { resetToken, password: 'Too#Late11' } })).status,
    ).toBe(400);
    expect((await api('POST', 'candidate/login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });
});

describe('the signed-in candidate', () => {
  it('changes the password with the old one: only its own id, other sessions end, this one stays', async () => {
    const session = await signUp(server, 'candidate', candidateRegistration(uniqueEmail('change')));
    const other = await api<AuthSession>('POST', 'candidate/login', {
      body: { email: session.user.email, password: PASSWORD },
    });
    const someoneElse = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
    });
    const foreign = await api('POST', `candidate/change-password/${someoneElse.id}`, {
      token: session.token,
      body: { oldPassword: PASSWORD, newPassword: 'Fresh#Pass77' },
    });
    expect(foreign.status).toBe(404);
    const wrongOld = await api('POST', `candidate/change-password/${session.user._id}`, {
      token: session.token,
      body: { oldPassword: 'Wrong#Pass1', newPassword: 'Fresh#Pass77' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.message).toBe('Current password is incorrect');
    const changed = await api('POST', `candidate/change-password/${session.user._id}`, {
      token: session.token,
      body: { oldPassword: PASSWORD, newPassword: 'Fresh#Pass77' },
    });
    expect(changed.status).toBe(200);
    expect((await api('GET', 'candidate/view', { token: session.token })).status).toBe(200);
    expect((await api('GET', 'candidate/view', { token: other.body.data.token })).status).toBe(401);
    expect(
      (await api('POST', 'candidate/login', { body: { email: session.user.email, password: 'Fresh#Pass77' } })).status,
    ).toBe(200);
    // Someone else's password is untouched.
    expect(
      (await api('POST', 'candidate/login', { body: { email: someoneElse.email, password: TEST_PASSWORD } })).status,
    ).toBe(200);
  });

  it('marks the tour done and deletes the account with its password', async () => {
    const session = await signUp(server, 'candidate', candidateRegistration(uniqueEmail('leaving')));
    const tour = await api<Schemas['CandidateSetupState']>('POST', 'candidate/istourdone', { token: session.token });
    expect(tour.status).toBe(200);
    expect(tour.body.data).toMatchObject({ tourDone: true, isProfileSetupDone: false });
    expect(tour.body.data.percentObj.percent).toBe(0);

    expect(
      (await api('PUT', 'candidate/soft-delete', { token: session.token, body: { password: 'Wrong#Pass1' } })).status,
    ).toBe(400);
    const gone = await api('PUT', 'candidate/soft-delete', {
      token: session.token,
      body: { password: PASSWORD, reason: 'I found a job through this site.' },
    });
    expect(gone.status).toBe(200);
    expect((await api('GET', 'candidate/view', { token: session.token })).status).toBe(401);
    expect(
      (await api('POST', 'candidate/login', { body: { email: session.user.email, password: PASSWORD } })).status,
    ).toBe(400);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('acting_for_id', '=', session.user._id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('account.deleted');
    // The deletion erased the candidate's data (candidate-profile/erase.ts); none of their files existed.
    expect(audit.detail).toEqual({ reason: 'I found a job through this site.', erased: true, files: 0 });
    // The e-mail may register again.
    expect((await api('POST', 'candidate/register', { body: candidateRegistration(session.user.email) })).status).toBe(
      200,
    );
  });

  it('lets an admin act for a candidate through x-admin-id, audited, and refuses the header from a candidate', async () => {
    const candidate = await signUp(server, 'candidate', candidateRegistration(uniqueEmail('actedfor')));
    const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const asAdmin = await api<Schemas['CandidateProfile']>('GET', 'candidate/view', {
      token: admin.token,
      headers: { 'x-admin-id': candidate.user._id },
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.email).toBe(candidate.user.email);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'acting_for_id', 'action', 'client_id'])
      .where('actor_id', '=', admin.id)
      .execute();
    expect(audit).toEqual([
      {
        actor_id: admin.id,
        acting_for_id: candidate.user._id,
        action: `GET /client/api/v1/candidate/view`,
        client_id: server.tenantA,
      },
    ]);

    // The admin's own role cannot read a candidate profile without acting for one.
    expect((await api('GET', 'candidate/view', { token: admin.token })).status).toBe(403);
    const other = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
    });
    const refused = await api('GET', 'candidate/view', { token: candidate.token, headers: { 'x-admin-id': other.id } });
    expect(refused.status).toBe(403);
    expect(
      await server.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('actor_id', '=', candidate.user._id)
        .execute(),
    ).toEqual([]);
  });

  it('answers on the tenant it was called on only', async () => {
    const session = await signUp(server, 'candidate', candidateRegistration(uniqueEmail('hosted')));
    expect((await api('GET', 'candidate/view', { host: HOST_B, token: session.token })).status).toBe(401);
    expect(
      (await api('POST', 'candidate/login', { host: HOST_B, body: { email: session.user.email, password: PASSWORD } }))
        .status,
    ).toBe(400);
  });
});

describe('the dev mailbox', () => {
  async function mailboxServer(env: 'test' | 'production') {
    const deps = { ...server.deps, config: { ...server.deps.config, env, devTools: 'local' as const } };
    const app = Fastify();
    registerRequestContext(app, deps);
    await registerDevTools(app, deps);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return { app, call: makeClient(typeof address === 'object' && address ? address.port : 0) };
  }

  it('lists the site’s mails newest first with their codes, as JSON and as a page, and nothing in production', async () => {
    const email = uniqueEmail('mailbox');
    await api('POST', 'candidate/register', { body: { ...candidateRegistration(email), firstName: 'Zoë' } });
    const otp = await server.lastOtp(email);
    const dev = await mailboxServer('test');
    try {
      const json = await dev.call<MailboxEntry[]>('GET', `/dev/mailbox.json?to=${encodeURIComponent(email)}`, {
        host: HOST_A,
      });
      expect(json.status).toBe(200);
      expect(json.body).toHaveLength(1);
      expect(json.body[0]).toMatchObject({ to: email, subject: `${otp} is your verification code`, otp });
      expect(json.body[0]?.html).toContain('Acme Careers');
      const all = await dev.call<MailboxEntry[]>('GET', '/dev/mailbox.json', { host: HOST_A });
      expect(all.body[0]?.to).toBe(email);
      const times = all.body.map((m) => m.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      // Another site's mailbox does not show this site's mail.
      const other = await dev.call<MailboxEntry[]>('GET', '/dev/mailbox.json', { host: HOST_B });
      expect(other.body.some((m) => m.to === email)).toBe(false);

      const page = await dev.call<string>('GET', '/dev/mailbox', { host: HOST_A });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(email);
      expect(page.body).toContain(otp);
      expect(page.body).toContain('Hi Zoë,');
    } finally {
      await dev.app.close();
    }
    const prod = await mailboxServer('production');
    try {
      expect((await prod.call('GET', '/dev/mailbox.json', { host: HOST_A })).status).toBe(404);
      expect((await prod.call('GET', '/dev/mailbox', { host: HOST_A })).status).toBe(404);
    } finally {
      await prod.app.close();
    }
  });
});
