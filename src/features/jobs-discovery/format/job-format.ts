// How a job's facts read on cards and on the job page. Every label has a fallback, so a job with
// missing data never shows an empty line or "null".
import { plural, t } from '@lingui/core/macro';
import type { JobExperienceRange, JobLocation, SalaryRange, WorkplaceType } from '@generated/api/model';
import { payText } from '@/lib/format/job-labels';
import { relativeDay, relativeDayKind, type DateInput } from '@/lib/format/dates';

// Functions rather than tables: a module constant would keep the language of the first render.
export function workplaceLabels(): Record<WorkplaceType, string> {
  return {
    OFFICE: t`In office`,
    WFH: t`Work from home`,
    HYBRID: t`Hybrid`,
  };
}

/** '₹24,00,000 – ₹36,00,000 a year', one amount when fixed, or 'Salary not disclosed'. */
export function salaryLabel(salary: SalaryRange | null | undefined): string {
  return salary ? payText(salary) : t`Salary not disclosed`;
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
