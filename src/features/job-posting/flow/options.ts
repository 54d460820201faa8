// Display labels of the contract's fixed codes used across the posting screens.
import { t } from '@lingui/core/macro';
import type { EmploymentType, JobSalaryPeriod, WorkplaceType } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { employmentTypeLabels } from '@/lib/format/job-labels';

// Functions rather than tables: a module constant would keep the language of the first render.
export function employmentTypes(): { value: EmploymentType; label: string }[] {
  return Object.entries(employmentTypeLabels()).map(([value, label]) => ({ value: value as EmploymentType, label }));
}

export function workplaceTypes(): { value: WorkplaceType; label: string; hint: string }[] {
  return [
    { value: 'OFFICE', label: t`Office`, hint: t`Work from the company’s office` },
    { value: 'WFH', label: t`Work from home`, hint: t`Fully remote` },
    { value: 'HYBRID', label: t`Hybrid`, hint: t`Some days in the office` },
  ];
}

export function salaryPeriods(): { value: JobSalaryPeriod; label: string }[] {
  return [
    { value: 'HOURLY', label: t`per hour` },
    { value: 'DAILY', label: t`per day` },
    { value: 'WEEKLY', label: t`per week` },
    { value: 'MONTHLY', label: t`per month` },
    { value: 'YEARLY', label: t`per year` },
  ];
}

export const CURRENCY_CODES = Object.keys(constants.currency.symbols);

export function labelOf<T extends string>(list: { value: T; label: string }[], value: T | null | undefined): string {
  return list.find((item) => item.value === value)?.label ?? constants.emptyValue;
}
