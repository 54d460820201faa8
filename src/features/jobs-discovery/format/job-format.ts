// How a job's facts read on cards and on the job page. Every label has a fallback, so a job with
// missing data never shows an empty line or "null".
import { plural, t } from '@lingui/core/macro';
import type {
  EmploymentType,
  JobExperienceRange,
  JobLocation,
  JobSalaryPeriod,
  SalaryRange,
  WorkplaceType,
} from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';
import { relativeDay, relativeDayKind, type DateInput } from '@/lib/format/dates';

// Functions rather than tables: a module constant would keep the language of the first render.
export function employmentTypeLabels(): Record<EmploymentType, string> {
  return {
    FULL_TIME: t`Full time`,
    PART_TIME: t`Part time`,
    CONTRACT: t`Contract`,
    TEMPORARY: t`Temporary`,
    INTERNSHIP: t`Internship`,
    FREELANCE: t`Freelance`,
  };
}

export function workplaceLabels(): Record<WorkplaceType, string> {
  return {
    OFFICE: t`In office`,
    WFH: t`Work from home`,
    HYBRID: t`Hybrid`,
  };
}

/** The amount and its period as one sentence, so a language can order them its own way. */
function perPeriod(range: string, period: JobSalaryPeriod): string {
  switch (period) {
    case 'HOURLY':
      return t`${range} an hour`;
    case 'DAILY':
      return t`${range} a day`;
    case 'WEEKLY':
      return t`${range} a week`;
    case 'MONTHLY':
      return t`${range} a month`;
    case 'YEARLY':
      return t`${range} a year`;
  }
}

/** Salaries are whole amounts almost always; '.00' on each end of a range is only noise. */
function amount(value: number, code: string): string {
  return formatCurrency(value, code).replace(/\.00$/, '');
}

/** '₹24,00,000 – ₹36,00,000 a year', one amount when fixed, or 'Salary not disclosed'. */
export function salaryLabel(salary: SalaryRange | null | undefined): string {
  if (!salary) return t`Salary not disclosed`;
  const { min, max, currencyCode, period } = salary;
  const range = min === max ? amount(min, currencyCode) : `${amount(min, currencyCode)} – ${amount(max, currencyCode)}`;
  return perPeriod(range, period);
}

/** 'Bengaluru, India'; 'Work from home' (the specification's WFH location); a dash-free fallback. */
export function locationLabel(location: JobLocation | null | undefined, detailed = false): string {
  if (!location) return t`Location not specified`;
  if (location.locationType === 'WFH') {
    return detailed && location.country ? t`Work from home (${location.country.nm})` : t`Work from home`;
  }
  const parts = detailed
    ? [location.city?.nm, location.state?.nm, location.country?.nm]
    : [location.city?.nm, location.country?.nm];
  return parts.filter(Boolean).join(', ') || t`Location not specified`;
}

/** '4–8 years', '2+ years' style labels; 'Fresher' for no experience asked. */
export function experienceLabel(experience: JobExperienceRange | null | undefined): string {
  if (!experience) return t`Not specified`;
  const { min, max } = experience;
  if (max === 0) return t`Fresher`;
  if (min === max) return plural(min, { one: '# year', other: '# years' });
  return plural(max, { one: `${min}–# year`, other: `${min}–# years` });
}

/** 'Posted today', 'Posted yesterday', 'Posted Monday', 'Posted 05 Mar 2026'. */
export function postedLabel(postedAt: DateInput, now: DateInput = new Date()): string {
  if (!postedAt) return t`Recently posted`;
  const kind = relativeDayKind(postedAt, now);
  if (kind === 'today') return t`Posted today`;
  if (kind === 'yesterday') return t`Posted yesterday`;
  const day = relativeDay(postedAt, now);
  return t`Posted ${day}`;
}
