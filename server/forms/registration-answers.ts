// The board's own questions of a sign-up: the custom fields of its candidate_registration or
// employer_registration form, when the licence covers custom fields (the product fields are the
// sign-up's own inputs: answerable-fields.ts). They are checked before anything is created and
// kept as the new account's values of the form once it exists.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import type { FormField } from '../../shared/custom-form/index.ts';
import { answerableFields, REGISTRATION_FORM } from './answerable-fields.ts';
import { findForm } from './forms-repo.ts';
import { checkFormValues, storeFormData } from './service.ts';

export type RegistrationRole = keyof typeof REGISTRATION_FORM;

/** Checked answers waiting for their account; null when the board asks nothing of its own. */
export type RegistrationAnswers = { formId: string; fields: FormField[]; values: Record<string, unknown> } | null;

/**
 * The registration's answers checked against the board's form, or a 400 naming each field that
 * fails (`values.<keyNm>`, as form/save-form-data). Files must be guest uploads: there is no
 * account yet. Answers to fields the board does not ask are refused as unknown.
 */
export async function checkRegistrationAnswers(
  db: Db,
  tenant: Tenant,
  role: RegistrationRole,
  values: Record<string, unknown> | undefined,
): Promise<RegistrationAnswers> {
  const loaded = await findForm(db, tenant.id, REGISTRATION_FORM[role]);
  if (!loaded) throw new Error(`the default form ${REGISTRATION_FORM[role]} is missing`);
  const fields = answerableFields(loaded, tenant);
  const checked = await checkFormValues(db, tenant, null, fields, values ?? {});
  return fields.length === 0 ? null : { formId: loaded.form.id, fields, values: checked };
}

/** Keeps checked answers as the new account's values of the form (inside its transaction). */
export async function keepRegistrationAnswers(
  db: Db,
  clientId: string,
  userId: string,
  answers: RegistrationAnswers,
): Promise<void> {
  if (!answers) return;
  await storeFormData(db, { clientId, formId: answers.formId, userId, entityKey: '' }, answers.fields, answers.values);
}
