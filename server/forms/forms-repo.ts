// SQL of custom forms (tables of 0008-forms). Every query names the tenant; another tenant's form
// is never found.
import type { Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { CustomFormFieldsTable, CustomFormSectionsTable, CustomFormsTable } from '../db/tables-forms.ts';
import { defaultForm } from './defaults.ts';
import type { FormSeed } from './definition.ts';

export type FormRow = Selectable<CustomFormsTable>;
export type SectionRow = Selectable<CustomFormSectionsTable>;
export type FieldRow = Selectable<CustomFormFieldsTable>;

export type LoadedForm = { form: FormRow; sections: SectionRow[]; fields: FieldRow[] };

const json = (v: unknown) => JSON.stringify(v);

/**
 * Stores a form definition for a tenant. When the tenant already has a form of that code nothing
 * changes (two first requests racing both end with the one form).
 */
export async function createForm(db: Db, clientId: string, seed: FormSeed): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, clientId);
    const form = await scope
      .insertInto('custom_forms', { code: seed.code, name: json(seed.name) })
      .onConflict((oc) => oc.columns(['client_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!form) return;
    for (const [s, section] of seed.sections.entries()) {
      const { id: sectionId } = await scope
        .insertInto('custom_form_sections', {
          form_id: form.id,
          code: section.code,
          label: json(section.label),
          sort_order: s,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (section.fields.length === 0) continue;
      await scope
        .insertInto(
          'custom_form_fields',
          section.fields.map((f, i) => ({
            form_id: form.id,
            section_id: sectionId,
            key_nm: f.keyNm,
            label: json(f.label),
            field_type: f.fieldType,
            required: f.required,
            placeholder: f.placeholder ? json(f.placeholder) : null,
            help_text: f.helpText ? json(f.helpText) : null,
            options: json(f.options ?? []),
            multiple: f.multiple ?? false,
            validation: f.validation ? json(f.validation) : null,
            is_default: f.isDefault,
            is_public: f.isPublic ?? false,
            sort_order: i,
          })),
        )
        .execute();
    }
  });
}

/**
 * The form with its sections and fields in one statement: every search's cards and every
 * application read it, and three round trips were a tenth of a search's fixed statements.
 */
async function loadByCode(db: Db, clientId: string, code: string): Promise<LoadedForm | undefined> {
  const scope = scopedTo(db, clientId);
  const found = await scope
    .selectFrom('custom_forms as f')
    .selectAll('f')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('custom_form_sections as s')
          .selectAll('s')
          .where(scope.owns('s'))
          .whereRef('s.form_id', '=', 'f.id')
          .orderBy('s.sort_order')
          .orderBy('s.code'),
      ).as('sections'),
      jsonArrayFrom(
        eb
          .selectFrom('custom_form_fields as x')
          .selectAll('x')
          .where(scope.owns('x'))
          .whereRef('x.form_id', '=', 'f.id')
          .orderBy('x.sort_order')
          .orderBy('x.key_nm'),
      ).as('fields'),
    ])
    .where('f.code', '=', code)
    .executeTakeFirst();
  if (!found) return undefined;
  const { sections, fields, ...form } = found;
  return { form, sections, fields };
}

/**
 * A tenant's form by code. A default form the tenant does not have yet is created on the way
 * (tenants start with the product's forms without a seeding step); other codes are unknown.
 */
export async function findForm(db: Db, clientId: string, code: string): Promise<LoadedForm | undefined> {
  const found = await loadByCode(db, clientId, code);
  if (found) return found;
  const seed = defaultForm(code);
  if (!seed) return undefined;
  await createForm(db, clientId, seed);
  return loadByCode(db, clientId, code);
}
