// Which plan flags a board sells to its own customers. Every flag first needs the board's own
// plan (the platform ceiling, tenancy/features.ts); the flags below also need the caller's
// licence: an employer's company plan for employer tools, a candidate's plan for the paid
// candidate tools when the board sells candidate licences (`candidate_licence`). The rest are the
// board's features and are the same for everyone on it (docs/payments.md).
export const EMPLOYER_SOLD_FLAGS: ReadonlySet<string> = new Set([
  'ats',
  'chat',
  'team_management',
  'employer_analytics',
  'analytics_export',
  'bulk_job_upload',
  'api_job_import',
  'xml_job_import',
  'import_mirror',
  'job_featured',
  'job_urgent_badge',
  'job_slug_custom',
  'job_additional_questions',
  'job_salary_insights',
  'bulk_status_update',
  'application_notes',
  'interview_scheduling',
  'candidate_export',
  'resume_download',
  'advanced_candidate_search',
  'smart_search',
  'saved_searches',
  'candidate_lists',
  'matched_candidates',
  'candidate_contact_view',
  'candidate_recommendation',
  'similar_candidates',
  'candidate_invitation',
]);

export const CANDIDATE_SOLD_FLAGS: ReadonlySet<string> = new Set([
  'resume_builder',
  'resume_parser',
  'resume_templates',
  'video_resume',
]);

export type SoldTo = 'employer' | 'candidate' | null;

export function soldTo(flag: string): SoldTo {
  if (EMPLOYER_SOLD_FLAGS.has(flag)) return 'employer';
  if (CANDIDATE_SOLD_FLAGS.has(flag)) return 'candidate';
  return null;
}
