// The orders of browse jobs' results; most relevant is the default (specification §3). A function,
// not a table: a module constant would keep the language of the first render.
import { t } from '@lingui/core/macro';
import type { JobSort } from '@generated/api/model';

export function jobSortLabels(): Record<JobSort, string> {
  return {
    relevant: t`Most relevant`,
    newest: t`Newest first`,
    salary_desc: t`Salary: high to low`,
    salary_asc: t`Salary: low to high`,
  };
}
