// How the console names each kind of master data. A Record over the contract's MasterKind, so a
// kind added to the contract fails the build until it has a name here.
import type { MasterKind } from '@generated/api/model';

export const KIND_LABELS: Record<MasterKind, string> = {
  gender: 'Genders',
  salary_range: 'Salary ranges',
  years_of_experience: 'Years of experience',
  application_status: 'Application statuses',
  employment_type: 'Types of employment',
  position_level: 'Position levels',
  qualification: 'Qualifications',
  job_domain: 'Job domains',
  skills: 'Skills',
  keywords: 'Keywords',
  industry: 'Industries',
  institute: 'Institutes',
  field_of_study: 'Fields of study',
  location_type: 'Location types',
  city: 'Cities',
  items_per_page: 'Items per page',
};

/** The name the server checks against: trimmed, runs of spaces made one. */
export function cleanName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export const NAME_MAX = 150;

/** What is wrong with a typed name before it is sent, or null. */
export function nameProblem(value: string): string | null {
  const name = cleanName(value);
  if (!name) return 'Enter a name';
  if (name.length > NAME_MAX) return `Keep it to ${NAME_MAX} characters`;
  return null;
}
