// SQL on candidate and employer accounts. Every query is scoped to one tenant (client_id) and
// ignores soft-deleted accounts. E-mails are compared case-insensitively.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { UsersTable } from '../db/tables.ts';

export type AccountRole = 'candidate' | 'employer';

export type UserRow = Selectable<UsersTable> & { company_name: string | null };

function liveUsers(db: Db, clientId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('users as u')
    .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'u.company_id').on(scope.owns('c')))
    .selectAll('u')
    .select('c.name as company_name')
    .where('u.deleted_at', 'is', null);
}

/** The live account of a role holding an e-mail (at most one: a unique index says so). */
export async function findUserByEmail(
  db: Db,
  clientId: string,
  role: AccountRole | 'admin',
  email: string,
): Promise<UserRow | undefined> {
  return liveUsers(db, clientId)
    .where('u.role', '=', role)
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Db, clientId: string, id: string): Promise<UserRow | undefined> {
  return liveUsers(db, clientId).where('u.id', '=', id).executeTakeFirst();
}

/** Whether a verified live account of the role, other than `exceptId`, has this mobile number. */
export async function mobileTaken(
  db: Db,
  clientId: string,
  role: AccountRole,
  mobile: { countryCode: string; mobNo: string },
  exceptId: string | null = null,
): Promise<boolean> {
  let q = scopedTo(db, clientId)
    .selectFrom('users')
    .select('id')
    .where('role', '=', role)
    .where('deleted_at', 'is', null)
    .where('status', '!=', 'unverified')
    .where('country_code', '=', mobile.countryCode)
    .where('mob_no', '=', mobile.mobNo);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Db, values: Insertable<UsersTable>): Promise<string> {
  const { client_id: clientId, ...row } = values;
  const { id } = await scopedTo(db, clientId).insertInto('users', row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUser(
  db: Db,
  clientId: string,
  id: string,
  patch: Updateable<UsersTable>,
  now: Date,
): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('users')
    .set({ ...patch, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function recordAudit(
  db: Db,
  entry: { clientId: string; actorId: string | null; actingForId: string | null; action: string; detail: object },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      client_id: entry.clientId,
      actor_id: entry.actorId,
      acting_for_id: entry.actingForId,
      action: entry.action,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}
