// The steps of the apply screen. The questions step exists only when the job asks questions.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type StepKey = 'resume' | 'questions' | 'cover' | 'review';

/** Messages, translated where shown (textOf): this table is built once, before a language is known. */
export const STEP_LABELS: Record<StepKey, { label: MessageDescriptor; description: MessageDescriptor }> = {
  resume: { label: msg`Resume`, description: msg`Choose or upload` },
  questions: { label: msg`Questions`, description: msg`The employer's questions` },
  cover: { label: msg`Cover letter`, description: msg`Optional` },
  review: { label: msg`Review`, description: msg`Check and send` },
};

export function stepsFor(questionCount: number): StepKey[] {
  return questionCount > 0 ? ['resume', 'questions', 'cover', 'review'] : ['resume', 'cover', 'review'];
}

export const COVER_LETTER_MAX = 5000;
