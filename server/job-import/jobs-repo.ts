// SQL of the jobs an import writes: the company's jobs by reference number, slugs already taken,
// the batch's upsert on the unique (tenant, company, reference number) index, the mirror's
// closing of what the source no longer lists, and the savepoints that let one row fail alone.
import { sql, type Insertable } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { JobsTable } from '../db/tables-jobs.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

type S = components['schemas'];

/** Which of these slugs the board's jobs already use. */
export async function takenSlugs(db: Db, clientId: string, slugs: string[]): Promise<string[]> {
  const rows = await scopedTo(db, clientId).selectFrom('jobs').select('slug').where('slug', 'in', slugs).execute();
  return rows.map((r) => r.slug).filter((s): s is string => s !== null);
}

/** The columns a second import of a reference changes; status, slug and approval stay. */
const UPDATED_COLUMNS = [
  'title',
  'description',
  'employment_type',
  'category_id',
  'category_nm',
  'location_type',
  'workplace_type',
  'city_id',
  'city_nm',
  'state_id',
  'state_nm',
  'country_id',
  'country_nm',
  'address',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'experience_min',
  'experience_max',
  'qualification',
  'redirect_url',
  'company_info',
  'import_type',
  'import_run_id',
] as const;

/** Inserts the jobs, or updates the feed's columns of one with the same reference (not closed or deleted). */
export async function upsertJobs(db: Db, values: Insertable<JobsTable>[]): Promise<void> {
  // Each row names its board; a batch is one board's (the writer's), so this is one statement.
  const boards = new Map<string, TenantRow<'jobs'>[]>();
  for (const { client_id: clientId, ...row } of values) {
    const rows = boards.get(clientId);
    if (rows) rows.push(row);
    else boards.set(clientId, [row]);
  }
  for (const [clientId, rows] of boards) await upsertBoardJobs(db, clientId, rows);
}

async function upsertBoardJobs(db: Db, clientId: string, rows: TenantRow<'jobs'>[]): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('jobs', rows)
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'company_id', 'reference_number'])
        .where('reference_number', 'is not', null)
        .doUpdateSet((eb) => ({
          ...Object.fromEntries(UPDATED_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])),
          updated_at: new Date(),
        }))
        .where('jobs.status', 'not in', ['CLOSED', 'DELETED'])
        .where('jobs.deleted_at', 'is', null),
    )
    .execute();
}

/** The company's jobs that carry these reference numbers. */
export async function jobsByReference(db: Db, clientId: string, companyId: string, refs: string[]) {
  return scopedTo(db, clientId)
    .selectFrom('jobs')
    .select(['reference_number', 'status', 'deleted_at'])
    .where('company_id', '=', companyId)
    .where('reference_number', 'in', refs)
    .execute();
}

/** Closes the company's live jobs of the import type whose reference is not among `seenRefs`; how many. */
export async function closeJobsNotListed(
  db: Db,
  clientId: string,
  companyId: string,
  importType: S['JobImportType'],
  seenRefs: string[],
  closableFrom: readonly S['JobStatus'][],
): Promise<number> {
  const rows = await scopedTo(db, clientId)
    .updateTable('jobs')
    .set({ status: 'CLOSED', updated_at: new Date() })
    .where('company_id', '=', companyId)
    .where('import_type', '=', importType)
    .where('reference_number', 'is not', null)
    .where('deleted_at', 'is', null)
    .where('status', 'in', [...closableFrom])
    .where(sql<boolean>`not (reference_number = any(${seenRefs}::text[]))`)
    .returning('id')
    .execute();
  return rows.length;
}

/** The savepoints of a batch and of one row within the caller's transaction. */
export type Savepoint = 'import_batch' | 'import_row';

export async function setSavepoint(db: Db, name: Savepoint): Promise<void> {
  await (name === 'import_row' ? sql`savepoint import_row` : sql`savepoint import_batch`).execute(db);
}

export async function releaseSavepoint(db: Db, name: Savepoint): Promise<void> {
  await (name === 'import_row' ? sql`release savepoint import_row` : sql`release savepoint import_batch`).execute(db);
}

export async function rollbackToSavepoint(db: Db, name: Savepoint): Promise<void> {
  await (
    name === 'import_row' ? sql`rollback to savepoint import_row` : sql`rollback to savepoint import_batch`
  ).execute(db);
}
