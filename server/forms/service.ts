// The three form operations: a form's definition (custom-form/get), the caller's form with their
// values (user-form/get-form) and saving values (form/save-form-data). Values are checked with the
// shared validator (shared/custom-form), the very schema the web form validates with.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import {
  normalizeFormData,
  validateFormData,
  type FieldError,
  type FormField,
} from '../../shared/custom-form/index.ts';
import { resolveFileValues } from './file-values.ts';
import { resolveReferenceValues } from './reference-values.ts';
import { findFormData, upsertFormData, type FormDataRow } from './form-data-repo.ts';
import { findForm, type LoadedForm } from './forms-repo.ts';
import { customFieldsLicensed } from './licence.ts';
import { POPULATE_ALL, toCustomForm, toField, visibleFieldRows, type Populate } from './present.ts';

type S = components['schemas'];

async function loadForm(db: Db, tenant: Tenant, code: string): Promise<LoadedForm> {
  const loaded = await findForm(db, tenant.id, code);
  if (!loaded) throw notFound('This form does not exist');
  return loaded;
}

export async function getCustomForm(
  db: Db,
  tenant: Tenant,
  code: string,
  populate: Omit<Populate, 'customFieldsLicensed'>,
): Promise<S['CustomForm']> {
  const loaded = await loadForm(db, tenant, code);
  return toCustomForm(loaded, { ...populate, customFieldsLicensed: customFieldsLicensed(tenant) });
}

/** The fields a user fills, as the shared validator takes them (mime types included). */
function fieldsOf(loaded: LoadedForm, tenant: Tenant): FormField[] {
  return visibleFieldRows(loaded, customFieldsLicensed(tenant)).map((row) => toField(row, true));
}

/** Saved values of the fields still on the form; secrets are never stored (see saveFormData). */
function userForm(loaded: LoadedForm, tenant: Tenant, row: FormDataRow | undefined): S['UserForm'] {
  const fields = fieldsOf(loaded, tenant);
  const keys = new Set(fields.map((f) => f.keyNm));
  const values = Object.fromEntries(Object.entries(row?.values ?? {}).filter(([k]) => keys.has(k)));
  // Complete when the stored values pass today's definition (passwords are not stored, so they
  // are left out of the check).
  const complete =
    !!row &&
    validateFormData(
      fields.filter((f) => f.fieldType !== 'password'),
      values,
    ).valid;
  return {
    form: toCustomForm(loaded, POPULATE_ALL(customFieldsLicensed(tenant))),
    values: values as S['CustomFormValues'],
    isSubmitted: complete,
    submittedAt: row ? new Date(row.submitted_at).toISOString() : null,
  };
}

export async function getUserForm(db: Db, tenant: Tenant, userId: string, code: string): Promise<S['UserForm']> {
  const loaded = await loadForm(db, tenant, code);
  const row = await findFormData(db, { clientId: tenant.id, formId: loaded.form.id, userId, entityKey: '' });
  return userForm(loaded, tenant, row);
}

function refuse(errors: FieldError[]): never {
  const first = errors[0]?.message ?? 'Some values are not valid';
  const message = errors.length > 1 ? `${first} (and ${errors.length - 1} more)` : first;
  throw badRequest(message, {
    fields: errors.map((e) => ({ field: e.keyNm ? `values.${e.keyNm}` : 'values', message: e.message })),
  });
}

export async function saveFormData(
  db: Db,
  tenant: Tenant,
  userId: string,
  input: S['FormDataInput'],
): Promise<S['UserForm']> {
  const loaded = await loadForm(db, tenant, input.code);
  const fields = fieldsOf(loaded, tenant);
  const normalized = normalizeFormData(fields, input.values);
  // Shape first (the shared schema), then what only the server knows: uploads and master data.
  const shape = validateFormData(fields, normalized);
  if (!shape.valid) refuse(shape.errors);
  const files = await resolveFileValues(db, tenant.id, userId, fields, normalized);
  const refs = await resolveReferenceValues(db, tenant.id, fields, files.values);
  // The recorded type and size of each upload are checked again with the same schema.
  const truth = validateFormData(fields, refs.values);
  const errors = [...files.errors, ...refs.errors, ...truth.errors];
  if (errors.length > 0) refuse(errors.filter((e, i) => errors.findIndex((x) => x.keyNm === e.keyNm) === i));
  // A password typed into a form is checked but never kept: form data is readable back, and
  // credentials belong to the account's own password, not to a form.
  const passwords = new Set(fields.filter((f) => f.fieldType === 'password').map((f) => f.keyNm));
  const stored = Object.fromEntries(Object.entries(refs.values).filter(([k]) => !passwords.has(k)));
  const row = await upsertFormData(
    db,
    { clientId: tenant.id, formId: loaded.form.id, userId, entityKey: input.entityId ?? '' },
    stored,
  );
  return userForm(loaded, tenant, row);
}
