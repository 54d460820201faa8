import { plural, t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format/numbers';

/** '23 open jobs', '1 open job', 'No open jobs'. */
export function openJobsLabel(count: number): string {
  if (count === 0) return t`No open jobs`;
  const n = formatNumber(count);
  return plural(count, { one: `${n} open job`, other: `${n} open jobs` });
}
