// The employer's job as label/value pairs for the facts grid. Everything the employer entered is
// shown, including what the public never sees (a hidden salary is shown, marked hidden).
import { plural, t } from '@lingui/core/macro';
import type { Job } from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate } from '@/lib/format/dates';
import { employmentTypeLabels, perPeriod } from '@/lib/format/job-labels';

// Functions rather than tables: a module constant would keep the language of the first render.
function workplaceLabel(type: Job['workplaceType']): string {
  switch (type) {
    case 'OFFICE':
      return t`In office`;
    case 'HYBRID':
      return t`Hybrid`;
    case 'WFH':
      return t`Work from home`;
  }
}

function location(job: Job): string {
  const l = job.location;
  if (!l) return t`Not set`;
  if (l.locationType === 'WFH') return l.country ? t`Work from home (${l.country.nm})` : t`Work from home`;
  return [l.address, l.city?.nm, l.state?.nm, l.country?.nm].filter(Boolean).join(', ') || t`Not set`;
}

function salary(job: Job): string {
  const s = job.salary;
  if (!s) return t`Not given`;
  const range = perPeriod(
    `${formatCurrency(s.min, s.currencyCode)} – ${formatCurrency(s.max, s.currencyCode)}`,
    s.period,
  );
  return job.isSalaryVisible ? range : t`${range} (hidden from candidates)`;
}

function experience(job: Job): string {
  const e = job.experience;
  if (!e) return t`Not set`;
  if (e.min === 0 && e.max === 0) return t`Freshers`;
  const { min, max } = e;
  return min === max ? plural(min, { one: '# year', other: '# years' }) : t`${min}–${max} years`;
}

/** Where applications go when the job sends candidates to the employer's own site. */
function onSite(url: string): string {
  return t`On ${url}`;
}

export type Fact = { label: string; value: string };

export function jobFacts(job: Job): Fact[] {
  const facts: Array<Fact | null> = [
    { label: t`Employment type`, value: employmentTypeLabels()[job.employmentType] },
    { label: t`Workplace`, value: workplaceLabel(job.workplaceType) },
    { label: t`Category`, value: job.category.nm },
    job.positionLevel ? { label: t`Position level`, value: job.positionLevel.nm } : null,
    { label: t`Location`, value: location(job) },
    { label: t`Experience`, value: experience(job) },
    job.qualification ? { label: t`Qualification`, value: job.qualification.nm } : null,
    { label: t`Salary`, value: salary(job) },
    { label: t`Posted`, value: job.postedAt ? formatDate(job.postedAt) : t`Not posted yet` },
    { label: t`Expires`, value: job.expiresAt ? formatDate(job.expiresAt) : t`No expiry` },
    job.postedBy ? { label: t`Posted by`, value: job.postedBy.nm } : null,
    job.referenceNumber ? { label: t`Reference`, value: job.referenceNumber } : null,
    job.redirectUrl ? { label: t`Applications`, value: onSite(job.redirectUrl) } : null,
  ];
  return facts.filter((f): f is Fact => f !== null);
}
