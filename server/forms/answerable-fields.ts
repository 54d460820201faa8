// The fields a user answers through a form (form/save-form-data, user-form/get-form, a sign-up's
// answers). A registration form's product fields (names, e-mail, mobile, password, company name
// and website, the candidate's location) belong to the account and are asked by the sign-up and
// the profiles' own inputs; through the form only the board's own questions, its custom fields,
// are answered. So nothing is asked twice, and a saved password is never asked for again.
import type { Tenant } from '../http/context.ts';
import type { FormField } from '../../shared/custom-form/index.ts';
import { JOB_POST_FORM, jobPostFields } from '../../shared/custom-form/job-post-fields.ts';
import type { LoadedForm } from './forms-repo.ts';
import { customFieldsLicensed } from './licence.ts';
import { toField, visibleFieldRows } from './present.ts';

export const REGISTRATION_FORM = {
  candidate: 'candidate_registration',
  employer: 'employer_registration',
} as const;

const ACCOUNT_FORMS: ReadonlySet<string> = new Set(Object.values(REGISTRATION_FORM));

/** The fields a user fills, as the shared validator takes them (mime types included). */
export function answerableFields(loaded: LoadedForm, tenant: Tenant): FormField[] {
  const ownFieldsOnly = ACCOUNT_FORMS.has(loaded.form.code);
  const fields = visibleFieldRows(loaded, customFieldsLicensed(tenant))
    .filter((row) => !ownFieldsOnly || !row.is_default)
    .map((row) => toField(row, true));
  // A job answers the board's own fields that the posting flow does not ask itself.
  return loaded.form.code === JOB_POST_FORM ? jobPostFields(fields) : fields;
}
