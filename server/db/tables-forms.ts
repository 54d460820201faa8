// Row types of custom forms and saved form data (migrations 0008-forms, 0045-form-data-fields).
import type { Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

type S = components['schemas'];

export type CustomFormsTable = {
  id: Generated<string>;
  client_id: string;
  code: string;
  name: Json<S['LocalizedText']>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type CustomFormSectionsTable = {
  id: Generated<string>;
  client_id: string;
  form_id: string;
  code: string;
  label: Json<S['LocalizedText']>;
  sort_order: number;
};

export type CustomFormFieldsTable = {
  id: Generated<string>;
  client_id: string;
  form_id: string;
  section_id: string;
  key_nm: string;
  label: Json<S['LocalizedText']>;
  field_type: S['CustomFieldType'];
  required: boolean;
  placeholder: Json<S['LocalizedText']> | null;
  help_text: Json<S['LocalizedText']> | null;
  options: Json<S['CustomFieldOption'][]>;
  multiple: boolean;
  validation: Json<S['CustomFieldValidation']> | null;
  is_default: boolean;
  sort_order: number;
  /** A job_post field whose value the job's page shows (migration 0046); false elsewhere. */
  is_public: Generated<boolean>;
};

/** One user's values of one form (per entity when the form is filled per object, '' otherwise). */
export type FormDataTable = {
  id: Generated<string>;
  client_id: string;
  form_id: string;
  user_id: string;
  entity_key: string;
  values: Json<S['CustomFormValues']>;
  /** The fields the values answered, as they were when saved (migration 0045). */
  fields: Json<S['CustomField'][]>;
  submitted_at: Timestamp;
  created_at: Timestamp;
};

export type FormTables = {
  custom_forms: CustomFormsTable;
  custom_form_sections: CustomFormSectionsTable;
  custom_form_fields: CustomFormFieldsTable;
  form_data: FormDataTable;
};
