// Employer sign-up with its company, the employer's account, and the owner's team: inviting a
// member who sets a password through the reset flow, signs in and works in the owner's company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_B, type TestServer } from '../test/harness.ts';
import { PERMISSIONS } from '../http/permissions.ts';
import { makeCompany, makeUser } from '../test/world.ts';
import { grantPlan } from '../payments/licences-repo.ts';
import {
  apiOf,
  employerRegistration,
  mailsTo,
  PASSWORD,
  signUp,
  startAccountsServer,
  testClock,
  uniqueEmail,
  type AuthSession,
} from './test/support.ts';

type Schemas = components['schemas'];
type Page<T> = { items: T[]; pagination: Schemas['Pagination'] };

const clock = testClock();
let server: TestServer;
let api: ReturnType<typeof apiOf>;
let companyCounter = 0;
const companyName = () => `Brightlane Logistics ${++companyCounter}${Date.now().toString(36)}`;

beforeAll(async () => {
  server = await startAccountsServer(clock);
  api = apiOf(server);
});
afterAll(async () => server?.close());

/** An owner signed up through the API, with a member invited, who accepted and signed in. */
async function ownerWithMember(permissions: Schemas['TeamMemberPermission'][] = ['post_jobs', 'chat']) {
  const owner = await signUp(server, 'employer', employerRegistration(uniqueEmail('owner'), companyName()));
  const email = uniqueEmail('neha');
  const added = await api<Schemas['TeamMember']>('POST', 'team-member/add', {
    token: owner.token,
    body: { firstName: 'Neha', lastName: 'Kapoor', email, designation: 'Recruitment Coordinator', permissions },
  });
  if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
  const ticket = await api<Schemas['AuthResetTicket']>('POST', 'employer/verify-reset-password-otp', {
    body: { email, otp: await server.lastOtp(email) },
  });
  const password = 'Cargo$Route42';
  await api('POST', 'employer/reset-password', { body: { resetToken: ticket.body.data.resetToken, password } });
  const login = await api<AuthSession>('POST', 'employer/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`member login: ${login.status} ${JSON.stringify(login.body)}`);
  return { owner, member: login.body.data, memberId: added.body.data._id, email, password };
}

describe('employer sign-up and sign-in', () => {
  it('registers the employer with a new company, verifies, logs in, shows the account and logs out for good', async () => {
    const email = uniqueEmail('arjun');
    const name = companyName();
    const registered = await api('POST', 'employer/register', { body: employerRegistration(email, name) });
    expect(registered.status).toBe(200);
    const user = await server.database.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.employer_kind', 'users.status', 'companies.name', 'companies.client_id', 'companies.website'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      employer_kind: 1,
      status: 'unverified',
      name,
      client_id: server.tenantA,
      website: 'https://www.brightlane.in',
    });

    const verified = await api<AuthSession>('POST', 'employer/verify-email-otp', {
      body: { email, otp: await server.lastOtp(email) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({
      role: 'employer',
      kind: 1,
      companyName: name,
      isProfileSetupDone: false,
    });

    const login = await api<AuthSession>('POST', 'employer/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    const view = await api<Schemas['Employer']>('GET', 'employer/view', { token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      email,
      kind: 1,
      isEmailVerified: true,
      designation: 'Head of Talent Acquisition',
    });
    expect(view.body.data.company.name).toBe(name);
    expect(view.body.data.permissions).toEqual([...PERMISSIONS]);
    // A candidate login does not know employers.
    expect((await api('POST', 'candidate/login', { body: { email, password: PASSWORD } })).status).toBe(400);

    expect((await api('PUT', 'employer/logout', { token })).status).toBe(200);
    const after = await api('GET', 'employer/view', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
  });

  it('answers 409 for a verified employer e-mail or a company name already on the site, and 422 before verification', async () => {
    const email = uniqueEmail('taken');
    const name = companyName();
    await signUp(server, 'employer', employerRegistration(email, name));
    const sameEmail = await api('POST', 'employer/register', { body: employerRegistration(email, companyName()) });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.code).toBe('ALREADY_EXIST');
    const sameName = await api('POST', 'employer/register', {
      body: employerRegistration(uniqueEmail('other'), name.toUpperCase()),
    });
    expect(sameName.status).toBe(409);
    // Another site may have a company of that name.
    expect(
      (await api('POST', 'employer/register', { host: HOST_B, body: employerRegistration(uniqueEmail('b'), name) }))
        .status,
    ).toBe(200);

    const pending = uniqueEmail('pending');
    await api('POST', 'employer/register', { body: employerRegistration(pending, companyName()) });
    const unverified = await api('POST', 'employer/login', { body: { email: pending, password: PASSWORD } });
    expect(unverified.status).toBe(422);
    expect(unverified.body.code).toBe('NOT_VERIFIED');
    // An unverified registration does not hold its company name.
    const abandoned = companyName();
    await api('POST', 'employer/register', { body: employerRegistration(uniqueEmail('abandon'), abandoned) });
    expect(
      (await api('POST', 'employer/register', { body: employerRegistration(uniqueEmail('real'), abandoned) })).status,
    ).toBe(200);
  });

  it('changes only the caller’s own account (403 otherwise) and accepts only pictures on this site', async () => {
    const owner = await signUp(server, 'employer', employerRegistration(uniqueEmail('self'), companyName()));
    const other = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      companyId: await makeCompany(server.database.db, server.tenantA, companyName()),
    });
    const foreign = await api('PUT', `employer/update/${other.id}`, {
      token: owner.token,
      body: { designation: 'Intruder' },
    });
    expect(foreign.status).toBe(403);
    expect(
      (
        await api('POST', `employer/change-password/${other.id}`, {
          token: owner.token,
          body: { oldPassword: PASSWORD, newPassword: 'New#Pass123' },
        })
      ).status,
    ).toBe(403);
    const external = await api('PUT', `employer/update/${owner.user._id}`, {
      token: owner.token,
      body: { avatar: 'https://evil.example/x.png' },
    });
    expect(external.status).toBe(400);

    const updated = await api<Schemas['Employer']>('PUT', `employer/update/${owner.user._id}`, {
      token: owner.token,
      body: { avatar: '/files/avatars/arjun.jpg' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      avatar: '/files/avatars/arjun.jpg',
      designation: 'Head of Talent Acquisition',
    });
    const personal = await api<Schemas['Employer']>('PUT', `employer-profile/personal-details/${owner.user._id}`, {
      token: owner.token,
      body: { firstName: 'Arjun', lastName: 'Mehra', countryCode: '+91', mobNo: '9811045678' },
    });
    expect(personal.body.data).toMatchObject({
      lastName: 'Mehra',
      mobNo: '9811045678',
      designation: null,
      avatar: null,
    });
    const tour = await api<Schemas['Employer']>('POST', 'employer/istourdone', {
      token: owner.token,
      body: { tourDone: true },
    });
    expect(tour.body.data.tourDone).toBe(true);
    const otherRow = await server.database.db
      .selectFrom('users')
      .select('designation')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(otherRow.designation).toBeNull();

    const changed = await api('POST', `employer/change-password/${owner.user._id}`, {
      token: owner.token,
      body: { oldPassword: PASSWORD, newPassword: 'Harbour$Crane7' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await api('POST', 'employer/login', { body: { email: owner.user.email, password: 'Harbour$Crane7' } })).status,
    ).toBe(200);
  });
});

describe('team members', () => {
  it('holds the team to the plan’s seats: invited and active members take one, disabling frees one', async () => {
    const { db } = server.database;
    const owner = await signUp(server, 'employer', employerRegistration(uniqueEmail('owner'), companyName()));
    {
      // The company buys nothing here: the board's admin grants it Plus (five seats).
      const { company_id } = await db
        .selectFrom('users')
        .select('company_id')
        .where('email', '=', owner.user.email)
        .executeTakeFirstOrThrow();
      await grantPlan(db, server.tenantA, { type: 'employer', companyId: company_id ?? '' }, 'PLUS_MONTHLY');
      const invite = (name: string) =>
        api<Schemas['TeamMember']>('POST', 'team-member/add', {
          token: owner.token,
          body: {
            firstName: name,
            lastName: 'Seat',
            email: uniqueEmail(name.toLowerCase()),
            designation: 'Recruiter',
            permissions: ['chat'],
          },
        });
      const first = await invite('Ana');
      expect(first.status).toBe(200);
      for (const name of ['Ben', 'Cy', 'Dee', 'Eli']) expect((await invite(name)).status).toBe(200);
      const full = await invite('Fay');
      expect(full.status).toBe(403);
      expect(full.body).toMatchObject({ code: 'LIMIT_OVER' });
      expect(full.body.message).toMatch(/^Your plan allows no more team members/);
      const off = await api('PATCH', `team-member/partial-update/${first.body.data._id}`, {
        token: owner.token,
        body: { status: 'disabled' },
      });
      expect(off.status).toBe(200);
      expect((await invite('Fay')).status).toBe(200);
    }
  });

  it('sends an open invitation again with a new code; an accepted member or another company’s e-mail is taken', async () => {
    const owner = await signUp(server, 'employer', employerRegistration(uniqueEmail('owner'), companyName()));
    const email = uniqueEmail('ines');
    const invite = (permissions: Schemas['TeamMemberPermission'][]) =>
      api<Schemas['TeamMember']>('POST', 'team-member/add', {
        token: owner.token,
        body: { firstName: 'Ines', lastName: 'Duarte', email, designation: 'Recruiter', permissions },
      });
    expect((await invite(['chat'])).status).toBe(200);
    const firstCode = await server.lastOtp(email);
    const again = await invite(['chat', 'post_jobs']);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(`Invitation sent again to ${email}`);
    expect(again.body.data).toMatchObject({ status: 'invited', permissions: ['chat', 'post_jobs'] });
    expect(await mailsTo(server, email)).toHaveLength(2);
    const secondCode = await server.lastOtp(email);
    const stale = await api('POST', 'employer/verify-reset-password-otp', { body: { email, otp: firstCode } });
    if (firstCode !== secondCode) expect(stale.status).toBe(400);

    // Another company cannot take over the invitation.
    const rival = await signUp(server, 'employer', employerRegistration(uniqueEmail('rival'), companyName()));
    const taken = await api('POST', 'team-member/add', {
      token: rival.token,
      body: { firstName: 'Ines', lastName: 'Duarte', email, designation: 'Recruiter', permissions: ['chat'] },
    });
    expect(taken.status).toBe(409);
  });

  it('invites a member who sets a password with the e-mailed code, signs in and works in the owner’s company', async () => {
    const owner = await signUp(server, 'employer', employerRegistration(uniqueEmail('owner'), companyName()));
    const email = uniqueEmail('marcus');
    const added = await api<Schemas['TeamMember']>('POST', 'team-member/add', {
      token: owner.token,
      body: {
        firstName: 'Marcus',
        lastName: 'Lindqvist',
        email,
        designation: 'Recruitment Coordinator',
        permissions: ['post_jobs', 'chat'],
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(`Invitation sent to ${email}`);
    expect(added.body.data).toMatchObject({
      email,
      status: 'invited',
      permissions: ['post_jobs', 'chat'],
      lastActiveAt: null,
    });
    const [invite] = await mailsTo(server, email);
    expect(invite?.kind).toBe('team_invite');
    expect(invite?.text).toContain('/employer/forgot-password-otp?email=');

    // No password yet: the login fails like a wrong one.
    expect((await api('POST', 'employer/login', { body: { email, password: PASSWORD } })).status).toBe(400);
    const enableInvited = await api('PATCH', `team-member/partial-update/${added.body.data._id}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    expect(enableInvited.status).toBe(400);

    const ticket = await api<Schemas['AuthResetTicket']>('POST', 'employer/verify-reset-password-otp', {
      body: { email, otp: await server.lastOtp(email) },
    });
    expect(ticket.status).toBe(200);
    const password = 'Cargo$Route42';
    expect(
      (await api('POST', 'employer/reset-password', { body: { resetToken: ticket.body.data.resetToken, password } }))
        .status,
    ).toBe(200);

    const login = await api<AuthSession>('POST', 'employer/login', { body: { email, password } });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      kind: 2,
      companyName: owner.user.companyName,
      isProfileSetupDone: true,
    });
    const token = login.body.data.token;
    const view = await api<Schemas['Employer']>('GET', 'employer/view', { token });
    expect(view.body.data).toMatchObject({ kind: 2, isEmailVerified: true, permissions: ['post_jobs', 'chat'] });
    const ownerView = await api<Schemas['Employer']>('GET', 'employer/view', { token: owner.token });
    expect(view.body.data.company._id).toBe(ownerView.body.data.company._id);

    const list = await api<Page<Schemas['TeamMember']>>('POST', 'employer/team-member/list', { token, body: {} });
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((m) => [m.email, m.status])).toEqual([[email, 'active']]);
    expect(list.body.data.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });

    // A team member cannot manage the team.
    const add = await api('POST', 'team-member/add', {
      token,
      body: {
        firstName: 'Sofia',
        lastName: 'Marquez',
        email: uniqueEmail('sofia'),
        designation: 'Recruiter',
        permissions: ['chat'],
      },
    });
    expect(add.status).toBe(403);

    expect((await api('PUT', 'employer/logout', { token })).status).toBe(200);
    const after = await api('GET', 'employer/view', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHENTICATED');
  });

  it('disabling a member ends their sessions and logins; enabling lets them back in', async () => {
    const { owner, member, memberId, email, password } = await ownerWithMember();
    const disabled = await api<Schemas['TeamMember']>('PATCH', `team-member/partial-update/${memberId}`, {
      token: owner.token,
      body: { status: 'disabled' },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.message).toBe('Team member disabled');
    expect(disabled.body.data.status).toBe('disabled');
    expect((await api('GET', 'employer/view', { token: member.token })).status).toBe(401);
    expect((await api('POST', 'employer/login', { body: { email, password } })).status).toBe(400);
    // A disabled member cannot get back in through a password reset either.
    clock.advance(61_000);
    const forgot = await api('POST', 'employer/forget-password', { body: { email } });
    expect(forgot.status).toBe(200);
    expect((await mailsTo(server, email)).filter((m) => m.kind === 'otp_reset_password')).toHaveLength(0);

    const enabled = await api<Schemas['TeamMember']>('PATCH', `team-member/partial-update/${memberId}`, {
      token: owner.token,
      body: { status: 'active' },
    });
    expect(enabled.body.data.status).toBe('active');
    expect((await api('POST', 'employer/login', { body: { email, password } })).status).toBe(200);
  });

  it('edits, filters and removes members of the owner’s own company only', async () => {
    const { owner, member, memberId } = await ownerWithMember(['chat']);
    const outsider = await ownerWithMember(['chat']);

    const updated = await api<Schemas['TeamMember']>('PUT', `team-member/update/${memberId}`, {
      token: owner.token,
      body: {
        firstName: 'Neha',
        lastName: 'Kapoor',
        designation: 'Talent Partner',
        permissions: ['chat', 'view_analytics'],
        mobNo: '9922334455',
        countryCode: '+91',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      designation: 'Talent Partner',
      permissions: ['chat', 'view_analytics'],
      mobNo: '9922334455',
    });
    const otherCompany = await api('PUT', `team-member/update/${outsider.memberId}`, {
      token: owner.token,
      body: { firstName: 'X', lastName: 'Y', designation: 'Nobody', permissions: ['chat'] },
    });
    expect(otherCompany.status).toBe(404);
    expect(
      (
        await api('PATCH', `team-member/partial-update/${outsider.memberId}`, {
          token: owner.token,
          body: { status: 'disabled' },
        })
      ).status,
    ).toBe(404);

    const filtered = await api<Page<Schemas['TeamMember']>>('POST', 'employer/team-member/list', {
      token: owner.token,
      body: { search: 'kapo', permission: 'view_analytics', status: 'active' },
    });
    expect(filtered.body.data.items.map((m) => m._id)).toEqual([memberId]);
    const none = await api<Page<Schemas['TeamMember']>>('POST', 'employer/team-member/list', {
      token: owner.token,
      body: { permission: 'billing' },
    });
    expect(none.body.data.items).toEqual([]);
    expect(
      (await api('POST', 'employer/team-member/list', { token: owner.token, body: { sortBy: 'email' } })).status,
    ).toBe(400);

    const removed = await api<Schemas['Done']>('PUT', 'team-member/soft-delete', {
      token: owner.token,
      body: { ids: [memberId, outsider.memberId] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await api('GET', 'employer/view', { token: member.token })).status).toBe(401);
    expect((await api('GET', 'employer/view', { token: outsider.member.token })).status).toBe(200);
    const after = await api<Page<Schemas['TeamMember']>>('POST', 'employer/team-member/list', {
      token: owner.token,
      body: {},
    });
    expect(after.body.data.items).toEqual([]);
  });

  it('answers 409 for a member e-mail already used by an employer of the site', async () => {
    const { owner, email } = await ownerWithMember();
    const again = await api('POST', 'team-member/add', {
      token: owner.token,
      body: {
        firstName: 'Neha',
        lastName: 'Kapoor',
        email: email.toUpperCase(),
        designation: 'Recruiter',
        permissions: ['chat'],
      },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_EXIST');
    const registration = await api('POST', 'employer/register', { body: employerRegistration(email, companyName()) });
    expect(registration.status).toBe(409);
  });
});
