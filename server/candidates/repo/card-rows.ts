// The rows behind candidate cards (cards.ts): the account and profile of each candidate of the
// board, and whether the reading company may see the contact details (it revealed them, or the
// candidate applied to one of its jobs).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { appliedTo } from './visibility.ts';

/** The board's live candidates among the ids (erased ones and other roles left out), in no order. */
export async function candidateCardRows(db: Db, clientId: string, companyId: string, ids: readonly string[]) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.mob_no',
      'u.country_code',
      'u.avatar_uri',
      'u.last_active_at',
      'p.headline',
      'p.experiences',
      'p.city_id',
      'p.city_nm',
      'p.country_id',
      'p.country_nm',
      'p.experience_years',
      'p.experience_months',
      'p.skills',
      'p.resume',
    ])
    .select(
      sql<boolean>`(exists (select 1 from candidate_contact_reveals cr where cr.client_id = u.client_id
        and cr.company_id = ${companyId} and cr.candidate_id = u.id) or ${appliedTo(companyId)})`.as('contact_visible'),
    )
    .where('u.id', 'in', [...ids])
    .where('u.role', '=', 'candidate')
    .where('u.status', '!=', 'deleted')
    .execute();
}
