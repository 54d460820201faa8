// A browse-jobs search (its URL parameters) as job alert criteria, and alert criteria described in
// words for the screens. The shape of the search is restated here (features do not import each
// other); the browse-jobs route hands its validated search over.
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

const WORKPLACE_LABEL: Record<WorkplaceType, string> = { OFFICE: 'In office', WFH: 'Remote', HYBRID: 'Hybrid' };
const title = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, '-');

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
    a.categories.map((c) => c.nm).join(' or ') || null,
    a.city?.nm ?? a.country?.nm ?? null,
    a.workplaceTypes.map((w) => WORKPLACE_LABEL[w]).join(' or ') || null,
    a.employmentTypes.map(title).join(' or ') || null,
    a.experienceYears !== null ? `${a.experienceYears} years’ experience` : null,
    a.salaryMin !== null && a.currencyCode ? `from ${a.salaryMin.toLocaleString('en-US')} ${a.currencyCode}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All new jobs';
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
