// SQL of saved form values (form_data of 0008-forms, 0045): one row per tenant, form, user and entity.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { FormDataTable } from '../db/tables-forms.ts';
import type { FormField } from '../../shared/custom-form/index.ts';

export type FormDataRow = Selectable<FormDataTable>;

export type FormDataKey = { clientId: string; formId: string; userId: string; entityKey: string };

export async function findFormData(db: Db, k: FormDataKey): Promise<FormDataRow | undefined> {
  return scopedTo(db, k.clientId)
    .selectFrom('form_data')
    .selectAll()
    .where('form_id', '=', k.formId)
    .where('user_id', '=', k.userId)
    .where('entity_key', '=', k.entityKey)
    .executeTakeFirst();
}

/**
 * Saves the values, replacing what the user saved before for the same form and entity. `fields`
 * are the fields the values answer, kept so an answer outlives its field (former-answers.ts).
 */
export async function upsertFormData(
  db: Db,
  k: FormDataKey,
  values: Record<string, unknown>,
  fields: readonly FormField[] = [],
): Promise<FormDataRow> {
  return scopedTo(db, k.clientId)
    .insertInto('form_data', {
      form_id: k.formId,
      user_id: k.userId,
      entity_key: k.entityKey,
      values: JSON.stringify(values),
      fields: JSON.stringify(fields),
      submitted_at: new Date(),
    })
    .onConflict((oc) =>
      oc.columns(['client_id', 'form_id', 'user_id', 'entity_key']).doUpdateSet({
        values: sql`excluded.values`,
        fields: sql`excluded.fields`,
        submitted_at: sql`excluded.submitted_at`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
