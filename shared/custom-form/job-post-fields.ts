// The fields a job answers of the board's job_post form, one rule for the posting screens, the
// server's check and the job's readers. The posting flow's nine steps ask the job's own properties
// (title, workplace type, salary ...), so the form adds only the board's custom fields, and a
// custom field under a key the flow already asks (the product once seeded a "workplaceType") is
// left out rather than asked twice with two answers that could disagree.
import type { components } from '@generated/schema';
import type { FormField } from './types.ts';

type S = components['schemas'];
type FlowKey =
  | keyof S['Job']
  | keyof S['JobTypeInput']
  | keyof S['JobHighlightsInput']
  | keyof S['JobLocationInput']
  | keyof S['JobBenefitsInput']
  | keyof S['JobAdditionalQuestionInput']
  | keyof S['JobConfirmPostInput'];

export const JOB_POST_FORM = 'job_post';

/** What the posting steps ask themselves, by the names their inputs and the Job use. */
const FLOW_KEYS: readonly FlowKey[] = [
  'employmentType',
  'workplaceType',
  'categoryId',
  'category',
  'positionLevelId',
  'positionLevel',
  'description',
  'highlights',
  'skillIds',
  'skills',
  'title',
  'slug',
  'vacancies',
  'experience',
  'salary',
  'isSalaryVisible',
  'isFeatured',
  'isUrgent',
  'qualificationId',
  'qualification',
  'locationType',
  'location',
  'countryId',
  'stateId',
  'cityId',
  'address',
  'benefits',
  'companyInfo',
  'questions',
  'redirectUrl',
  'expiresAt',
];
const FLOW = new Set(FLOW_KEYS.map((k) => k.toLowerCase()));

/** Whether the posting flow asks this key itself (compared without case, as the editor does). */
export function isPostingFlowKey(keyNm: string): boolean {
  return FLOW.has(keyNm.toLowerCase());
}

/** The job_post fields a job answers: the board's custom fields the flow does not ask itself. */
export function jobPostFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((f) => !f.isDefault && !isPostingFlowKey(f.keyNm));
}
