// Who is searching: the signed-in employer's (or team member's) company on the board. Every
// saved search, list and search result belongs to, or is shown for, that company.
import type { Db } from '../db/database.ts';
import { tenantOf, userOf, type AuthUser, type RequestContext, type Tenant } from '../http/context.ts';
import { forbidden } from '../errors/errors.ts';
import { callerEntitlements, callerMay, type Entitlements } from '../payments/index.ts';

export type Searcher = {
  db: Db;
  tenant: Tenant;
  clientId: string;
  companyId: string;
  user: AuthUser;
  /** The admin acting for the user, when one is. */
  actingAdmin: AuthUser | null;
  /** The company's plan and top-ups, read once per request (the feature check read them first). */
  entitlements: () => Promise<Entitlements | null>;
  /** Whether the caller's plan allows a flag (the board's and the company's: callerMay). */
  may: (flag: string) => Promise<boolean>;
};

export const nameOf = (u: AuthUser): string => `${u.firstName} ${u.lastName}`.trim() || u.email;

export function searcherOf(ctx: RequestContext): Searcher {
  const user = userOf(ctx);
  const tenant = tenantOf(ctx);
  if (!user.companyId) throw forbidden('Only a member of a company can search candidates');
  return {
    db: ctx.db,
    tenant,
    clientId: tenant.id,
    companyId: user.companyId,
    user,
    actingAdmin: ctx.actingAdmin,
    entitlements: () => callerEntitlements(ctx),
    may: (flag) => callerMay(ctx, flag),
  };
}
