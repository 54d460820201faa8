// One line for where a job is, as the apply screens and My jobs show it.
import { t } from '@lingui/core/macro';
import type { JobLocation } from '@generated/api/model';

export function jobPlace(location: JobLocation | null | undefined): string {
  if (!location) return t`Location not specified`;
  if (location.locationType === 'WFH') return t`Work from home`;
  return [location.city?.nm, location.country?.nm].filter(Boolean).join(', ') || t`Location not specified`;
}
