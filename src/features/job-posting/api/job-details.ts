// The job's own questions of the board (its job_post form's custom fields, with the custom_fields
// licence): the fields the posting flow asks beside its own, by the rule the server checks them
// with (shared/custom-form/job-post-fields.ts), and saving a job's answers with the job's id.
import { useGetCustomForm, useSaveFormData } from '@generated/api/forms/forms';
import type { CustomFormValues } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';
import { formFields, type FormField } from '@shared/custom-form/index.ts';
import { JOB_POST_FORM, jobPostFields } from '@shared/custom-form/job-post-fields.ts';

export const JOB_POST_FORM_PARAMS = {
  code: JOB_POST_FORM,
  populateSection: true,
  populateCustomFields: true,
  populateMimeTypeValidation: true,
} as const;

/** The board's job_post fields; `ready` once known (an unreadable form asks nothing: the server says). */
export function useJobPostFields(): { fields: FormField[]; ready: boolean } {
  const form = useGetCustomForm(JOB_POST_FORM_PARAMS, { request: SILENT, query: { staleTime: 0, retry: false } });
  const fields = form.data ? jobPostFields(formFields(form.data.data)) : [];
  return { fields, ready: !form.isPending || form.isError };
}

/** Saves the job's answers (form/save-form-data with the job as entityId). */
export function useSaveJobDetails() {
  const save = useSaveFormData();
  return {
    ...save,
    saveFor: (jobId: string, values: Record<string, unknown>) =>
      save.mutateAsync({ data: { code: JOB_POST_FORM, entityId: jobId, values: values as CustomFormValues } }),
  };
}
