// The employer's job as label/value pairs for the facts grid. Everything the employer entered is
// shown, including what the public never sees (a hidden salary is shown, marked hidden).
import type { Job, JobSalaryPeriod } from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/dates';

const EMPLOYMENT: Record<Job['employmentType'], string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACT: 'Contract',
  INTERNSHIP: 'Internship',
  TEMPORARY: 'Temporary',
  FREELANCE: 'Freelance',
};

const WORKPLACE: Record<Job['workplaceType'], string> = {
  OFFICE: 'In office',
  HYBRID: 'Hybrid',
  WFH: 'Work from home',
};

const PERIOD: Record<JobSalaryPeriod, string> = {
  HOURLY: 'an hour',
  DAILY: 'a day',
  WEEKLY: 'a week',
  MONTHLY: 'a month',
  YEARLY: 'a year',
};

function location(job: Job): string {
  const l = job.location;
  if (!l) return 'Not set';
  if (l.locationType === 'WFH') return l.country ? `Work from home (${l.country.nm})` : 'Work from home';
  return [l.address, l.city?.nm, l.state?.nm, l.country?.nm].filter(Boolean).join(', ') || 'Not set';
}

function salary(job: Job): string {
  const s = job.salary;
  if (!s) return 'Not given';
  const range = `${formatCurrency(s.min, s.currencyCode)} – ${formatCurrency(s.max, s.currencyCode)} ${PERIOD[s.period]}`;
  return job.isSalaryVisible ? range : `${range} (hidden from candidates)`;
}

function experience(job: Job): string {
  const e = job.experience;
  if (!e) return 'Not set';
  if (e.min === 0 && e.max === 0) return 'Freshers';
  return e.min === e.max ? `${e.min} years` : `${e.min}–${e.max} years`;
}

export type Fact = { label: string; value: string };

export function jobFacts(job: Job): Fact[] {
  const facts: Array<Fact | null> = [
    { label: 'Employment type', value: EMPLOYMENT[job.employmentType] },
    { label: 'Workplace', value: WORKPLACE[job.workplaceType] },
    { label: 'Category', value: job.category.nm },
    job.positionLevel ? { label: 'Position level', value: job.positionLevel.nm } : null,
    { label: 'Location', value: location(job) },
    { label: 'Experience', value: experience(job) },
    job.qualification ? { label: 'Qualification', value: job.qualification.nm } : null,
    { label: 'Salary', value: salary(job) },
    { label: 'Posted', value: job.postedAt ? formatDate(job.postedAt) : 'Not posted yet' },
    { label: 'Expires', value: job.expiresAt ? formatDate(job.expiresAt) : 'No expiry' },
    job.postedBy ? { label: 'Posted by', value: job.postedBy.nm } : null,
    job.referenceNumber ? { label: 'Reference', value: job.referenceNumber } : null,
    job.redirectUrl ? { label: 'Applications', value: `On ${job.redirectUrl}` } : null,
  ];
  return facts.filter((f): f is Fact => f !== null);
}
