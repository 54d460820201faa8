// The form being edited, held on the client until saved: sections of fields in order, each field
// as the save call takes it plus what the editor needs to know about it (product field, saved
// type). Pure functions, so the rules of moving, adding and sending are tested without a screen.
import type { AdminFormDefinition, AdminFormFieldInput, AdminFormInput, CustomFieldType } from '@generated/api/model';
import type { FormField } from '@shared/custom-form/index.ts';

export type DraftField = AdminFormFieldInput & {
  /** Stable identity on the screen: the stored id, or a new one for an added field. */
  id: string;
  isDefault: boolean;
  productRequired: boolean;
  /** Saved before: its key and type stay (answers already given keep their meaning). */
  saved: boolean;
};
export type DraftSection = { code: string; label: string; fields: DraftField[] };
export type Draft = {
  code: string;
  name: string;
  updatedAt: string;
  licensed: boolean;
  sections: DraftSection[];
};

export const CHOICE_TYPES: readonly CustomFieldType[] = ['dropdown', 'checkbox'];
export const MULTIPLE_TYPES: readonly CustomFieldType[] = ['dropdown', 'checkbox', 'file', 'categories'];
export const TEXT_TYPES: readonly CustomFieldType[] = ['text', 'text_area', 'email', 'url', 'phone_number'];

export function fromDefinition(def: AdminFormDefinition): Draft {
  return {
    code: def.code,
    name: def.name.en,
    updatedAt: def.updatedAt,
    licensed: def.customFieldsLicensed,
    sections: def.sections.map((s) => ({
      code: s.code,
      label: s.label.en,
      fields: s.fields.map((f) => ({
        id: f._id,
        keyNm: f.keyNm,
        label: f.label,
        fieldType: f.fieldType,
        required: f.required,
        placeholder: f.placeholder ?? null,
        helpText: f.helpText ?? null,
        options: f.options ?? [],
        multiple: f.multiple ?? false,
        validation: f.validation ?? null,
        isDefault: f.isDefault,
        isPublic: f.isPublic ?? false,
        productRequired: f.productRequired,
        saved: true,
      })),
    })),
  };
}

/** The save call's body: the fields in their order, without the editor's own notes. */
export function toInput(draft: Draft): AdminFormInput {
  return {
    updatedAt: draft.updatedAt,
    sections: draft.sections.map((s) => ({
      code: s.code,
      fields: s.fields.map(({ id: _id, isDefault: _d, productRequired: _p, saved: _s, ...field }) => field),
    })),
  };
}

/** The fields as the live preview renders them, in the order users will see them. */
export function previewFields(draft: Draft): FormField[] {
  return draft.sections.flatMap((s, si) =>
    s.fields.map((f, i) => ({
      _id: f.id,
      keyNm: f.keyNm,
      label: f.label,
      fieldType: f.fieldType,
      required: f.required,
      placeholder: f.placeholder ?? null,
      helpText: f.helpText ?? null,
      options: f.options ?? [],
      multiple: f.multiple ?? false,
      validation: f.validation ?? null,
      isDefault: f.isDefault,
      sortOrder: si * 1000 + i,
    })),
  );
}

/** Moves a field one place up (-1) or down (+1) within its section; out of range changes nothing. */
export function moveField(draft: Draft, sectionCode: string, index: number, delta: -1 | 1): Draft {
  return mapSection(draft, sectionCode, (fields) => {
    const to = index + delta;
    if (to < 0 || to >= fields.length) return fields;
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(to, 0, moved);
    return next;
  });
}

/** Adds a field at the end of its section, or replaces the field with the same id. */
export function putField(draft: Draft, sectionCode: string, field: DraftField): Draft {
  return mapSection(draft, sectionCode, (fields) =>
    fields.some((f) => f.id === field.id) ? fields.map((f) => (f.id === field.id ? field : f)) : [...fields, field],
  );
}

export function removeField(draft: Draft, sectionCode: string, id: string): Draft {
  return mapSection(draft, sectionCode, (fields) => fields.filter((f) => f.id !== id || f.isDefault));
}

function mapSection(draft: Draft, code: string, change: (fields: DraftField[]) => DraftField[]): Draft {
  return { ...draft, sections: draft.sections.map((s) => (s.code === code ? { ...s, fields: change(s.fields) } : s)) };
}

export function takenKeys(draft: Draft): Set<string> {
  return new Set(draft.sections.flatMap((s) => s.fields.map((f) => f.keyNm.toLowerCase())));
}

/** "Preferred shift (days)" → preferredShiftDays; a key already taken gets a number. */
export function keyFromLabel(label: string, taken: ReadonlySet<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const joined = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]?.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  const base = (/^[A-Za-z]/.test(joined) ? joined : `field${joined}`).slice(0, 56);
  let key = base;
  for (let n = 2; taken.has(key.toLowerCase()); n += 1) key = `${base}${n}`;
  return key;
}

/** "Night shift" → night-shift: the stored value of a new option, unique within the field. */
export function optionValue(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 90) || 'option';
  let value = base;
  for (let n = 2; taken.has(value); n += 1) value = `${base}-${n}`;
  return value;
}

export function isDirty(draft: Draft, saved: Draft): boolean {
  return JSON.stringify(toInput(draft)) !== JSON.stringify(toInput(saved));
}
