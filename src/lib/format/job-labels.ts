// A job's codes and pay in words, in the reader's language, as the job cards, the job page, the
// site's job blocks and the employer's job screens show them. Functions rather than tables: a module
// constant would keep the language of the first render.
import { t } from '@lingui/core/macro';
import type { EmploymentType, JobSalaryPeriod, SalaryRange } from '@generated/api/model';
import { formatCurrency } from './currency';

/** Each employment type's name, in the order forms offer them. */
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

/** The amount and its period as one sentence, so a language can order them its own way. */
export function perPeriod(range: string, period: JobSalaryPeriod): string {
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
    default:
      return range;
  }
}

/** Salaries are whole amounts almost always; '.00' on each end of a range is only noise. */
function wholeAmount(value: number, code: string): string {
  return formatCurrency(value, code).replace(/\.00$/, '');
}

/** '₹24,00,000 – ₹36,00,000 a year', or one amount when the range is fixed. */
export function payText({ min, max, currencyCode, period }: SalaryRange): string {
  const range =
    min === max
      ? wholeAmount(min, currencyCode)
      : `${wholeAmount(min, currencyCode)} – ${wholeAmount(max, currencyCode)}`;
  return perPeriod(range, period);
}
