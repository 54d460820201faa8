// One line for where a job is, as the apply screens and My jobs show it.
import type { JobLocation } from '@generated/api/model';

export function jobPlace(location: JobLocation | null | undefined): string {
  if (!location) return 'Location not specified';
  if (location.locationType === 'WFH') return 'Work from home';
  return [location.city?.nm, location.country?.nm].filter(Boolean).join(', ') || 'Location not specified';
}
