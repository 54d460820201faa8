// Stored forms as the editor reads them: the list's summaries and one form's definition, fields in
// the order users see them (the order the apply and registration forms use, present.ts).
import type { components } from '@generated/schema';
import { type LoadedForm, toField, visibleFieldRows } from '../../forms/index.ts';
import { productRequired } from './product-fields.ts';

type S = components['schemas'];

export function toSummary(loaded: LoadedForm): S['AdminFormSummary'] {
  const custom = loaded.fields.filter((f) => !f.is_default).length;
  return {
    code: loaded.form.code as S['AdminFormCode'],
    name: loaded.form.name,
    updatedAt: new Date(loaded.form.updated_at).toISOString(),
    sectionCount: loaded.sections.length,
    defaultFieldCount: loaded.fields.length - custom,
    customFieldCount: custom,
  };
}

export function toDefinition(loaded: LoadedForm, licensed: boolean): S['AdminFormDefinition'] {
  const code = loaded.form.code;
  const rows = visibleFieldRows(loaded, licensed);
  return {
    code: code as S['AdminFormCode'],
    name: loaded.form.name,
    updatedAt: new Date(loaded.form.updated_at).toISOString(),
    customFieldsLicensed: licensed,
    sections: loaded.sections.map((s) => ({
      code: s.code,
      label: s.label,
      fields: rows
        .filter((f) => f.section_id === s.id)
        .map((f) => ({ ...toField(f, true), productRequired: f.is_default && productRequired(code, f.key_nm) })),
    })),
  };
}
