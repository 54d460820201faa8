// The skills master data a tenant's candidates pick from (the platform's items and the tenant's
// own), handed to the parser so that skills it finds keep their master-data ids.
import type { Db } from '../db/database.ts';
import { platformOrOwnedBy } from '../db/tenant-scope.ts';

/** An item of the skills master data, as the resume parser matches skills against it (server/resumes/parser/types.ts). */
export type SkillItem = { id: string; nm: string };

export async function tenantSkills(db: Db, clientId: string): Promise<SkillItem[]> {
  const rows = await db
    .selectFrom('masters')
    .select(['id', 'name'])
    .where('kind', '=', 'skills')
    .where(platformOrOwnedBy('masters', clientId))
    .orderBy('client_id', 'desc')
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({ id: r.id, nm: r.name }));
}
