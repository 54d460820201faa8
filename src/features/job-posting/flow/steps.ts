// The nine screens of the posting flow (specification §4), in order. Each key is both the
// employer route's last segment and the contract's JobPostingStep value, so a draft's postingStep
// says directly which screen was saved last.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JobPostingStep } from '@generated/api/model';

export type StepPath =
  | '/employer/job-type'
  | '/employer/job-description'
  | '/employer/job-post'
  | '/employer/location'
  | '/employer/benefits'
  | '/employer/company-info'
  | '/employer/additional-question'
  | '/employer/job-post-verification'
  | '/employer/job-posted-successfull';

/** `label` is read in the page's language where shown (textOf). */
export type PostingStep = { key: JobPostingStep; label: MessageDescriptor; path: StepPath };

export const POSTING_STEPS: readonly PostingStep[] = [
  { key: 'job-type', label: msg`Job type`, path: '/employer/job-type' },
  { key: 'job-description', label: msg`Description`, path: '/employer/job-description' },
  { key: 'job-post', label: msg`Job post`, path: '/employer/job-post' },
  { key: 'location', label: msg`Location`, path: '/employer/location' },
  { key: 'benefits', label: msg`Benefits`, path: '/employer/benefits' },
  { key: 'company-info', label: msg`Company info`, path: '/employer/company-info' },
  { key: 'additional-question', label: msg`Questions`, path: '/employer/additional-question' },
  { key: 'job-post-verification', label: msg`Review`, path: '/employer/job-post-verification' },
  { key: 'job-posted-successfull', label: msg`Posted`, path: '/employer/job-posted-successfull' },
];

export function stepIndex(key: JobPostingStep): number {
  return POSTING_STEPS.findIndex((s) => s.key === key);
}

function stepAt(index: number): PostingStep {
  const clamped = Math.min(Math.max(index, 0), POSTING_STEPS.length - 1);
  const step = POSTING_STEPS[clamped];
  if (!step) throw new Error(`no posting step at ${clamped}`);
  return step;
}

export function stepOf(key: JobPostingStep): PostingStep {
  return stepAt(stepIndex(key));
}

export function nextStep(key: JobPostingStep): PostingStep {
  return stepAt(stepIndex(key) + 1);
}

export function previousStep(key: JobPostingStep): PostingStep {
  return stepAt(stepIndex(key) - 1);
}

/**
 * Where a draft is resumed: the screen after the last one saved, never past the review screen,
 * since only confirming there can post the job.
 */
export function resumeStep(saved: JobPostingStep): PostingStep {
  return stepAt(Math.min(stepIndex(saved) + 1, stepIndex('job-post-verification')));
}

/** A step can be opened from the progress bar once the draft has reached it. */
export function isReachable(key: JobPostingStep, saved: JobPostingStep | undefined): boolean {
  if (!saved) return key === 'job-type';
  return stepIndex(key) <= stepIndex(resumeStep(saved).key);
}
