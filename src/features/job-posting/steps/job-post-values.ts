// The job post screen's values and their checks: title rules of the contract, counts in range,
// and every minimum not above its maximum. A salary is optional, but once started it needs both
// ends.
import { t } from '@lingui/core/macro';
import type { CurrencyCode, Job, JobHighlightsInput, JobSalaryPeriod } from '@generated/api/model';
import { constants } from '@generated/manifest';

export type Amount = number | '';

export type JobPostValues = {
  title: string;
  vacancies: Amount;
  experienceMin: Amount;
  experienceMax: Amount;
  qualificationId: string;
  salaryMin: Amount;
  salaryMax: Amount;
  currencyCode: CurrencyCode;
  period: JobSalaryPeriod;
  isSalaryVisible: boolean;
};

export type JobPostErrors = Partial<Record<keyof JobPostValues, string>>;

const TITLE = /^[\p{L}\p{N}][\p{L}\p{N} .,&+#/()'’:-]*$/u;

export function initialJobPostValues(job: Job): JobPostValues {
  return {
    title: job.title ?? '',
    vacancies: job.vacancies ?? 1,
    experienceMin: job.experience?.min ?? '',
    experienceMax: job.experience?.max ?? '',
    qualificationId: job.qualification?.id ?? '',
    salaryMin: job.salary?.min ?? '',
    salaryMax: job.salary?.max ?? '',
    currencyCode: job.salary?.currencyCode ?? (constants.currency.defaultCode as CurrencyCode),
    period: job.salary?.period ?? 'YEARLY',
    isSalaryVisible: job.isSalaryVisible,
  };
}

export function validateJobPost(v: JobPostValues): JobPostErrors {
  const e: JobPostErrors = {};
  const title = v.title.trim();
  if (!title) e.title = t`Enter the job title`;
  else if (title.length < 3) e.title = t`The title needs at least 3 characters`;
  else if (!TITLE.test(title)) e.title = t`Use letters, digits, spaces and . , & + # / ( ) ' : - only`;
  if (v.vacancies === '') e.vacancies = t`Enter the number of open positions`;
  else if (v.vacancies < 1 || v.vacancies > 1000) e.vacancies = t`Between 1 and 1000 positions`;
  if (v.experienceMin === '') e.experienceMin = t`Enter the minimum years`;
  if (v.experienceMax === '') e.experienceMax = t`Enter the maximum years`;
  if (v.experienceMin !== '' && v.experienceMax !== '' && v.experienceMin > v.experienceMax)
    e.experienceMax = t`Maximum experience cannot be less than the minimum`;
  const hasMin = v.salaryMin !== '';
  const hasMax = v.salaryMax !== '';
  if (hasMin !== hasMax) {
    if (hasMin) e.salaryMax = t`Enter the maximum salary too, or clear the minimum`;
    else e.salaryMin = t`Enter the minimum salary too, or clear the maximum`;
  }
  if (v.salaryMin !== '' && v.salaryMax !== '' && v.salaryMin > v.salaryMax)
    e.salaryMax = t`Maximum salary cannot be less than the minimum`;
  return e;
}

export function toJobPostInput(v: JobPostValues): JobHighlightsInput {
  const salary =
    v.salaryMin !== '' && v.salaryMax !== ''
      ? { min: v.salaryMin, max: v.salaryMax, currencyCode: v.currencyCode, period: v.period }
      : null;
  return {
    step: 'job-post',
    title: v.title.trim(),
    vacancies: Number(v.vacancies),
    experience: { min: Number(v.experienceMin), max: Number(v.experienceMax) },
    qualificationId: v.qualificationId || null,
    salary,
    isSalaryVisible: v.isSalaryVisible,
  };
}
