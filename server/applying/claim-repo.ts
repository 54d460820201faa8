// A guest who registers with the e-mail they applied with gets those applications: when the
// candidate verifies the address on the same tenant (server/auth/registration.ts), the guest
// applications of that address become the candidate's. The verified code proves the address is
// theirs. An application to a job the candidate already has one for stays a guest's.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export async function claimGuestApplications(db: Db, clientId: string, userId: string, email: string): Promise<number> {
  const scope = scopedTo(db, clientId);
  const result = await scope
    .updateTable('applications as a')
    .set({ candidate_id: userId, guest_email: null, claimed_at: new Date() })
    .where('a.candidate_id', 'is', null)
    .where(sql`lower(a.guest_email)`, '=', email.trim().toLowerCase())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applications as mine')
            .select('mine.id')
            .where(scope.owns('mine'))
            .where('mine.candidate_id', '=', userId)
            .whereRef('mine.job_id', '=', 'a.job_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
