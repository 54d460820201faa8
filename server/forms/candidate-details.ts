// A candidate's values of the board's candidate_additional_details form as employers read them
// (docs/custom-forms.md, "Where each form is used"): with an application (the applicant sent
// them), on the candidate's page and on search results. Until the company may see the contact
// details, values that are contact details in all but name (an e-mail, a phone number, a link, a
// file) are left out like the contact details, so the form is no way around the paid reveal.
// Without the custom_fields licence nobody has any.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import type { FieldType } from '../../shared/custom-form/index.ts';
import { answerableFields } from './answerable-fields.ts';
import { ownRowsOf } from './entity-values-repo.ts';
import { formAnswers } from './form-answers.ts';
import { findForm } from './forms-repo.ts';
import { customFieldsLicensed } from './licence.ts';

type S = components['schemas'];

export const ADDITIONAL_DETAILS_FORM = 'candidate_additional_details';

const CONTACT_TYPES: ReadonlySet<FieldType> = new Set(['email', 'phone_number', 'url', 'file', 'resume_type']);

export type DetailsReader = {
  /** Whether the reading company may see this candidate's contact details. */
  contactVisible: (candidateId: string) => boolean;
  /** Whether answers to fields the form no longer asks are included (not on result cards). */
  former: boolean;
};

/** Each candidate's details that the reader may see; candidates with none are left out. */
export async function candidateDetails(
  db: Db,
  tenant: Tenant,
  candidateIds: readonly string[],
  reader: DetailsReader,
): Promise<Map<string, S['FormAnswers']>> {
  const out = new Map<string, S['FormAnswers']>();
  if (candidateIds.length === 0 || !customFieldsLicensed(tenant)) return out;
  const loaded = await findForm(db, tenant.id, ADDITIONAL_DETAILS_FORM);
  if (!loaded) return out;
  const fields = answerableFields(loaded, tenant);
  const rows = await ownRowsOf(db, { clientId: tenant.id, formId: loaded.form.id }, candidateIds);
  for (const row of rows) {
    const open = reader.contactVisible(row.user_id);
    const answers = formAnswers(fields, row, {
      shows: (f) => open || !CONTACT_TYPES.has(f.fieldType),
      former: reader.former,
    });
    if (answers) out.set(row.user_id, answers);
  }
  return out;
}

/** One candidate's details, for a reader who may see everything they sent (an application). */
export async function applicantDetails(
  db: Db,
  tenant: Tenant,
  candidateId: string,
): Promise<S['FormAnswers'] | undefined> {
  const found = await candidateDetails(db, tenant, [candidateId], { contactVisible: () => true, former: true });
  return found.get(candidateId);
}
