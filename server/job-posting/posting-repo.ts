// SQL of the employer's write side of jobs. Every query names the tenant, and every job query
// the employer's company too, so another company's job is simply not found.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobsTable } from '../db/tables-jobs.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { JOB_COLUMNS, type JobRow } from '../jobs/index.ts';

export type JobInsert = Insertable<JobsTable>;
export type JobPatch = Updateable<JobsTable>;

/** A job of the company on the tenant; deleted jobs are not found. */
export async function findCompanyJob(
  db: Db,
  clientId: string,
  companyId: string,
  jobId: string,
): Promise<JobRow | undefined> {
  return scopedTo(db, clientId)
    .selectFrom('jobs')
    .select(JOB_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .where('status', '!=', 'DELETED')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertJob(db: Db, values: JobInsert): Promise<string> {
  const { client_id: clientId, ...row } = values;
  const { id } = await scopedTo(db, clientId).insertInto('jobs', row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateJob(db: Db, clientId: string, jobId: string, patch: JobPatch): Promise<JobRow> {
  return scopedTo(db, clientId)
    .updateTable('jobs')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', jobId)
    .returning(JOB_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Moves the company's named jobs that are not yet deleted to DELETED; returns how many moved. */
export async function softDeleteCompanyJobs(
  db: Db,
  clientId: string,
  companyId: string,
  ids: string[],
): Promise<number> {
  const rows = await scopedTo(db, clientId)
    .updateTable('jobs')
    .set({ status: 'DELETED', deleted_at: new Date(), updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .where('status', '!=', 'DELETED')
    .returning('id')
    .execute();
  return rows.length;
}

export async function slugTaken(db: Db, clientId: string, slug: string, exceptJobId?: string): Promise<boolean> {
  let q = scopedTo(db, clientId).selectFrom('jobs').select('id').where('slug', '=', slug);
  if (exceptJobId) q = q.where('id', '!=', exceptJobId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/** The tenant's slugs that are `root` followed by a number. */
export async function slugsLike(db: Db, clientId: string, root: string, exceptJobId?: string): Promise<string[]> {
  let q = scopedTo(db, clientId)
    .selectFrom('jobs')
    .select('slug')
    .where('slug', 'like', `${root.replace(/[\\%_]/g, '\\$&')}-%`);
  if (exceptJobId) q = q.where('id', '!=', exceptJobId);
  const rows = await q.execute();
  return rows.map((r) => r.slug).filter((s): s is string => s !== null);
}

export async function companyProfile(db: Db, clientId: string, companyId: string) {
  return scopedTo(db, clientId)
    .selectFrom('companies')
    .select(['name', 'logo_uri', 'about', 'website'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export async function categoryName(db: Db, clientId: string, categoryId: string): Promise<string | undefined> {
  const row = await scopedTo(db, clientId)
    .selectFrom('categories')
    .select('name')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return row?.name;
}
