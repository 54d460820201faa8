// One-time codes sent by e-mail: six digits, stored as an HMAC (never in clear), valid ten
// minutes, dead after five wrong tries or once used. Issuing a new code retires the older ones
// for the same purpose and address.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ownedBy } from '../db/tenant-scope.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_TRIES = 5;

export type OtpPurpose = 'verify_email' | 'reset_password' | 'client_verify' | 'update_email';

export type OtpTarget = { clientId: string | null; email: string; purpose: OtpPurpose; userId?: string | null };

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'missing';

function digest(secret: Uint8Array, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

export async function issueOtp(db: Db, secret: Uint8Array, target: OtpTarget, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction().execute(async (trx) => {
    const retire = trx
      .updateTable('otps')
      .set({ consumed_at: now })
      .where('purpose', '=', target.purpose)
      .where(sql`lower(email)`, '=', target.email.toLowerCase())
      .where('consumed_at', 'is', null);
    // A code without a tenant is the platform's, kept apart from every board's codes.
    await retire.where(ownedBy('otps', target.clientId)).execute();
    await trx
      .insertInto('otps')
      .values({
        client_id: target.clientId,
        user_id: target.userId ?? null,
        email: target.email,
        purpose: target.purpose,
        code_hash: digest(secret, code),
        expires_at: new Date(now.getTime() + OTP_TTL_MS),
      })
      .execute();
  });
  return code;
}

/** Checks a code against the newest live one; a wrong code spends one of the five tries. */
export async function checkOtp(
  db: Db,
  secret: Uint8Array,
  target: OtpTarget,
  code: string,
  now = new Date(),
): Promise<OtpCheck> {
  const q = db
    .selectFrom('otps')
    .select(['id', 'code_hash', 'tries', 'expires_at', 'consumed_at'])
    .where('purpose', '=', target.purpose)
    .where(sql`lower(email)`, '=', target.email.toLowerCase())
    .orderBy('created_at', 'desc')
    .limit(1);
  const row = await q.where(ownedBy('otps', target.clientId)).executeTakeFirst();
  if (!row || row.consumed_at) return 'missing';
  if (new Date(row.expires_at).getTime() <= now.getTime()) return row.tries >= OTP_MAX_TRIES ? 'exhausted' : 'expired';
  // Spend the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const spent = await db
    .updateTable('otps')
    .set({ tries: sql`tries + 1` })
    .where('id', '=', row.id)
    .where('tries', '<', OTP_MAX_TRIES)
    .where('consumed_at', 'is', null)
    .returning('tries')
    .executeTakeFirst();
  if (!spent) return 'exhausted';
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(digest(secret, code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    const used = await db
      .updateTable('otps')
      .set({ consumed_at: now })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return used.numUpdatedRows > 0n ? 'ok' : 'missing';
  }
  return spent.tries >= OTP_MAX_TRIES ? 'exhausted' : 'wrong';
}

export const OTP_MESSAGES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  wrong: 'The code is not correct',
  expired: 'The code has expired, please ask for a new one',
  exhausted: 'Too many wrong codes, please ask for a new one',
  missing: 'There is no code to check, please ask for a new one',
};
