// The job columns the discovery reads (every column but the search vectors), as one row type.
import type { Selectable } from 'kysely';
import type { JobsTable } from '../db/tables-jobs.ts';

// import_run_id is the import domain's bookkeeping (0009-imports); readers of jobs never need it.
export type JobRow = Omit<
  Selectable<JobsTable>,
  'search' | 'title_search' | 'title_head' | 'vocabulary_stamp' | 'import_run_id'
>;

export const JOB_COLUMNS = [
  'id',
  'client_id',
  'company_id',
  'posted_by',
  'status',
  'approval_status',
  'decline_reason',
  'posting_step',
  'employment_type',
  'workplace_type',
  'category_id',
  'category_nm',
  'position_level',
  'description',
  'highlights',
  'skills',
  'skill_refs',
  'title',
  'slug',
  'vacancies',
  'experience_min',
  'experience_max',
  'qualification',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'is_salary_visible',
  'is_featured',
  'is_urgent',
  'location_type',
  'city_id',
  'city_nm',
  'state_id',
  'state_nm',
  'country_id',
  'country_nm',
  'address',
  'benefits',
  'company_info',
  'questions',
  'redirect_url',
  'import_type',
  'reference_number',
  'expires_at',
  'posted_at',
  'applicants_count',
  'new_applicants_count',
  'views_count',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies ReadonlyArray<keyof JobRow>;

/** The columns prefixed with an alias, for selects from `jobs as <alias>`. */
export const jobColumnsOf = <A extends string>(alias: A) => JOB_COLUMNS.map((c) => `${alias}.${c}` as const);

/**
 * What a job card does not read (jobSummary, every audience): the long texts only the job's page
 * shows (description, highlights, benefits, questions) and bookkeeping. The long texts are stored
 * out of the row; read for a page of cards, they were read back from TOAST storage, sent and
 * parsed, then dropped.
 */
const NOT_ON_CARDS = [
  'client_id',
  'posted_by',
  'position_level',
  'description',
  'highlights',
  'vacancies',
  'qualification',
  'benefits',
  'questions',
  'import_type',
  'reference_number',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies ReadonlyArray<(typeof JOB_COLUMNS)[number]>;

type CardColumn = Exclude<(typeof JOB_COLUMNS)[number], (typeof NOT_ON_CARDS)[number]>;

/** The columns a job card reads: every job column but NOT_ON_CARDS. */
export const CARD_COLUMNS = JOB_COLUMNS.filter(
  (c): c is CardColumn => !(NOT_ON_CARDS as readonly string[]).includes(c),
);

/** A job as a card shows it. */
export type CardRow = Pick<JobRow, CardColumn>;

/** The card columns prefixed with an alias, for selects from `jobs as <alias>`. */
export const cardColumnsOf = <A extends string>(alias: A) => CARD_COLUMNS.map((c) => `${alias}.${c}` as const);
