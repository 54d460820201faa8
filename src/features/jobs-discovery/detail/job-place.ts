// The place a job's map shows (docs/maps.md): the office address, city, state and country a job at
// a place names, as one line Google Maps can find. A work-from-home job has no place to show.
import type { JobLocation } from '@generated/api/model';

export function jobPlaceOf(location: JobLocation | null | undefined): string | null {
  if (!location || location.locationType !== 'CITY') return null;
  const parts = [location.address, location.city?.nm, location.state?.nm, location.country?.nm]
    .map((p) => p?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
