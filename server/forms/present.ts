// Stored forms as the contract shows them (CustomForm, CustomField), with the populate options of
// custom-form/get and the licence rule for custom fields.
import type { components } from '@generated/schema';
import type { FormField } from '../../shared/custom-form/index.ts';
import type { FieldRow, LoadedForm } from './forms-repo.ts';

type CustomForm = components['schemas']['CustomForm'];
type CustomFormSection = components['schemas']['CustomFormSection'];

export type Populate = {
  sections: boolean;
  defaultFields: boolean;
  customFields: boolean;
  mimeTypes: boolean;
  /** Whether the tenant's licence covers custom_fields; without it custom fields never show. */
  customFieldsLicensed: boolean;
};

export const POPULATE_ALL = (customFieldsLicensed: boolean): Populate => ({
  sections: true,
  defaultFields: true,
  customFields: true,
  mimeTypes: true,
  customFieldsLicensed,
});

export function toField(row: FieldRow, withMimeTypes: boolean): FormField {
  let validation = row.validation;
  if (validation && !withMimeTypes && 'mimeTypes' in validation) {
    const { mimeTypes: _hidden, ...rest } = validation;
    validation = rest;
  }
  return {
    _id: row.id,
    keyNm: row.key_nm,
    label: row.label,
    fieldType: row.field_type,
    required: row.required,
    placeholder: row.placeholder,
    helpText: row.help_text,
    options: row.options,
    multiple: row.multiple,
    validation,
    isDefault: row.is_default,
    sortOrder: row.sort_order,
    isPublic: row.is_public,
  };
}

/**
 * The fields a user fills: the default ones, and the custom ones when the licence covers them, by
 * section and then by position (default and custom share one order; the form editor sets it).
 */
export function visibleFieldRows(loaded: LoadedForm, customFieldsLicensed: boolean): FieldRow[] {
  const order = new Map(loaded.sections.map((s) => [s.id, s.sort_order]));
  return loaded.fields
    .filter((f) => f.is_default || customFieldsLicensed)
    .sort(
      (a, b) =>
        (order.get(a.section_id) ?? 0) - (order.get(b.section_id) ?? 0) ||
        a.sort_order - b.sort_order ||
        Number(b.is_default) - Number(a.is_default),
    );
}

export function toCustomForm(loaded: LoadedForm, p: Populate): CustomForm {
  const out: CustomForm = {
    _id: loaded.form.id,
    code: loaded.form.code,
    name: loaded.form.name,
    updatedAt: new Date(loaded.form.updated_at).toISOString(),
  };
  if (!p.sections) return out;
  out.sections = loaded.sections.map((s) => {
    const section: CustomFormSection = { code: s.code, label: s.label, sortOrder: s.sort_order };
    const mine = loaded.fields.filter((f) => f.section_id === s.id);
    if (p.defaultFields) section.defaultFields = mine.filter((f) => f.is_default).map((f) => toField(f, p.mimeTypes));
    if (p.customFields) {
      section.customFields = p.customFieldsLicensed
        ? mine.filter((f) => !f.is_default).map((f) => toField(f, p.mimeTypes))
        : [];
    }
    return section;
  });
  return out;
}
