// SQL of a tenant's own row that settings need beyond the request's tenant.
import type { Db } from '../db/database.ts';

export async function clientRegion(
  db: Db,
  clientId: string,
): Promise<{ country: string | null; timezone: string | null }> {
  const row = await db
    .selectFrom('clients')
    .select(['country', 'timezone'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  return { country: row?.country ?? null, timezone: row?.timezone ?? null };
}
