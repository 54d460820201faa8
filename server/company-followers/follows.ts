// The candidate's side of company followers: follow, unfollow, the list, the digest choice, and a
// company's follower count as anyone reads it. Another board's company answers 404 as a missing one.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { companiesForCards, companySummary } from '../jobs/index.ts';
import { page, type Page } from '../http/envelope.ts';
import { forbidden, notFound } from '../errors/errors.ts';
import type { AuthUser } from '../http/context.ts';
import * as repo from './follows-repo.ts';

type S = components['schemas'];

export type FollowEnv = { db: Db; clientId: string };

export const NO_COMPANY = 'This company does not exist';

async function companyOf(env: FollowEnv, companyId: string): Promise<{ id: string; name: string }> {
  const company = await repo.findCompany(env.db, env.clientId, companyId);
  if (!company) throw notFound(NO_COMPANY);
  return company;
}

/** The signed-in candidate; employers and admins follow no one. */
export function followerOf(user: AuthUser | null): AuthUser {
  if (!user || user.role !== 'candidate') throw forbidden('Only job seekers can follow companies');
  return user;
}

async function stateOf(
  env: FollowEnv,
  companyId: string,
  candidateId: string | null,
): Promise<S['CompanyFollowState']> {
  const [followers, following] = await Promise.all([
    repo.followerCount(env.db, env.clientId, companyId),
    candidateId ? repo.isFollowing(env.db, env.clientId, candidateId, companyId) : Promise.resolve(null),
  ]);
  return { companyId, followers, following };
}

/** The count for anyone, and for a signed-in candidate whether they follow. */
export async function followState(
  env: FollowEnv,
  user: AuthUser | null,
  companyId: string,
): Promise<S['CompanyFollowState']> {
  const company = await companyOf(env, companyId);
  return stateOf(env, company.id, user?.role === 'candidate' ? user.id : null);
}

export async function follow(env: FollowEnv, user: AuthUser, companyId: string) {
  const company = await companyOf(env, companyId);
  await repo.addFollow(env.db, env.clientId, user.id, company.id);
  return { state: await stateOf(env, company.id, user.id), name: company.name };
}

export async function unfollow(env: FollowEnv, user: AuthUser, companyId: string) {
  const company = await companyOf(env, companyId);
  await repo.removeFollow(env.db, env.clientId, user.id, company.id);
  return { state: await stateOf(env, company.id, user.id), name: company.name };
}

export async function listFollowed(
  env: FollowEnv,
  user: AuthUser,
  q: { page?: number; limit?: number },
): Promise<Page<S['FollowedCompany']>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await repo.listFollows(env.db, env.clientId, user.id, pageNo, limit);
  const companies = await companiesForCards(
    env.db,
    env.clientId,
    rows.map((r) => r.company_id),
  );
  const items = rows.flatMap((r) => {
    const company = companies.get(r.company_id);
    return company ? [{ _id: r.id, company: companySummary(company), followedAt: r.created_at.toISOString() }] : [];
  });
  return page(items, total, pageNo, limit);
}

export async function settingsOf(env: FollowEnv, user: AuthUser): Promise<S['CompanyFollowerSettings']> {
  const row = await repo.findSettings(env.db, env.clientId, user.id);
  return { digest: row?.digest ?? false };
}

export async function saveSettings(
  env: FollowEnv,
  user: AuthUser,
  body: S['CompanyFollowerSettingsInput'],
  now = new Date(),
): Promise<S['CompanyFollowerSettings']> {
  await repo.saveSettings(env.db, env.clientId, user.id, body.digest, now);
  return settingsOf(env, user);
}
