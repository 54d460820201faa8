// How a job's facts read on cards and on the job page. Every label has a fallback, so a job with
// missing data never shows an empty line or "null".
import type {
  EmploymentType,
  JobExperienceRange,
  JobLocation,
  JobSalaryPeriod,
  SalaryRange,
  WorkplaceType,
} from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';
import { relativeDay, type DateInput } from '@/lib/format/dates';

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERNSHIP: 'Internship',
  FREELANCE: 'Freelance',
};

export const WORKPLACE_LABELS: Record<WorkplaceType, string> = {
  OFFICE: 'In office',
  WFH: 'Work from home',
  HYBRID: 'Hybrid',
};

const PERIOD_SUFFIX: Record<JobSalaryPeriod, string> = {
  HOURLY: 'an hour',
  DAILY: 'a day',
  WEEKLY: 'a week',
  MONTHLY: 'a month',
  YEARLY: 'a year',
};

export const SALARY_NOT_DISCLOSED = 'Salary not disclosed';
export const WORK_FROM_HOME = 'Work from home';

/** Salaries are whole amounts almost always; '.00' on each end of a range is only noise. */
function amount(value: number, code: string): string {
  return formatCurrency(value, code).replace(/\.00$/, '');
}

/** '₹24,00,000 – ₹36,00,000 a year', one amount when fixed, or 'Salary not disclosed'. */
export function salaryLabel(salary: SalaryRange | null | undefined): string {
  if (!salary) return SALARY_NOT_DISCLOSED;
  const { min, max, currencyCode, period } = salary;
  const range = min === max ? amount(min, currencyCode) : `${amount(min, currencyCode)} – ${amount(max, currencyCode)}`;
  return `${range} ${PERIOD_SUFFIX[period]}`;
}

/** 'Bengaluru, India'; 'Work from home' (the specification's WFH location); a dash-free fallback. */
export function locationLabel(location: JobLocation | null | undefined, detailed = false): string {
  if (!location) return 'Location not specified';
  if (location.locationType === 'WFH') {
    return detailed && location.country ? `${WORK_FROM_HOME} (${location.country.nm})` : WORK_FROM_HOME;
  }
  const parts = detailed
    ? [location.city?.nm, location.state?.nm, location.country?.nm]
    : [location.city?.nm, location.country?.nm];
  return parts.filter(Boolean).join(', ') || 'Location not specified';
}

/** '4–8 years', '2+ years' style labels; 'Fresher' for no experience asked. */
export function experienceLabel(experience: JobExperienceRange | null | undefined): string {
  if (!experience) return 'Not specified';
  const { min, max } = experience;
  if (max === 0) return 'Fresher';
  const years = (n: number) => (n === 1 ? 'year' : 'years');
  if (min === max) return `${min} ${years(min)}`;
  return `${min}–${max} ${years(max)}`;
}

/** 'Posted today', 'Posted yesterday', 'Posted Monday', 'Posted 05 Mar 2026'. */
export function postedLabel(postedAt: DateInput, now: DateInput = new Date()): string {
  if (!postedAt) return 'Recently posted';
  const day = relativeDay(postedAt, now);
  const lower = day === 'Today' || day === 'Yesterday' ? day.toLowerCase() : day;
  return `Posted ${lower}`;
}
