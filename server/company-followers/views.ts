// How a followed company's job reads in a notification and in the e-mail digest, in the reader's
// language (the job's own title and place names stay as the board wrote them).
import type { Translator } from '../i18n/translator.ts';
import type { LiveJob } from './follows-repo.ts';

const JOB = {
  remote: /*i18n*/ { id: 'company-followers.job.remote', message: 'Remote' },
  remoteIn: /*i18n*/ { id: 'company-followers.job.remoteIn', message: 'Remote ({country})' },
  untitled: /*i18n*/ { id: 'company-followers.job.untitled', message: 'Untitled job' },
};

/** Where the job is, in one line: the city and country, or remote. */
export function placeOf(tr: Translator, j: Pick<LiveJob, 'location_type' | 'city_nm' | 'country_nm'>): string {
  if (j.location_type === 'WFH') return j.country_nm ? tr.t(JOB.remoteIn, { country: j.country_nm }) : tr.t(JOB.remote);
  return [j.city_nm, j.country_nm].filter(Boolean).join(', ');
}

/** The job page's path on the board's host. */
export const jobPath = (j: Pick<LiveJob, 'id' | 'slug'>) => `/job-detail/${j.slug ?? j.id}`;

export const titleOf = (tr: Translator, j: Pick<LiveJob, 'title'>) => j.title?.trim() || tr.t(JOB.untitled);
