// Lost-device recovery: the board's admin turns off an account's two-factor sign-in, and the audit
// log says who did it, for whom and why. Only for accounts of the admin's own board, never their own
// (which would step around the code that turning it off asks for).
import type { components } from '@generated/schema';
import { findUserById, recordAudit } from '../users/index.ts';
import { forbidden, notFound } from '../errors/errors.ts';
import { ownerOf, type TwoFactorEnv } from './env.ts';
import { findSecret, removeTwoFactor } from './repo.ts';
import { tellAccountHolder } from './notice-mail.ts';

type Reset = components['schemas']['TwoFactorReset'];

export async function resetForAccount(
  env: TwoFactorEnv,
  adminId: string,
  accountId: string,
  reason: string | undefined,
): Promise<Reset> {
  if (accountId === adminId) throw forbidden('Turn off your own two-factor sign-in with a code from Your sign-in');
  const row = await findUserById(env.db, env.tenant.id, accountId);
  if (!row) throw notFound('No such account');
  const o = ownerOf(env, row.id);
  const wasOn = Boolean(await findSecret(env.db, o));
  await env.db.transaction().execute(async (trx) => {
    await removeTwoFactor(trx, o);
    await recordAudit(trx, {
      clientId: env.tenant.id,
      actorId: adminId,
      actingForId: row.id,
      action: 'account.two_factor_reset',
      detail: { accountId: row.id, email: row.email, wasOn, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
    });
  });
  if (wasOn) await tellAccountHolder(env, row.id, { kind: 'reset_by_admin' });
  return { accountId: row.id, wasOn };
}
