// Reads how many tries the newest live code has spent, so the try that uses up the fifth chance
// answers 400 and only the one after it 429, as the contract states.
import { sql } from 'kysely';
import type { OtpTarget } from '../credentials/otp.ts';
import type { Db } from '../db/database.ts';
import { ownedBy } from '../db/tenant-scope.ts';

export async function otpTriesSpent(db: Db, target: OtpTarget): Promise<number> {
  const q = db
    .selectFrom('otps')
    .select('tries')
    .where('purpose', '=', target.purpose)
    .where(sql`lower(email)`, '=', target.email.toLowerCase())
    .orderBy('created_at', 'desc')
    .limit(1);
  const row = await q.where(ownedBy('otps', target.clientId)).executeTakeFirst();
  return row?.tries ?? 0;
}
