// The strict check of a saved definition against the stored form: the sections are the product's,
// keys are unique, product fields stay (same section, same type, still required when the product
// needs them), a saved custom field keeps its type (answers already given stay readable), and each
// custom field keeps the rules of its type. Every problem answers 400 naming the field.
import type { components } from '@generated/schema';
import { badRequest, forbidden } from '../../errors/errors.ts';
import type { FieldRow, LoadedForm } from '../../forms/index.ts';
import { customFieldProblems } from './field-rules.ts';
import { productRequired } from './product-fields.ts';

type S = components['schemas'];
type FieldInput = S['AdminFormFieldInput'];

/** Most fields one form may hold (every field is a column of the form's JSON Schema). */
export const MAX_FIELDS = 100;

/** One field as it will be stored: where it goes and what it was (undefined for a new field). */
export type PlannedField = { input: FieldInput; sectionId: string; sortOrder: number; stored: FieldRow | undefined };
export type SavePlan = { fields: PlannedField[]; removed: FieldRow[] };

type Problem = { field: string; message: string };

const nameOf = (f: FieldInput, at: string) => (f.label.en.trim() ? `'${f.label.en.trim()}'` : at);

function productFieldProblems(f: FieldInput, row: FieldRow, sectionId: string, code: string, name: string) {
  const out: { prop: string; message: string }[] = [];
  if (row.section_id !== sectionId)
    out.push({ prop: 'keyNm', message: `${name} is a product field and stays in its section` });
  if (f.fieldType !== row.field_type)
    out.push({ prop: 'fieldType', message: `${name} is a product field; its type cannot change` });
  if (!f.required && productRequired(code, row.key_nm))
    out.push({ prop: 'required', message: `${name} is needed by the product and stays required` });
  return out;
}

/**
 * The plan of a save, or a 400 listing every problem (the message is the first one's). Without the
 * custom-fields licence the input may hold product fields only, and stored custom fields are kept.
 */
export function planSave(loaded: LoadedForm, input: S['AdminFormInput'], licensed: boolean): SavePlan {
  const problems: Problem[] = [];
  const sectionByCode = new Map(loaded.sections.map((s) => [s.code, s]));
  const storedByKey = new Map(loaded.fields.map((f) => [f.key_nm, f]));
  const seenSections = new Set<string>();
  const seenKeys = new Set<string>();
  const fields: PlannedField[] = [];
  input.sections.forEach((section, s) => {
    const stored = sectionByCode.get(section.code);
    if (!stored || seenSections.has(section.code)) {
      problems.push({ field: `body.sections.${s}.code`, message: `The form has no section '${section.code}' to save` });
      return;
    }
    seenSections.add(section.code);
    section.fields.forEach((f, i) => {
      const at = `body.sections.${s}.fields.${i}`;
      const name = nameOf(f, `Field ${i + 1} of '${stored.label.en}'`);
      const push = (prop: string, message: string) => problems.push({ field: `${at}.${prop}`, message });
      if (!f.label.en.trim()) push('label', `${name} needs a label`);
      if (seenKeys.has(f.keyNm.toLowerCase())) push('keyNm', `${name}: the key '${f.keyNm}' is used twice`);
      seenKeys.add(f.keyNm.toLowerCase());
      const row = storedByKey.get(f.keyNm);
      if (row?.is_default) {
        for (const p of productFieldProblems(f, row, stored.id, loaded.form.code, name)) push(p.prop, p.message);
      } else {
        if (!licensed) throw forbidden('Your plan does not include custom fields');
        if (row && row.field_type !== f.fieldType)
          push('fieldType', `${name}: a saved field keeps its type; add a new field for another type`);
        for (const p of customFieldProblems(f, name)) push(p.prop, p.message);
      }
      fields.push({ input: f, sectionId: stored.id, sortOrder: i, stored: row });
    });
  });
  for (const section of loaded.sections)
    if (!seenSections.has(section.code))
      problems.push({ field: 'body.sections', message: `The section '${section.label.en}' is missing` });
  const kept = new Set(fields.map((f) => f.input.keyNm));
  for (const row of loaded.fields)
    if (row.is_default && !kept.has(row.key_nm))
      problems.push({ field: 'body.sections', message: `'${row.label.en}' is a product field and cannot be removed` });
  const total = fields.length + (licensed ? 0 : loaded.fields.filter((f) => !f.is_default).length);
  if (total > MAX_FIELDS)
    problems.push({ field: 'body.sections', message: `A form holds at most ${MAX_FIELDS} fields` });
  if (problems.length) {
    const first = problems[0]?.message ?? 'The form is not valid';
    throw badRequest(problems.length > 1 ? `${first} (and ${problems.length - 1} more)` : first, { fields: problems });
  }
  // Without the licence custom fields are neither shown nor sent, so they are kept as they are.
  const removed = licensed ? loaded.fields.filter((row) => !row.is_default && !kept.has(row.key_nm)) : [];
  return { fields, removed };
}
