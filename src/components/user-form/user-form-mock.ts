// Tests only: user-form/get-form answering every form with the board's own questions a test gives
// (none by default) and the values saved so far, so screens that show a user's answers render.
import { getGetUserFormMockHandler } from '@generated/api/forms/forms.msw';
import type { CustomField, FormerAnswer, UserForm } from '@generated/api/model';

export type UserFormFixture = {
  customFields?: CustomField[];
  values?: UserForm['values'];
  formerAnswers?: FormerAnswer[];
  isSubmitted?: boolean;
};

export function userFormOf(code: string, f: UserFormFixture = {}): UserForm {
  return {
    form: {
      _id: '5b2d9e1f-7a3c-4e8b-9d0f-1a2b3c4d5e6f',
      code,
      name: { en: code },
      updatedAt: '2026-11-20T10:15:00.000Z',
      sections: [
        { code: 'main', label: { en: 'Main' }, sortOrder: 0, defaultFields: [], customFields: f.customFields ?? [] },
      ],
    },
    values: f.values ?? {},
    isSubmitted: f.isSubmitted ?? false,
    submittedAt: null,
    formerAnswers: f.formerAnswers ?? [],
  };
}

/** Answers get-form for each code with its fixture (an empty form for codes not named). */
export function userFormHandler(byCode: Record<string, UserFormFixture> = {}) {
  return getGetUserFormMockHandler(async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    return { code: 'SUCCESS', message: 'Success', data: userFormOf(code, byCode[code]) };
  });
}
