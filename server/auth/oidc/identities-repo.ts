// The identities of other providers (Google, LinkedIn) linked to the board's accounts.
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';

/** The account a provider's subject is linked to, with what decides whether it may sign in. */
export async function linkedAccount(db: Db, clientId: string, provider: string, subject: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('user_identities as i')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'i.user_id').on(scope.owns('u')))
    .select(['u.id', 'u.role', 'u.status', 'u.deleted_at'])
    .where('i.provider', '=', provider)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Db,
  clientId: string,
  row: { user_id: string; provider: string; subject: string; email: string | null },
): Promise<void> {
  await scopedTo(db, clientId).insertInto('user_identities', row).execute();
}
