// SQL on the companies that employer registration creates and employer views show.
import { randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { CompaniesTable } from '../db/tables.ts';

export type CompanyRow = Selectable<CompaniesTable>;

export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
  return base || 'company';
}

/**
 * Whether a company of this name already exists on the site. A company whose only account is
 * the owner's unverified registration does not count, so an abandoned sign-up cannot hold a
 * name; `exceptId` is the registration's own company when it is re-submitted.
 */
export async function companyNameTaken(
  db: Db,
  clientId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  let q = scopedTo(db, clientId)
    .selectFrom('companies as c')
    .select('c.id')
    .where(sql`lower(c.name)`, '=', name.trim().toLowerCase())
    .where((eb) =>
      eb.not(
        eb.and([
          eb.exists(
            eb
              .selectFrom('users as u')
              .select('u.id')
              .whereRef('u.company_id', '=', 'c.id')
              .where('u.deleted_at', 'is', null)
              .where('u.status', '=', 'unverified')
              .where('u.employer_kind', '=', 1),
          ),
          eb.not(
            eb.exists(
              eb
                .selectFrom('users as v')
                .select('v.id')
                .whereRef('v.company_id', '=', 'c.id')
                .where('v.deleted_at', 'is', null)
                .where('v.status', '!=', 'unverified'),
            ),
          ),
        ]),
      ),
    );
  if (exceptId) q = q.where('c.id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

async function freeSlug(db: Db, clientId: string, name: string, exceptId: string | null): Promise<string> {
  const base = slugify(name);
  let q = scopedTo(db, clientId).selectFrom('companies').select('id').where('slug', '=', base);
  if (exceptId) q = q.where('id', '!=', exceptId);
  const taken = await q.executeTakeFirst();
  return taken ? `${base.slice(0, 190)}-${randomBytes(3).toString('hex')}` : base;
}

export async function insertCompany(
  db: Db,
  clientId: string,
  company: { name: string; website: string | null },
): Promise<string> {
  const { id } = await scopedTo(db, clientId)
    .insertInto('companies', {
      name: company.name.trim(),
      slug: await freeSlug(db, clientId, company.name, null),
      website: company.website,
      location: '{}',
      socials: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function renameCompany(
  db: Db,
  clientId: string,
  id: string,
  company: { name: string; website: string | null },
  now: Date,
): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('companies')
    .set({
      name: company.name.trim(),
      slug: await freeSlug(db, clientId, company.name, id),
      website: company.website,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function findCompany(db: Db, clientId: string, id: string): Promise<CompanyRow | undefined> {
  return scopedTo(db, clientId).selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}
