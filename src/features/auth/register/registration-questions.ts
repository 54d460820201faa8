// The board's own questions of a sign-up: the custom fields of its candidate_registration or
// employer_registration form (edited in the admin console; custom fields need the board's
// custom_fields licence, so without it there are none). The forms' product fields are the sign-up's
// own inputs, so they are not asked twice; the server checks the answers by the same rule
// (server/forms/answerable-fields.ts). Read fresh on every visit, like the application's questions;
// while it loads `ready` is false, and if it cannot be read nothing is asked and the server names
// anything still missing.
import { useGetCustomForm } from '@generated/api/forms/forms';
import { SILENT } from '@/lib/api/http';
import { formFields, type FormField } from '@/components/custom-form';
import type { AuthRole } from '../roles';

export const REGISTRATION_FORM: Record<AuthRole, 'candidate_registration' | 'employer_registration'> = {
  candidate: 'candidate_registration',
  employer: 'employer_registration',
};

export function useRegistrationQuestions(role: AuthRole): { questions: FormField[]; ready: boolean } {
  const form = useGetCustomForm(
    {
      code: REGISTRATION_FORM[role],
      populateSection: true,
      populateCustomFields: true,
      populateMimeTypeValidation: true,
    },
    { request: SILENT, query: { staleTime: 0, retry: false } },
  );
  const questions = form.data ? formFields(form.data.data).filter((f) => !f.isDefault) : [];
  return { questions, ready: !form.isPending || form.isError };
}
