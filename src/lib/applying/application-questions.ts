// The questions an application asks on the web: the board's own (the custom fields of its
// job_application form, edited in the admin console) before the job's, merged by the same rule
// the server checks answers with (shared/custom-form). The board's form is read fresh on every
// visit, so a form saved a minute ago is the one asked. While it loads `ready` is false; if it
// cannot be read the job's questions are asked and the server names anything still missing.
import type { CustomField } from '@generated/api/model';
import { useGetCustomForm } from '@generated/api/forms/forms';
import { SILENT } from '@/lib/api/http';
import { applicationQuestions, formFields, type FormField } from '@shared/custom-form/index.ts';

export const APPLICATION_FORM_PARAMS = {
  code: 'job_application',
  populateSection: true,
  populateCustomFields: true,
  populateMimeTypeValidation: true,
} as const;

export function useBoardApplicationFields(): { fields: FormField[]; ready: boolean } {
  const form = useGetCustomForm(APPLICATION_FORM_PARAMS, { request: SILENT, query: { staleTime: 0, retry: false } });
  const fields = form.data ? formFields(form.data.data).filter((f) => !f.isDefault) : [];
  return { fields, ready: !form.isPending || form.isError };
}

/** The job's questions as the custom-form engine takes them (JobQuestion is CustomField). */
export function jobQuestionFields(questions: readonly CustomField[] | undefined): FormField[] {
  return (questions ?? []) as unknown as FormField[];
}

export function useApplicationQuestions(jobQuestions: readonly CustomField[] | undefined): {
  questions: FormField[];
  ready: boolean;
} {
  const board = useBoardApplicationFields();
  return { questions: applicationQuestions(board.fields, jobQuestionFields(jobQuestions)), ready: board.ready };
}
