// Where a job links to. Signed-in candidates open jobs on their own area's page, which reads the
// job by id with their applied and saved state; everyone else gets the public, shareable slug URL.
import type { Role } from '@/lib/session/session';

type Linkable = { _id: string; slug: string | null };

export type JobLink =
  | { to: '/jobsseekers/job-detail'; search: { id: string }; params?: undefined }
  | { to: '/job-detail/$slug'; params: { slug: string }; search?: undefined };

export function jobLink(job: Linkable, role: Role | undefined): JobLink {
  if (role === 'candidate') return { to: '/jobsseekers/job-detail', search: { id: job._id } };
  return { to: '/job-detail/$slug', params: { slug: job.slug ?? job._id } };
}

/** The public address of a job, for sharing. */
export function jobShareUrl(job: Linkable, origin: string): string {
  return `${origin}/job-detail/${job.slug ?? job._id}`;
}
