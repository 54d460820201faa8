// How a followed company's job reads in a notification and in the e-mail digest.
import type { LiveJob } from './follows-repo.ts';

/** Where the job is, in one line: the city and country, or remote. */
export function placeOf(j: Pick<LiveJob, 'location_type' | 'city_nm' | 'country_nm'>): string {
  if (j.location_type === 'WFH') return j.country_nm ? `Remote (${j.country_nm})` : 'Remote';
  return [j.city_nm, j.country_nm].filter(Boolean).join(', ');
}

/** The job page's path on the board's host. */
export const jobPath = (j: Pick<LiveJob, 'id' | 'slug'>) => `/job-detail/${j.slug ?? j.id}`;

export const titleOf = (j: Pick<LiveJob, 'title'>) => j.title?.trim() || 'Untitled job';
