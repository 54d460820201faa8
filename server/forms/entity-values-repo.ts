// SQL of form values read by someone other than who saved them: a job's job_post values (one row
// per job, entity_key = the job's id, whoever of its company saved last) and candidates'
// additional details (their own rows, entity_key ''), and the job a job_post value belongs to.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { FormDataRow } from './form-data-repo.ts';

export type EntityKey = { clientId: string; formId: string; entityKey: string };

/** The values saved for an entity: the newest row, whoever saved it. */
export async function entityRow(db: Db, k: EntityKey): Promise<FormDataRow | undefined> {
  return scopedTo(db, k.clientId)
    .selectFrom('form_data')
    .selectAll()
    .where('form_id', '=', k.formId)
    .where('entity_key', '=', k.entityKey)
    .orderBy('submitted_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Makes the entity's values the caller's row before the caller saves them: rows are kept per
 * user, and a job's values are its company's, so a colleague saving next replaces (and keeps the
 * former answers of) the one row instead of starting a second.
 */
export async function claimEntityRow(db: Db, k: EntityKey, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const newest = await entityRow(trx, k);
    if (!newest) return;
    const tenant = scopedTo(trx, k.clientId);
    await tenant
      .deleteFrom('form_data')
      .where('form_id', '=', k.formId)
      .where('entity_key', '=', k.entityKey)
      .where('id', '!=', newest.id)
      .execute();
    if (newest.user_id !== userId)
      await tenant.updateTable('form_data').set({ user_id: userId }).where('id', '=', newest.id).execute();
  });
}

/** Copies an entity's values to another entity of the same form (a copied job keeps its details). */
export async function copyEntityRow(db: Db, from: EntityKey, toEntityKey: string, userId: string): Promise<void> {
  const row = await entityRow(db, from);
  if (!row) return;
  await scopedTo(db, from.clientId)
    .insertInto('form_data', {
      form_id: from.formId,
      user_id: userId,
      entity_key: toEntityKey,
      values: JSON.stringify(row.values),
      fields: JSON.stringify(row.fields ?? []),
      submitted_at: new Date(),
    })
    .onConflict((oc) => oc.columns(['client_id', 'form_id', 'user_id', 'entity_key']).doNothing())
    .execute();
}

/** Users' own values of a form (entity ''), for readers such as employers. */
export async function ownRowsOf(
  db: Db,
  k: { clientId: string; formId: string },
  userIds: readonly string[],
): Promise<FormDataRow[]> {
  if (userIds.length === 0) return [];
  return scopedTo(db, k.clientId)
    .selectFrom('form_data')
    .selectAll()
    .where('form_id', '=', k.formId)
    .where('entity_key', '=', '')
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** A job of the company (not deleted), with its status: the entity of job_post values. */
export async function companyJob(
  db: Db,
  k: { clientId: string; companyId: string; jobId: string },
): Promise<{ id: string; status: string } | undefined> {
  return scopedTo(db, k.clientId)
    .selectFrom('jobs')
    .select(['id', 'status'])
    .where('company_id', '=', k.companyId)
    .where('id', '=', k.jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
