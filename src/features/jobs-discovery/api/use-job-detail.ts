// One job for the job page. Guests (and employers, who read other companies' jobs as the public
// does) use the guest call, which takes an id or a slug. A candidate needs the signed-in call for
// isApplied and isSaved, and that call takes only an id: with a slug in the URL the guest call
// finds the job first and the signed-in one then adds the candidate's state.
import { useGetGuestJob, useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import type { Job } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { useSession } from '@/lib/session/session';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What jobs/get/guest/{id} accepts; anything else cannot be a job, so it is not asked for. */
const GUEST_PARAM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isJobId(value: string): boolean {
  return UUID.test(value);
}

export function isJobParam(value: string): boolean {
  return value.length >= 3 && value.length <= 120 && GUEST_PARAM.test(value);
}

export type JobDetailResult = {
  job: Job | undefined;
  /** The job does not exist, is not public, or the URL cannot name one. */
  notFound: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
};

export function useJobDetail(idOrSlug: string): JobDetailResult {
  const asCandidate = useSession()?.user.role === 'candidate';
  const valid = isJobParam(idOrSlug);
  const byId = isJobId(idOrSlug);
  const guest = useGetGuestJob(idOrSlug, { query: { enabled: valid && !(asCandidate && byId) } });
  // Optional all the way: a malformed answer must leave the page loading, not crash it.
  const candidateId = byId ? idOrSlug : guest.data?.data?._id;
  const candidate = useGetJob(candidateId ?? '', { query: { enabled: asCandidate && Boolean(candidateId) } });
  const primary = asCandidate && byId ? candidate : guest;
  const job = candidate.data?.data ?? guest.data?.data;
  const missing = isApiError(primary.error) && (primary.error.status === 404 || primary.error.status === 400);
  return {
    job,
    notFound: !valid || (!job && missing),
    error: job ? null : primary.error,
    isFetching: primary.isFetching,
    refetch: () => void primary.refetch(),
  };
}
