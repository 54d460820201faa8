// One line per form for the list: what it is about and where it is asked (docs/custom-forms.md,
// "Where each form is used").
export const FORM_DESCRIPTIONS: Record<string, string> = {
  candidate_registration: 'A job seeker’s sign-up details.',
  employer_registration: 'An employer’s sign-up details.',
  job_post: 'Asked on a job post’s Job post step; fields marked so show on the job’s page.',
  job_application: 'Asked of every applicant, before each job’s own questions.',
  candidate_additional_details: 'A tab of the job seeker’s profile, read by employers with applications and in search.',
};
