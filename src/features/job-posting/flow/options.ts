// Display labels of the contract's fixed codes used across the posting screens.
import type { EmploymentType, JobSalaryPeriod, WorkplaceType } from '@generated/api/model';
import { constants } from '@generated/manifest';

export const EMPLOYMENT_TYPES: { value: EmploymentType; label: string }[] = [
  { value: 'FULL_TIME', label: 'Full time' },
  { value: 'PART_TIME', label: 'Part time' },
  { value: 'CONTRACT', label: 'Contract' },
  { value: 'TEMPORARY', label: 'Temporary' },
  { value: 'INTERNSHIP', label: 'Internship' },
  { value: 'FREELANCE', label: 'Freelance' },
];

export const WORKPLACE_TYPES: { value: WorkplaceType; label: string; hint: string }[] = [
  { value: 'OFFICE', label: 'Office', hint: 'Work from the company’s office' },
  { value: 'WFH', label: 'Work from home', hint: 'Fully remote' },
  { value: 'HYBRID', label: 'Hybrid', hint: 'Some days in the office' },
];

export const SALARY_PERIODS: { value: JobSalaryPeriod; label: string }[] = [
  { value: 'HOURLY', label: 'per hour' },
  { value: 'DAILY', label: 'per day' },
  { value: 'WEEKLY', label: 'per week' },
  { value: 'MONTHLY', label: 'per month' },
  { value: 'YEARLY', label: 'per year' },
];

export const CURRENCY_CODES = Object.keys(constants.currency.symbols);

export function labelOf<T extends string>(list: { value: T; label: string }[], value: T | null | undefined): string {
  return list.find((item) => item.value === value)?.label ?? constants.emptyValue;
}
