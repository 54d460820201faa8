// The draft being posted, loaded by every step so that going back (or resuming from my-jobs)
// shows what was saved. Saves write the server's answer straight into this cache, so the next
// screen and the review never show stale values.
import { useQueryClient } from '@tanstack/react-query';
import { getGetJobQueryKey, getListJobsQueryKey, useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import type { GetJob200, Job } from '@generated/api/model';

export function useDraft(jobId: string | undefined) {
  return useGetJob(jobId ?? '', { query: { enabled: Boolean(jobId) } });
}

/** Puts a saved job into the cache and marks the employer's job lists as out of date. */
export function useStoreDraft() {
  const queryClient = useQueryClient();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the API envelope's own message, never shown
  return (job: Job, message = 'Saved') => {
    const entry: GetJob200 = { code: 'SUCCESS', message, data: job };
    queryClient.setQueryData(getGetJobQueryKey(job._id), entry);
    void queryClient.invalidateQueries({ queryKey: [getListJobsQueryKey()[0]] });
  };
}
