// A browse-jobs search (its URL parameters) as job alert criteria, and alert criteria described in
// words for the screens. The shape of the search is restated here (features do not import each
// other); the browse-jobs route hands its validated search over.
import { plural, t } from '@lingui/core/macro';
import type { CurrencyCode, EmploymentType, JobAlert, WorkplaceType } from '@generated/api/model';

export type AlertSearch = {
  q?: string;
  category?: string;
  type?: string;
  workplace?: string;
  location?: string;
  salaryMin?: number;
  currency?: string;
  exp?: number;
};

const WORKPLACES: readonly WorkplaceType[] = ['OFFICE', 'WFH', 'HYBRID'];
const EMPLOYMENT: readonly EmploymentType[] = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'TEMPORARY',
  'INTERNSHIP',
  'FREELANCE',
];

/** The criteria a search gives: a part of JobAlertInput without its "All …" sentinels. */
export type AlertCriteriaDraft = {
  keyword?: string;
  categoryIds?: string[];
  employmentTypes?: EmploymentType[];
  workplaceTypes?: WorkplaceType[];
  cityId?: string;
  experienceYears?: number;
  salaryMin?: number;
  currencyCode?: CurrencyCode;
};

export function criteriaOf(s: AlertSearch): AlertCriteriaDraft {
  const workplaces = (s.workplace ?? '')
    .split(',')
    .filter((w): w is WorkplaceType => (WORKPLACES as readonly string[]).includes(w));
  const type = EMPLOYMENT.find((t) => t === s.type);
  return {
    ...(s.q ? { keyword: s.q } : {}),
    ...(s.category ? { categoryIds: [s.category] } : {}),
    ...(type ? { employmentTypes: [type] } : {}),
    ...(workplaces.length ? { workplaceTypes: workplaces } : {}),
    ...(s.location ? { cityId: s.location } : {}),
    ...(s.exp !== undefined ? { experienceYears: s.exp } : {}),
    ...(s.salaryMin !== undefined && s.currency
      ? { salaryMin: s.salaryMin, currencyCode: s.currency as CurrencyCode }
      : {}),
  };
}

/** The codes in words, in the reader's language: a function, as the language is known only at render. */
function workplaceLabel(type: WorkplaceType): string {
  switch (type) {
    case 'OFFICE':
      return t`In office`;
    case 'WFH':
      return t`Remote`;
    case 'HYBRID':
      return t`Hybrid`;
  }
}

function employmentLabel(type: EmploymentType): string {
  switch (type) {
    case 'FULL_TIME':
      return t`Full-time`;
    case 'PART_TIME':
      return t`Part-time`;
    case 'CONTRACT':
      return t`Contract`;
    case 'TEMPORARY':
      return t`Temporary`;
    case 'INTERNSHIP':
      return t`Internship`;
    case 'FREELANCE':
      return t`Freelance`;
  }
}

/** "Remote or Hybrid"; null for none. */
function either(items: string[]): string | null {
  return items.join(` ${t`or`} `) || null;
}

function salaryFrom(salaryMin: number, currency: string): string {
  const amount = salaryMin.toLocaleString('en-US');
  return t`from ${amount} ${currency}`;
}

/** "frontend engineer · Software Development · Bengaluru · Remote or Hybrid", or "All new jobs". */
export function describeAlert(
  a: Pick<
    JobAlert,
    | 'keyword'
    | 'categories'
    | 'employmentTypes'
    | 'workplaceTypes'
    | 'city'
    | 'country'
    | 'experienceYears'
    | 'salaryMin'
    | 'currencyCode'
  >,
): string {
  const parts = [
    a.keyword ? `“${a.keyword}”` : null,
    either(a.categories.map((c) => c.nm)),
    a.city?.nm ?? a.country?.nm ?? null,
    either(a.workplaceTypes.map(workplaceLabel)),
    either(a.employmentTypes.map(employmentLabel)),
    a.experienceYears !== null
      ? plural(a.experienceYears, { one: '# year’s experience', other: '# years’ experience' })
      : null,
    a.salaryMin !== null && a.currencyCode ? salaryFrom(a.salaryMin, a.currencyCode) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t`All new jobs`;
}

/** The summary of criteria not saved yet (a search's), worded as a saved alert's would be. */
export function describeCriteria(c: ReturnType<typeof criteriaOf>): string {
  return describeAlert({
    keyword: c.keyword ?? null,
    categories: [],
    employmentTypes: c.employmentTypes ?? [],
    workplaceTypes: c.workplaceTypes ?? [],
    city: null,
    country: null,
    experienceYears: c.experienceYears ?? null,
    salaryMin: c.salaryMin ?? null,
    currencyCode: c.currencyCode ?? null,
  });
}

/** The frequencies the plan offers, daily first. */
export function frequenciesOf(features: readonly string[] | undefined): ('daily' | 'weekly')[] {
  const all: ('daily' | 'weekly')[] = [];
  if (features?.includes('job_alert_daily')) all.push('daily');
  if (features?.includes('job_alert_weekly')) all.push('weekly');
  return all;
}
