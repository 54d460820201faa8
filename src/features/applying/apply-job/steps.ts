// The steps of the apply screen. The questions step exists only when the job asks questions.
export type StepKey = 'resume' | 'questions' | 'cover' | 'review';

export const STEP_LABELS: Record<StepKey, { label: string; description: string }> = {
  resume: { label: 'Resume', description: 'Choose or upload' },
  questions: { label: 'Questions', description: "The employer's questions" },
  cover: { label: 'Cover letter', description: 'Optional' },
  review: { label: 'Review', description: 'Check and send' },
};

export function stepsFor(questionCount: number): StepKey[] {
  return questionCount > 0 ? ['resume', 'questions', 'cover', 'review'] : ['resume', 'cover', 'review'];
}

export const COVER_LETTER_MAX = 5000;
