// Writes a checked save plan in one transaction. The form's version (updated_at) moves first and
// only from the version the edit started from, so of two admins saving the same version one wins
// and the other is told to reload instead of silently undoing the first one's work.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import type { SavePlan } from './check.ts';

const json = (v: unknown) => JSON.stringify(v);
const text = (v: { en: string } | null | undefined) => (v && v.en.trim() ? json({ ...v, en: v.en.trim() }) : null);

/** False when the form changed since `version` (nothing is written then). */
export async function writePlan(
  db: Db,
  at: { clientId: string; formId: string; version: string },
  plan: SavePlan,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, at.clientId);
    const moved = await scope
      .updateTable('custom_forms')
      .set({ updated_at: new Date() })
      .where('id', '=', at.formId)
      // The client holds the version as an ISO string, which keeps milliseconds only.
      .where(sql<Date>`date_trunc('milliseconds', updated_at)`, '=', new Date(at.version))
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    const removedIds = plan.removed.map((r) => r.id);
    if (removedIds.length)
      await scope
        .deleteFrom('custom_form_fields')
        .where('form_id', '=', at.formId)
        .where('id', 'in', removedIds)
        .execute();
    for (const { input: f, sectionId, sortOrder, stored } of plan.fields) {
      const shown = {
        label: json({ ...f.label, en: f.label.en.trim() }),
        placeholder: text(f.placeholder),
        help_text: text(f.helpText),
        required: f.required,
        sort_order: sortOrder,
        // Only job_post reads it (the job page shows public values); the editor sends what it read.
        is_public: f.isPublic ?? false,
      };
      // A product field's type, options and rules are the product's; the board words and orders it.
      const rules = {
        options: json(f.options ?? []),
        multiple: f.multiple ?? false,
        validation: f.validation ? json(f.validation) : null,
      };
      if (stored)
        await scope
          .updateTable('custom_form_fields')
          .set(stored.is_default ? shown : { ...shown, ...rules, section_id: sectionId })
          .where('id', '=', stored.id)
          .execute();
      else
        await scope
          .insertInto('custom_form_fields', {
            form_id: at.formId,
            section_id: sectionId,
            key_nm: f.keyNm,
            field_type: f.fieldType,
            is_default: false,
            ...shown,
            ...rules,
          })
          .execute();
    }
    return true;
  });
}
