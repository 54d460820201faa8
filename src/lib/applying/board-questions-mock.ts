// Tests only: the board's apply form answering with no questions of its own (MSW), so screens that
// ask application questions show the job's alone unless a test serves the board's.
import { getGetCustomFormMockHandler } from '@generated/api/forms/forms.msw';
import type { CustomField } from '@generated/api/model';

export function boardQuestionsHandler(customFields: CustomField[] = []) {
  return getGetCustomFormMockHandler({
    code: 'SUCCESS',
    message: 'Success',
    data: {
      _id: '7f0c2a4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
      code: 'job_application',
      name: { en: 'Apply for this job' },
      updatedAt: '2026-11-20T10:15:00.000Z',
      sections: [{ code: 'documents', label: { en: 'Documents' }, sortOrder: 0, customFields }],
    },
  });
}
