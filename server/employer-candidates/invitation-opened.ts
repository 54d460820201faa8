// The invited candidate opened the job page from an invitation (invite/opened). Only the
// candidate's own invitation is found (anyone else's answers 404, like an unknown one); the first
// opening is kept, so later ones change nothing and answer affected 0.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';

type S = components['schemas'];

export async function markOpened(
  db: Db,
  clientId: string,
  candidateId: string,
  invitationId: string,
): Promise<S['Done']> {
  const updated = await db
    .updateTable('candidate_invitations')
    .set({ opened_at: sql<Date>`now()` })
    .where('client_id', '=', clientId)
    .where('candidate_id', '=', candidateId)
    .where('id', '=', invitationId)
    .where('opened_at', 'is', null)
    .executeTakeFirst();
  const affected = Number(updated.numUpdatedRows);
  if (affected) return { affected };
  const mine = await db
    .selectFrom('candidate_invitations')
    .select('id')
    .where('client_id', '=', clientId)
    .where('candidate_id', '=', candidateId)
    .where('id', '=', invitationId)
    .executeTakeFirst();
  if (!mine) throw notFound('No such invitation');
  return { affected: 0 };
}
