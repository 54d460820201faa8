// A form definition as code writes it (default forms, tests): the stored shape without ids.
import type { FormField } from '../../shared/custom-form/index.ts';

export type FieldSeed = Omit<FormField, '_id' | 'sortOrder'>;

export type SectionSeed = {
  code: string;
  label: { en: string };
  fields: FieldSeed[];
};

export type FormSeed = {
  code: string;
  name: { en: string };
  sections: SectionSeed[];
};

/** A field with the usual blanks filled in. */
export function seedField(f: Pick<FieldSeed, 'keyNm' | 'label' | 'fieldType'> & Partial<FieldSeed>): FieldSeed {
  return {
    required: false,
    placeholder: null,
    helpText: null,
    options: [],
    multiple: false,
    validation: null,
    isDefault: true,
    ...f,
  };
}
