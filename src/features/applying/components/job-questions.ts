// An application's questions are custom fields (the board's apply form and the job's JobQuestions,
// merged in src/lib/applying/application-questions.ts): they are rendered with the custom-form
// engine and answered under each question's keyNm.
import type { ApplicationAnswers } from '@generated/api/model';
import { normalizeFormData, type FormField } from '@shared/custom-form/index.ts';

/** The answers as sent: only asked questions, empty ones left out. */
export function toAnswers(questions: FormField[], values: Record<string, unknown>): ApplicationAnswers {
  const asked = new Set(questions.map((q) => q.keyNm));
  const normalized = normalizeFormData(questions, values);
  return Object.fromEntries(Object.entries(normalized).filter(([key]) => asked.has(key))) as ApplicationAnswers;
}
