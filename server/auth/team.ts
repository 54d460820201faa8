// The owner's team: team members are employer accounts of kind 2 in the owner's company.
//
// Invitation: adding a member creates the account `invited` (status unverified, no password) and
// e-mails a password reset code. The member sets a password with it through the ordinary calls,
// employer/verify-reset-password-otp then employer/reset-password (or, after ten minutes,
// employer/forget-password first); that makes them `active`, and they sign in at employer/login.
// Disabling a member ends their sessions and refuses their logins and resets.
import type { components } from '@generated/schema';
import type { AuthUser } from '../http/context.ts';
import { alreadyExists, badRequest, forbidden, notFound } from '../errors/errors.ts';
import { page, type Page } from '../http/envelope.ts';
import { readerBrand } from '../board-settings/index.ts';
import { issueCode } from './codes.ts';
import {
  findCompany,
  normalizeEmail,
  type AccountsEnv,
  revokeAllSessions,
  findUserByEmail,
  insertUser,
  updateUser,
  teamMemberStatus,
  teamMemberView,
  type TeamMemberView,
} from '../users/index.ts';
import { inviteMail } from './invite-mail.ts';
import { withFreeSeat } from './seats.ts';
import { findMember, listMembers, softDeleteMembers, type TeamQuery } from './team-repo.ts';
import { isUniqueViolation } from '../db/errors.ts';

type Schemas = components['schemas'];
type Permission = Schemas['TeamMemberPermission'];

function companyIdOf(user: AuthUser): string {
  if (!user.companyId) throw forbidden('Your account has no company');
  return user.companyId;
}

async function memberOf(env: AccountsEnv, owner: AuthUser, id: string) {
  const member = await findMember(env.db, env.tenant.id, companyIdOf(owner), id);
  if (!member) throw notFound('No such team member');
  return member;
}

/**
 * A member with the `team` permission manages the others but not themselves, and grants only
 * permissions they hold, so nobody raises their own rights. The owner is not bound.
 */
function assertMayManage(actor: AuthUser, targetId: string | null, granted: readonly string[] | undefined): void {
  if (actor.employerKind !== 2) return;
  if (targetId === actor.id) throw forbidden('You cannot change your own team membership; ask your company owner');
  const beyond = (granted ?? []).filter((p) => !actor.permissions.includes(p));
  if (beyond.length > 0) throw forbidden(`You can only grant permissions you hold yourself (not ${beyond.join(', ')})`);
}

const SORTS = ['firstName', 'createdAt', 'lastActiveAt'] as const;

export async function listTeam(
  env: AccountsEnv,
  user: AuthUser,
  query: Omit<Partial<TeamQuery>, 'sortBy'> & { sortBy?: string },
): Promise<Page<TeamMemberView>> {
  const sortBy = query.sortBy ?? 'createdAt';
  if (!(SORTS as readonly string[]).includes(sortBy)) throw badRequest(`sortBy accepts ${SORTS.join(', ')}`);
  const q: TeamQuery = {
    page: query.page ?? 1,
    limit: query.limit ?? 10,
    search: query.search,
    sortBy: sortBy as TeamQuery['sortBy'],
    sortOrder: query.sortOrder ?? (sortBy === 'firstName' ? 'asc' : 'desc'),
    status: query.status,
    permission: query.permission,
  };
  const { rows, total } = await listMembers(env.db, env.tenant.id, companyIdOf(user), q);
  return page(rows.map(teamMemberView), total, q.page, q.limit);
}

export type NewMember = Schemas['TeamMemberInput'];

/** The columns an invitation or an edit writes: names, title, permissions, the phone if sent. */
function memberFields(input: Schemas['TeamMemberUpdateInput'] | NewMember) {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    designation: input.designation,
    permissions: input.permissions,
    ...(input.countryCode !== undefined && { country_code: input.countryCode }),
    ...(input.mobNo !== undefined && { mob_no: input.mobNo }),
  };
}

