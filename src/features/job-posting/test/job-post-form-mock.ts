// Tests only: the board's job_post form answering with the custom fields a test gives (none by
// default), so the Job post step asks the board's own questions only where a test serves some.
import { getGetCustomFormMockHandler } from '@generated/api/forms/forms.msw';
import type { CustomField } from '@generated/api/model';

export function jobPostFormHandler(customFields: CustomField[] = []) {
  return getGetCustomFormMockHandler({
    code: 'SUCCESS',
    message: 'Success',
    data: {
      _id: '3a8c1f0e-5d2b-4e7a-9c6f-1b2d3e4f5a6b',
      code: 'job_post',
      name: { en: 'Post a job' },
      updatedAt: '2026-11-20T10:15:00.000Z',
      sections: [{ code: 'additional', label: { en: 'Additional details' }, sortOrder: 0, customFields }],
    },
  });
}
