// Row types of the tables of jobs, candidate profiles, applications and job tracks (migration
// 0005-jobs). jsonb columns are typed with the contract's shapes they hold; numeric and bigserial
// columns come back from `pg` as strings.
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

type S = components['schemas'];
type IdName = S['IdName'];
type NullableNumeric = ColumnType<string | null, number | string | null, number | string | null>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
type NullableJson<T> = ColumnType<T | null, T | string | null, T | string | null>;

export type JobStatusValue = S['JobStatus'];
export type ApprovalStatusValue = S['ApprovalStatus'];
export type ApplicationStatusValue = S['ApplicationStatus'];

export type JobsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  posted_by: string | null;

  status: Generated<JobStatusValue>;
  approval_status: Generated<ApprovalStatusValue>;
  decline_reason: string | null;
  posting_step: Generated<S['JobPostingStep']>;

  employment_type: S['EmploymentType'];
  workplace_type: Generated<S['WorkplaceType']>;
  category_id: string;
  category_nm: string;
  position_level: NullableJson<IdName>;

  description: string | null;
  highlights: TextArray;
  skills: TextArray;
  skill_refs: Json<IdName[]>;

  title: string | null;
  slug: string | null;
  vacancies: number | null;
  experience_min: number | null;
  experience_max: number | null;
  qualification: NullableJson<IdName>;
  salary_min: NullableNumeric;
  salary_max: NullableNumeric;
  salary_currency: S['CurrencyCode'] | null;
  salary_period: S['JobSalaryPeriod'] | null;
  is_salary_visible: Generated<boolean>;
  is_featured: Generated<boolean>;
  is_urgent: Generated<boolean>;

  location_type: S['JobLocationType'] | null;
  city_id: string | null;
  city_nm: string | null;
  state_id: string | null;
  state_nm: string | null;
  country_id: string | null;
  country_nm: string | null;
  address: string | null;

  benefits: TextArray;
  company_info: NullableJson<S['JobCompanyInfo']>;
  questions: Json<S['JobQuestion'][]>;

  redirect_url: string | null;
  import_type: S['JobImportType'] | null;
  reference_number: string | null;
  /** The import run that last wrote the job (migration 0009-imports); null for posted jobs. */
  import_run_id: string | null;

  expires_at: Timestamp | null;
  posted_at: Timestamp | null;
  applicants_count: Generated<number>;
  new_applicants_count: Generated<number>;
  views_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;

  /** Maintained by a trigger from title (A), skills (B), description (C), company and category (D), 'english' config. */
  search: ColumnType<string, never, never>;
  /** The title's own document, kept by the same trigger (0035-job-search-words). */
  title_search: ColumnType<string, never, never>;
  /** The title's role word as a document, kept by the same trigger; null for jobs saved before 0066. */
  title_head: ColumnType<string | null, never, never>;
  /** Taken anew from a sequence whenever the job's names, place or liveness change (0035). */
  vocabulary_stamp: ColumnType<string, never, never>;
};

export type CandidateProfilesTable = {
  user_id: string;
  client_id: string;
  headline: string | null;
  about: string | null;
  /** A `date`: `pg` reads it as a Date at local midnight; select to_char(…, 'YYYY-MM-DD') for the contract's string. */
  date_of_birth: ColumnType<Date | null, Date | string | null, Date | string | null>;
  linkedin: string | null;
  city_id: string | null;
  city_nm: string | null;
  state_id: string | null;
  state_nm: string | null;
  country_id: string | null;
  country_nm: string | null;
  gender_id: string | null;
  gender_nm: string | null;
  industry: NullableJson<IdName>;
  job_domain: NullableJson<IdName>;
  experience_years: number | null;
  experience_months: number | null;
  is_fresher: Generated<boolean>;
  current_salary: NullableNumeric;
  expected_salary: NullableNumeric;
  salary_currency: S['CurrencyCode'] | null;
  notice_period_days: number | null;
  skills: Json<S['ProfileSkill'][]>;
  experiences: Json<S['ProfileExperience'][]>;
  educations: Json<S['ProfileEducation'][]>;
  projects: Json<S['ProfileProject'][]>;
  certificates: Json<S['ProfileCertificate'][]>;
  resume: NullableJson<S['UploadedFile']>;
  percent_obj: Json<S['ProfileCompletion']>;
  percent: Generated<number>;
  /** Found by employers' search, matching, recommendations and invitations (0019-candidate-search). */
  is_searchable: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ApplicationsTable = {
  id: Generated<string>;
  client_id: string;
  job_id: string;
  candidate_id: string | null;
  guest_name: string | null;
  guest_email: string | null;
  guest_mob_no: string | null;
  guest_country_code: string | null;
  resume: NullableJson<S['UploadedFile']>;
  answers: Json<S['ApplicationAnswers']>;
  cover_letter: string | null;
  status: Generated<ApplicationStatusValue>;
  source: Generated<S['ApplicationSource']>;
  viewed_at: Timestamp | null;
  applied_at: Timestamp;
  updated_at: Timestamp;
};

export type ApplicationHistoryTable = {
  id: Generated<string>;
  client_id: string;
  application_id: string;
  from_status: ApplicationStatusValue | null;
  to_status: ApplicationStatusValue;
  by_user_id: string | null;
  by_name: string;
  note: string | null;
  at: Timestamp;
};

export type JobTracksTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  job_id: string;
  liked: Generated<boolean>;
  saved_at: Timestamp | null;
  view_count: Generated<number>;
  last_viewed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type JobTables = {
  jobs: JobsTable;
  candidate_profiles: CandidateProfilesTable;
  applications: ApplicationsTable;
  application_history: ApplicationHistoryTable;
  job_tracks: JobTracksTable;
};