export async function addTeamMember(
  env: AccountsEnv,
  owner: AuthUser,
  input: NewMember,
): Promise<{ member: TeamMemberView; resent: boolean }> {
  const companyId = companyIdOf(owner);
  assertMayManage(owner, null, input.permissions);
  const company = await findCompany(env.db, env.tenant.id, companyId);
  if (!company) throw forbidden('Your account has no company');
  const email = normalizeEmail(input.email);
  const taken = 'An employer or team member with this e-mail already exists';
  const existing = await findUserByEmail(env.db, env.tenant.id, 'employer', email);
  const now = env.now();
  let id: string;
  if (existing) {
    // An open invitation of this company is sent again (a new code); anyone else is taken.
    const open = existing.employer_kind === 2 && existing.company_id === companyId && existing.status === 'unverified';
    if (!open || existing.id === owner.id) throw alreadyExists(taken);
    assertMayManage(owner, existing.id, input.permissions);
    id = existing.id;
    await updateUser(env.db, env.tenant.id, id, memberFields(input), now);
  } else
    try {
      id = await withFreeSeat(env.db, env.tenant, companyId, (trx) =>
        insertUser(trx, {
          client_id: env.tenant.id,
          role: 'employer',
          employer_kind: 2,
          company_id: companyId,
          invited_by: owner.id,
          email,
          password_hash: null,
          first_name: input.firstName,
          last_name: input.lastName,
          country_code: input.countryCode ?? null,
          mob_no: input.mobNo ?? null,
          designation: input.designation,
          avatar_uri: null,
          permissions: input.permissions,
          status: 'unverified',
          email_verified_at: null,
          last_active_at: null,
          deleted_at: null,
          created_at: now,
          updated_at: now,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyExists(taken);
      throw error;
    }
  const { code } = await issueCode(env, { email, kind: 'reset', userId: id, cooldown: false });
  const brand = await readerBrand(env.tenant, env.config, null);
  await env.mailer.send({
    ...inviteMail(brand, {
      memberName: input.firstName,
      inviterName: `${owner.firstName} ${owner.lastName}`.trim() || company.name,
      companyName: company.name,
      email,
      code,
    }),
    to: email,
    kind: 'team_invite',
    clientId: env.tenant.id,
    fromName: brand.name,
  });
  return { member: teamMemberView(await memberOf(env, owner, id)), resent: existing !== undefined };
}

export async function updateTeamMember(
  env: AccountsEnv,
  owner: AuthUser,
  id: string,
  input: Schemas['TeamMemberUpdateInput'],
): Promise<TeamMemberView> {
  assertMayManage(owner, id, input.permissions);
  const member = await memberOf(env, owner, id);
  await updateUser(env.db, env.tenant.id, member.id, memberFields(input), env.now());
  return teamMemberView(await memberOf(env, owner, id));
}

/**
 * Disables or enables a member, or changes permissions or title. An invited member cannot be
 * enabled; a disabled member who never accepted goes back to invited when enabled.
 */
export async function partialUpdateTeamMember(
  env: AccountsEnv,
  owner: AuthUser,
  id: string,
  input: { status?: 'active' | 'disabled'; permissions?: Permission[]; designation?: string },
): Promise<{ member: TeamMemberView; message: string }> {
  assertMayManage(owner, id, input.permissions);
  const member = await memberOf(env, owner, id);
  const current = teamMemberStatus(member);
  if (input.status === 'active' && current === 'invited')
    throw badRequest('This member has not accepted the invitation yet');
  const now = env.now();
  const status =
    input.status === 'disabled'
      ? ('disabled' as const)
      : input.status === 'active'
        ? member.email_verified_at
          ? ('active' as const)
          : ('unverified' as const)
        : undefined;
  const write = (db: AccountsEnv['db']) =>
    updateUser(
      db,
      env.tenant.id,
      member.id,
      {
        ...(status && { status }),
        ...(input.permissions && { permissions: input.permissions }),
        ...(input.designation !== undefined && { designation: input.designation }),
      },
      now,
    );
  // Enabling a disabled member takes a seat again.
  if (current === 'disabled' && status && status !== 'disabled')
    await withFreeSeat(env.db, env.tenant, companyIdOf(owner), write);
  else await write(env.db);
  if (status === 'disabled') await revokeAllSessions(env.db, member.id, now);
  const message =
    input.status === 'disabled' && current !== 'disabled'
      ? 'Team member disabled'
      : input.status === 'active' && current === 'disabled'
        ? 'Team member enabled'
        : 'Team member updated';
  return { member: teamMemberView(await memberOf(env, owner, id)), message };
}

/** Removes members of the owner's company; other ids are skipped and not counted. */
export async function removeTeamMembers(env: AccountsEnv, owner: AuthUser, ids: string[]): Promise<number> {
  if (ids.includes(owner.id)) assertMayManage(owner, owner.id, []);
  const now = env.now();
  return env.db.transaction().execute(async (trx) => {
    const removed = await softDeleteMembers(trx, env.tenant.id, companyIdOf(owner), ids, now);
    for (const memberId of removed) await revokeAllSessions(trx, memberId, now);
    return removed.length;
  });
}
