// A job's values of the board's job_post form (docs/custom-forms.md, "Where each form is used"):
// saved through form/save-form-data with the job's id as entityId (fill-rules.ts), read with the
// job by its company (every value, and answers to fields since removed) and by everyone else (the
// fields the board marked public, never answers to removed ones), and checked against today's
// definition whenever the job goes live. Without the custom_fields licence a job has none.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { splitSavedValues, validateFormData, type FormField } from '../../shared/custom-form/index.ts';
import { JOB_POST_FORM } from '../../shared/custom-form/job-post-fields.ts';
import { answerableFields } from './answerable-fields.ts';
import { copyEntityRow, entityRow } from './entity-values-repo.ts';
import { formAnswers } from './form-answers.ts';
import { findForm } from './forms-repo.ts';
import { customFieldsLicensed } from './licence.ts';
import { refuse } from './service.ts';

type S = components['schemas'];

/** Who reads the job: its own company, or anyone else (guests, candidates, other employers). */
export type JobReader = 'owner' | 'public';

type JobForm = { formId: string; fields: FormField[] };

async function jobForm(db: Db, tenant: Tenant): Promise<JobForm | null> {
  if (!customFieldsLicensed(tenant)) return null;
  const loaded = await findForm(db, tenant.id, JOB_POST_FORM);
  return loaded ? { formId: loaded.form.id, fields: answerableFields(loaded, tenant) } : null;
}

/** The job's values as `reader` may see them; undefined when there are none to show. */
export async function jobFormValues(
  db: Db,
  tenant: Tenant,
  jobId: string,
  reader: JobReader,
): Promise<S['FormAnswers'] | undefined> {
  const form = await jobForm(db, tenant);
  if (!form) return undefined;
  const shows = (f: FormField) => f.isPublic === true;
  // A public reader sees public fields only, never former answers: with none, the row is not read
  // (every job page of a board that shows no field of its own).
  if (reader === 'public' && !form.fields.some(shows)) return undefined;
  const row = await entityRow(db, { clientId: tenant.id, formId: form.formId, entityKey: jobId });
  if (reader === 'owner') return formAnswers(form.fields, row);
  return formAnswers(form.fields, row, { shows, former: false });
}

/**
 * A 400 naming each field (`values.<keyNm>`) whose saved value fails today's definition, e.g. a
 * required field added since the values were saved: a job goes live only with values that pass.
 */
export async function assertJobValuesPass(db: Db, tenant: Tenant, jobId: string): Promise<void> {
  const form = await jobForm(db, tenant);
  if (!form || form.fields.length === 0) return;
  const row = await entityRow(db, { clientId: tenant.id, formId: form.formId, entityKey: jobId });
  const { values } = splitSavedValues(form.fields, row?.values, row?.fields ?? []);
  const result = validateFormData(form.fields, values);
  if (!result.valid) refuse(result.errors);
}

/** A copied job starts with the values of the job it copies (as the rest of the job). */
export async function copyJobValues(db: Db, tenant: Tenant, fromJobId: string, toJobId: string, userId: string) {
  const loaded = await findForm(db, tenant.id, JOB_POST_FORM);
  if (!loaded) return;
  await copyEntityRow(db, { clientId: tenant.id, formId: loaded.form.id, entityKey: fromJobId }, toJobId, userId);
}
