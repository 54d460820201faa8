// The signed-in caller: the account a verified token names, while its session is live. A request
// with a token reads the Host header's tenant and that account in one statement (hostAndCaller):
// every signed-in request needs both, and a round trip is the largest fixed cost of a small
// request (a candidate search's first asking was 13.6 of them, two of them these).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ownedBy, scopedTo } from '../db/tenant-scope.ts';
import type { Role } from '../db/tables.ts';
import { isUuid } from '../master/uuid.ts';
import {
  hostLookup,
  normaliseHost,
  resolutionOf,
  resolveHost,
  type HostResolution,
  type HostRow,
} from '../tenancy/resolve-host.ts';
import type { AuthUser } from './context.ts';

/** What a verified token says: the board, the account and the session. */
export type CallerClaims = { cid: string; sub: string; sid: string };

type AccountRow = {
  id: string;
  role: Role;
  employer_kind: 1 | 2 | null;
  company_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  permissions: string[];
};

function authUserOf(row: AccountRow, sessionId: string | null): AuthUser {
  return {
    id: row.id,
    sessionId: sessionId ?? '',
    role: row.role,
    employerKind: row.employer_kind,
    companyId: row.company_id,
    permissions: row.employer_kind === 2 ? row.permissions : [],
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

/** The account, if it may act: not deleted, not disabled, and (given a session) that session live. */
export async function loadUser(
  db: Db,
  tenantId: string,
  userId: string,
  sessionId: string | null,
): Promise<AuthUser | null> {
  let q = scopedTo(db, tenantId)
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.role',
      'u.employer_kind',
      'u.company_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.permissions',
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .where('u.status', '!=', 'disabled');
  if (sessionId)
    q = q
      .innerJoin('sessions as s', 's.user_id', 'u.id')
      .where('s.id', '=', sessionId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', new Date());
  const row = await q.executeTakeFirst();
  return row ? authUserOf(row, sessionId) : null;
}

/** The host's row with the caller's account columns (null when the token's account may not act). */
type HostAndAccountRow = HostRow & { [K in keyof AccountRow as `u_${K}`]: AccountRow[K] | null };

/**
 * The Host header's tenant and the token's account, in one statement. The account is found only
 * on the token's own board (`c.id` is the token's), with the conditions of `loadUser` and its
 * session live: the same answer as resolving the host and then loading the user.
 */
export async function hostAndCaller(
  db: Db,
  rawHost: string | undefined,
  claims: CallerClaims,
): Promise<{ resolution: HostResolution; user: AuthUser | null }> {
  const host = normaliseHost(rawHost);
  if (!host) return { resolution: { kind: 'unknown' }, user: null };
  // A signed token always names ids; anything else finds nobody rather than failing a cast.
  if (![claims.cid, claims.sub, claims.sid].every(isUuid))
    return { resolution: await resolveHost(db, host), user: null };
  const account = sql`, u.id as u_id, u.role as u_role, u.employer_kind as u_employer_kind,
    u.company_id as u_company_id, u.email as u_email, u.first_name as u_first_name,
    u.last_name as u_last_name, u.permissions as u_permissions`;
  const join = sql`
    left join users as u on ${ownedBy('u', claims.cid)} and u.client_id = c.id and u.id = ${claims.sub}
      and u.deleted_at is null and u.status != 'disabled'
      and exists (select 1 from sessions as s where ${ownedBy('s', claims.cid)} and s.user_id = u.id
        and s.id = ${claims.sid} and s.revoked_at is null and s.expires_at > now())`;
  const { rows } = await hostLookup(host, account, join).$castTo<HostAndAccountRow>().execute(db);
  const row = rows[0];
  const resolution = resolutionOf(row, host);
  if (!row?.u_id || !row.u_role || !row.u_email) return { resolution, user: null };
  const user = authUserOf(
    {
      id: row.u_id,
      role: row.u_role,
      employer_kind: row.u_employer_kind,
      company_id: row.u_company_id,
      email: row.u_email,
      first_name: row.u_first_name ?? '',
      last_name: row.u_last_name ?? '',
      permissions: row.u_permissions ?? [],
    },
    claims.sid,
  );
  return { resolution, user };
}
