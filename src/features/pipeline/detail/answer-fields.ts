// The fields to show an application's answers with: the job's additional questions (labels, field
// types and options drive the display rules of specification §3), plus a plain text field for any
// answer to a question the job no longer asks, labelled from its key, so nothing said is hidden.
import type { ApplicationAnswers, CustomField } from '@generated/api/model';
import { labelFromKey, type FormField } from '@shared/custom-form/index.ts';

export function answerFields(answers: ApplicationAnswers, questions: readonly CustomField[] | undefined): FormField[] {
  const asked = [...(questions ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  const known = new Set(asked.map((q) => q.keyNm));
  const unasked = Object.keys(answers)
    .filter((key) => !known.has(key))
    .map<FormField>((key, i) => ({
      _id: key,
      keyNm: key,
      label: { en: labelFromKey(key) },
      fieldType: 'text',
      required: false,
      isDefault: false,
      sortOrder: (asked.at(-1)?.sortOrder ?? 0) + 1 + i,
    }));
  return [...asked, ...unasked];
}
