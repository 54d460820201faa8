// One line per form for the list: what it is about. Only the apply form is asked on the web's
// screens today (every application answers its custom fields); the others are served to any client
// through custom-form/get and user-form/get-form.
export const FORM_DESCRIPTIONS: Record<string, string> = {
  candidate_registration: 'A job seeker’s sign-up details.',
  employer_registration: 'An employer’s sign-up details.',
  job_post: 'Extra details of a job post.',
  job_application: 'Asked of every applicant, before each job’s own questions.',
  candidate_additional_details: 'More about a job seeker, kept with their profile.',
};
