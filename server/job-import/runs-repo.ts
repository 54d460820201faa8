// SQL of import runs (table import_runs). Every read names the tenant and the company, so another
// company's run, or another tenant's, is not found.
import { sql, type Selectable } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { ImportRowError, ImportRunsTable } from '../db/tables-imports.ts';
import { acrossTenants, scopedTo, type TenantScope } from '../db/tenant-scope.ts';

type S = components['schemas'];
export type RunRow = Selectable<ImportRunsTable> & { created_by_name: string | null };

/** The most row errors a run keeps (contract FileHistory.errors maxItems). */
export const MAX_ROW_ERRORS = 1000;

const selectRuns = (scope: TenantScope) =>
  scope
    .selectFrom('import_runs as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select(sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('created_by_name'));

export async function insertRun(
  db: Db,
  run: {
    clientId: string;
    companyId: string;
    userId: string;
    importType: S['JobImportType'];
    fileName: string;
    source: string | null;
    payload: S['ImportJobInput'][] | null;
    mirror: boolean;
  },
): Promise<string | null> {
  const row = await scopedTo(db, run.clientId)
    .insertInto('import_runs', {
      company_id: run.companyId,
      created_by: run.userId,
      import_type: run.importType,
      file_name: run.fileName,
      source: run.source,
      payload: run.payload ? JSON.stringify(run.payload) : null,
      mirror: run.mirror,
      total: run.payload?.length ?? 0,
    })
    // The partial unique index import_runs_busy: the same source is already queued or running.
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'company_id', 'source'])
        .where('source', 'is not', null)
        .where('status', 'in', ['queued', 'running'])
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findRun(db: Db, clientId: string, companyId: string, id: string) {
  return selectRuns(scopedTo(db, clientId))
    .where('r.company_id', '=', companyId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export async function listRuns(
  db: Db,
  clientId: string,
  companyId: string,
  q: {
    status?: S['FileHistoryStatus'];
    importType?: S['JobImportType'];
    sortBy?: 'createdAt' | 'finishedAt';
    desc: boolean;
    offset: number;
    limit: number;
  },
): Promise<{ rows: RunRow[]; total: number }> {
  const scope = scopedTo(db, clientId);
  let base = scope.selectFrom('import_runs as r').where('r.company_id', '=', companyId);
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.importType) base = base.where('r.import_type', '=', q.importType);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const order = q.desc ? sql`desc nulls last` : sql`asc nulls first`;
  const column = q.sortBy === 'finishedAt' ? sql.ref('r.finished_at') : sql.ref('r.created_at');
  let list = selectRuns(scope).where('r.company_id', '=', companyId);
  if (q.status) list = list.where('r.status', '=', q.status);
  if (q.importType) list = list.where('r.import_type', '=', q.importType);
  const rows = await list
    .orderBy(sql`${column} ${order}`)
    .orderBy('r.id', 'desc')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  return { rows, total: Number(n) };
}

// The import worker holds only the run's id (unique across every board): the claim yields the run
// and so its board, and the worker's later writes name the run by the same id.

/** Claims a run for the worker: queued, or running when a lost worker's attempt is retried. */
export async function claimRun(db: Db, id: string) {
  return acrossTenants(db)
    .updateTable('import_runs')
    .set({
      status: 'running',
      started_at: sql`coalesce(started_at, now())`,
      processed: 0,
      created: 0,
      updated: 0,
      closed: 0,
      failed: 0,
      errors: '[]',
      notes: '[]',
      message: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
}

export type Progress = {
  total: number;
  processed: number;
  created: number;
  updated: number;
  failed: number;
  closed: number;
};

export async function saveProgress(
  db: Db,
  id: string,
  p: Progress,
  errors: ImportRowError[],
  notes: ImportRowError[],
): Promise<void> {
  await acrossTenants(db)
    .updateTable('import_runs')
    .set({
      ...p,
      errors: JSON.stringify(errors.slice(0, MAX_ROW_ERRORS)),
      notes: JSON.stringify(notes.slice(0, MAX_ROW_ERRORS)),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function finishRun(
  db: Db,
  id: string,
  outcome: { status: 'done' | 'failed' | 'queued'; message?: string | null },
): Promise<void> {
  await acrossTenants(db)
    .updateTable('import_runs')
    .set({
      status: outcome.status,
      message: outcome.message ?? null,
      // A run put back in the queue (shutdown) is not finished; its payload is still needed.
      ...(outcome.status === 'queued' ? {} : { finished_at: new Date(), payload: null }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}
