// SQL of two-factor sign-in. Every query of a board starts at scopedTo; most name one user too.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type Owner = { clientId: string; userId: string };

const secretOf = (db: Db, o: Owner) =>
  scopedTo(db, o.clientId).selectFrom('two_factor_secrets').where('user_id', '=', o.userId);

export const findSecret = (db: Db, o: Owner) =>
  secretOf(db, o).select(['secret_enc', 'confirmed_at', 'created_at']).executeTakeFirst();

/** Starts (or restarts) an enrolment: an unconfirmed secret replaces any earlier unconfirmed one. */
export async function savePendingSecret(db: Db, o: Owner, secretEnc: string, now: Date): Promise<void> {
  await scopedTo(db, o.clientId)
    .insertInto('two_factor_secrets', { user_id: o.userId, secret_enc: secretEnc, created_at: now })
    .onConflict((c) =>
      c.columns(['client_id', 'user_id']).doUpdateSet({ secret_enc: secretEnc, created_at: now, last_used_step: 0 }),
    )
    .execute();
}

/**
 * Spends the code's time step: true when no code of this step or a later one was accepted yet,
 * false for a replay. One statement, so two requests with one code cannot both pass.
 */
export async function spendStep(db: Db, o: Owner, step: number): Promise<boolean> {
  const row = await scopedTo(db, o.clientId)
    .updateTable('two_factor_secrets')
    .set({ last_used_step: step })
    .where('user_id', '=', o.userId)
    .where('last_used_step', '<', step)
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function markConfirmed(db: Db, o: Owner, now: Date): Promise<boolean> {
  const row = await scopedTo(db, o.clientId)
    .updateTable('two_factor_secrets')
    .set({ confirmed_at: now })
    .where('user_id', '=', o.userId)
    .where('confirmed_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Replaces the user's recovery codes with these digests. */
export async function replaceRecoveryCodes(db: Db, o: Owner, hashes: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, o.clientId);
    await scope.deleteFrom('two_factor_recovery_codes').where('user_id', '=', o.userId).execute();
    await scope
      .insertInto(
        'two_factor_recovery_codes',
        hashes.map((code_hash) => ({ user_id: o.userId, code_hash })),
      )
      .execute();
  });
}

export async function recoveryCodesLeft(db: Db, o: Owner): Promise<number> {
  const row = await scopedTo(db, o.clientId)
    .selectFrom('two_factor_recovery_codes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', o.userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Uses a recovery code once: true when an unused code had this digest. */
export async function useRecoveryCode(db: Db, o: Owner, hash: string, now: Date): Promise<boolean> {
  const row = await scopedTo(db, o.clientId)
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', o.userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Turns two-factor sign-in off: the secret, the recovery codes, open challenges and remembered
 * browsers go (call in a transaction).
 */
export async function removeTwoFactor(db: Db, o: Owner): Promise<void> {
  const tables = [
    'two_factor_secrets',
    'two_factor_recovery_codes',
    'two_factor_challenges',
    'two_factor_devices',
  ] as const;
  const scope = scopedTo(db, o.clientId);
  for (const table of tables) await scope.deleteFrom(table).where('user_id', '=', o.userId).execute();
}

export async function insertChallenge(db: Db, o: Owner, tokenHash: string, expiresAt: Date): Promise<void> {
  await scopedTo(db, o.clientId)
    .insertInto('two_factor_challenges', { user_id: o.userId, token_hash: tokenHash, expires_at: expiresAt })
    .execute();
}

export const findChallenge = (db: Db, clientId: string, tokenHash: string) =>
  scopedTo(db, clientId)
    .selectFrom('two_factor_challenges')
    .select(['id', 'user_id', 'tries', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Spends one of a challenge's tries; false when it has none left or was used. */
export async function spendChallengeTry(db: Db, clientId: string, id: string, maxTries: number): Promise<boolean> {
  const row = await scopedTo(db, clientId)
    .updateTable('two_factor_challenges')
    .set({ tries: sql`tries + 1` })
    .where('id', '=', id)
    .where('tries', '<', maxTries)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export async function useChallenge(db: Db, clientId: string, id: string, now: Date): Promise<boolean> {
  const row = await scopedTo(db, clientId)
    .updateTable('two_factor_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Challenges of the board's users that ended more than a day ago, deleted as new ones are made. */
export async function deleteOldChallenges(db: Db, clientId: string, before: Date): Promise<void> {
  await scopedTo(db, clientId).deleteFrom('two_factor_challenges').where('expires_at', '<', before).execute();
}
