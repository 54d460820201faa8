// One line per form for the list: what it is about and where it is asked (docs/custom-forms.md,
// "Where each form is used"), in the page's language (read at render).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { textOf } from '@/lib/i18n/i18n';

const FORM_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  candidate_registration: msg`A job seeker’s sign-up details.`,
  employer_registration: msg`An employer’s sign-up details.`,
  job_post: msg`Asked on a job post’s Job post step; fields marked so show on the job’s page.`,
  job_application: msg`Asked of every applicant, before each job’s own questions.`,
  candidate_additional_details: msg`A tab of the job seeker’s profile, read by employers with applications and in search.`,
};

/** The forms the list shows, in its order. */
export const FORM_CODES: readonly string[] = Object.keys(FORM_DESCRIPTIONS);

/** A form's line, or undefined for a form the list does not describe. */
export function formDescription(code: string): string | undefined {
  const description = FORM_DESCRIPTIONS[code];
  return description ? textOf(description) : undefined;
}
