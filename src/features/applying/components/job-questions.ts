// A job's additional questions are custom fields (JobQuestion is CustomField): they are rendered
// with the custom-form engine and answered under each question's keyNm.
import type { ApplicationAnswers, Job } from '@generated/api/model';
import { normalizeFormData, type FormField } from '@shared/custom-form/index.ts';

export function jobQuestions(job: Pick<Job, 'questions'>): FormField[] {
  // The generated model and the schema types describe the same contract shape.
  return [...(job.questions as unknown as FormField[])].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

export function hasRequiredQuestions(job: Pick<Job, 'questions'>): boolean {
  return job.questions.some((q) => q.required);
}

/** The answers as sent: only asked questions, empty ones left out. */
export function toAnswers(questions: FormField[], values: Record<string, unknown>): ApplicationAnswers {
  const asked = new Set(questions.map((q) => q.keyNm));
  const normalized = normalizeFormData(questions, values);
  return Object.fromEntries(Object.entries(normalized).filter(([key]) => asked.has(key))) as ApplicationAnswers;
}
