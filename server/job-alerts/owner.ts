// Who an alert belongs to: a signed-in candidate (their account e-mail) or a guest's address.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { tenantOf, type RequestContext, type Tenant } from '../http/context.ts';
import { forbidden } from '../errors/errors.ts';
import type { Mailer } from '../mail/mailer.ts';

export type AlertEnv = { db: Db; tenant: Tenant; config: Config; mailer: Mailer; secret: Uint8Array };
export type Owner = { userId: string | null; email: string; name: string };

export const envOf = (ctx: RequestContext): AlertEnv => ({
  db: ctx.db,
  tenant: tenantOf(ctx),
  config: ctx.config,
  mailer: ctx.mailer,
  secret: ctx.secret,
});

/** The signed-in candidate; any other signed-in role may not hold alerts. */
export function candidateOf(ctx: RequestContext): Owner {
  const user = ctx.user;
  if (!user || user.role !== 'candidate') throw forbidden('Only job seekers can hold job alerts');
  return { userId: user.id, email: user.email.toLowerCase(), name: user.firstName };
}
