// The three form operations: a form's definition (custom-form/get), the caller's form with their
// values (user-form/get-form) and saving values (form/save-form-data). Values are checked with the
// shared validator (shared/custom-form), the very schema the web form validates with.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import {
  normalizeFormData,
  splitSavedValues,
  validateFormData,
  valuesToKeep,
  type FieldError,
  type FormField,
} from '../../shared/custom-form/index.ts';
import { resolveFileValues } from './file-values.ts';
import { resolveReferenceValues } from './reference-values.ts';
import { findFormData, upsertFormData, type FormDataKey, type FormDataRow } from './form-data-repo.ts';
import { findForm, type LoadedForm } from './forms-repo.ts';
import { customFieldsLicensed } from './licence.ts';
import { POPULATE_ALL, toCustomForm, type Populate } from './present.ts';
import { answerableFields } from './answerable-fields.ts';

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

/** The fields a user fills (a registration form's: the board's own questions only). */
const fieldsOf = answerableFields;

/**
 * The saved values of the fields still asked, and the answers to fields the form no longer asks
 * (shown as such, never dropped: shared/custom-form/former-answers.ts). Secrets are never stored.
 */
function userForm(loaded: LoadedForm, tenant: Tenant, row: FormDataRow | undefined): S['UserForm'] {
  const fields = fieldsOf(loaded, tenant);
  const { values, former } = splitSavedValues(fields, row?.values, row?.fields ?? []);
  // Complete when the stored values pass today's definition (passwords are not stored, so they
  // are left out of the check). A field made required since is simply not complete yet.
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
    formerAnswers: former as S['FormerAnswer'][],
  };
}

export async function getUserForm(db: Db, tenant: Tenant, userId: string, code: string): Promise<S['UserForm']> {
  const loaded = await loadForm(db, tenant, code);
  const row = await findFormData(db, { clientId: tenant.id, formId: loaded.form.id, userId, entityKey: '' });
  return userForm(loaded, tenant, row);
}

/** A 400 naming each field that fails (`values.<keyNm>`); the message is the first one's. */
export function refuse(errors: FieldError[]): never {
  const first = errors[0]?.message ?? 'Some values are not valid';
  const message = errors.length > 1 ? `${first} (and ${errors.length - 1} more)` : first;
  throw badRequest(message, {
    fields: errors.map((e) => ({ field: e.keyNm ? `values.${e.keyNm}` : 'values', message: e.message })),
  });
}

/**
 * The values to store of `fields`, or a 400 naming every field that fails (`values.<keyNm>`).
 * File values must be uploads of `ownerId` on this tenant, or guest uploads (`ownerId` null: a
 * registration, before there is an account). Passwords are checked and left out.
 */
export async function checkFormValues(
  db: Db,
  tenant: Tenant,
  ownerId: string | null,
  fields: FormField[],
  values: unknown,
): Promise<Record<string, unknown>> {
  const normalized = normalizeFormData(fields, values);
  // Shape first (the shared schema), then what only the server knows: uploads and master data.
  const shape = validateFormData(fields, normalized);
  if (!shape.valid) refuse(shape.errors);
  const files = await resolveFileValues(db, tenant.id, ownerId, fields, normalized);
  const refs = await resolveReferenceValues(db, tenant.id, fields, files.values);
  // The recorded type and size of each upload are checked again with the same schema.
  const truth = validateFormData(fields, refs.values);
  const errors = [...files.errors, ...refs.errors, ...truth.errors];
  if (errors.length > 0) refuse(errors.filter((e, i) => errors.findIndex((x) => x.keyNm === e.keyNm) === i));
  // A password typed into a form is checked but never kept: form data is readable back, and
  // credentials belong to the account's own password, not to a form.
  const passwords = new Set(fields.filter((f) => f.fieldType === 'password').map((f) => f.keyNm));
  return Object.fromEntries(Object.entries(refs.values).filter(([k]) => !passwords.has(k)));
}

/** Stores checked values with the fields they answer, keeping answers to fields no longer asked. */
export async function storeFormData(
  db: Db,
  key: FormDataKey,
  fields: FormField[],
  stored: Record<string, unknown>,
): Promise<FormDataRow> {
  const before = await findFormData(db, key);
  const kept = valuesToKeep(fields, stored, before && { values: before.values, fields: before.fields ?? [] });
  return upsertFormData(db, key, kept.values, kept.fields);
}

export async function saveFormData(
  db: Db,
  tenant: Tenant,
  userId: string,
  input: S['FormDataInput'],
): Promise<S['UserForm']> {
  const loaded = await loadForm(db, tenant, input.code);
  const fields = fieldsOf(loaded, tenant);
  const stored = await checkFormValues(db, tenant, userId, fields, input.values);
  const key = { clientId: tenant.id, formId: loaded.form.id, userId, entityKey: input.entityId ?? '' };
  return userForm(loaded, tenant, await storeFormData(db, key, fields, stored));
}
