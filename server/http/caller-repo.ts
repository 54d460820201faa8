// The signed-in caller: the account a verified token names, while its session is live. A request
// with a token reads the Host header's tenant and that account in one statement (hostAndCaller):
// every signed-in request needs both, and a round trip is the largest fixed cost of a small
// request (a candidate search's first asking was 13.6 of them, two of them these).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
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
function accountQuery(db: Db, tenantId: string, userId: string, sessionId: string | null) {
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
  return q;
}

export async function loadUser(
  db: Db,
  tenantId: string,
  userId: string,
  sessionId: string | null,
): Promise<AuthUser | null> {
  const row = await accountQuery(db, tenantId, userId, sessionId).executeTakeFirst();
  return row ? authUserOf(row, sessionId) : null;
}

/**
 * The Host header's tenant and the token's account, in one statement: `loadUser`'s own query,
 * joined only when the host's board is the token's. The same answer as resolving the host and
 * then loading the user.
 */
export async function hostAndCaller(
  db: Db,
  rawHost: string | undefined,
  claims: CallerClaims,
): Promise<{ resolution: HostResolution; user: AuthUser | null }> {
  const host = normaliseHost(rawHost);
  // A signed token always names ids; anything else finds nobody rather than failing a cast.
  if (!host || ![claims.cid, claims.sub, claims.sid].every(isUuid))
    return { resolution: await resolveHost(db, host), user: null };
  const account = accountQuery(db, claims.cid, claims.sub, claims.sid);
  const { rows } = await hostLookup(
    host,
    sql`, to_jsonb(a) as account`,
    sql` left join lateral (${account}) as a on c.id = ${claims.cid}`,
  )
    .$castTo<HostRow & { account: AccountRow | null }>()
    .execute(db);
  const row = rows[0];
  const user = row?.account ? authUserOf(row.account, claims.sid) : null;
  return { resolution: resolutionOf(row, host), user };
}
