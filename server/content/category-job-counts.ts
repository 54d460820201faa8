// Open jobs per category of a tenant: public jobs only (ACTIVE, APPROVED, not deleted, not past
// their expiry), as the category pages and filters show them.
import type { Db } from '../db/database.ts';

const APPROVED = 2;

export async function openJobsByCategory(db: Db, clientId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['category_id', eb.fn.countAll<string>().as('n')])
    .where('client_id', '=', clientId)
    .where('status', '=', 'ACTIVE')
    .where('approval_status', '=', APPROVED)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}
