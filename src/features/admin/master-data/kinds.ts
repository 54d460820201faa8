// How the console names each kind of master data. A Record over the contract's MasterKind, so a
// kind added to the contract fails the build until it has a name here.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MasterKind } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';

const KIND_LABELS: Record<MasterKind, MessageDescriptor> = {
  gender: msg`Genders`,
  salary_range: msg`Salary ranges`,
  years_of_experience: msg`Years of experience`,
  application_status: msg`Application statuses`,
  employment_type: msg`Types of employment`,
  position_level: msg`Position levels`,
  qualification: msg`Qualifications`,
  job_domain: msg`Job domains`,
  skills: msg`Skills`,
  keywords: msg`Keywords`,
  industry: msg`Industries`,
  institute: msg`Institutes`,
  field_of_study: msg`Fields of study`,
  location_type: msg`Location types`,
  city: msg`Cities`,
  items_per_page: msg`Items per page`,
};

/** A kind's name in the page's language. */
export function kindLabel(kind: MasterKind): string {
  return textOf(KIND_LABELS[kind]);
}

/** The name the server checks against: trimmed, runs of spaces made one. */
export function cleanName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

export const NAME_MAX = 150;

/** What is wrong with a typed name before it is sent, or null. */
export function nameProblem(value: string): string | null {
  const name = cleanName(value);
  if (!name) return t`Enter a name`;
  if (name.length > NAME_MAX) return t`Keep it to ${NAME_MAX} characters`;
  return null;
}
