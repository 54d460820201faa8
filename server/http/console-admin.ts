// The admin behind a console call. The console's operations are `x-roles: [admin]`, and the guard
// lets an admin through whether they call as themselves or while acting for an account (then the
// request's user is that account and the admin is `actingAdmin`); either way the console answers
// for the board and audits the admin, never the account acted for.
import { tenantOf, type AuthUser, type RequestContext } from './context.ts';
import { forbidden } from '../errors/errors.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Config } from '../config.ts';
import type { Tenant } from './context.ts';

export type ConsoleEnv = { db: Db; tenant: Tenant; clientId: string; admin: AuthUser; mailer: Mailer; config: Config };

export function consoleAdmin(ctx: RequestContext): AuthUser {
  if (ctx.user?.role === 'admin') return ctx.user;
  if (ctx.actingAdmin?.role === 'admin') return ctx.actingAdmin;
  throw forbidden('Only the board’s admins can use the console');
}

export function consoleEnv(ctx: RequestContext): ConsoleEnv {
  const tenant = tenantOf(ctx);
  return { db: ctx.db, tenant, clientId: tenant.id, admin: consoleAdmin(ctx), mailer: ctx.mailer, config: ctx.config };
}
