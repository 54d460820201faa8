// The my-jobs lifecycle calls. Each refreshes the employer's lists and the job itself once it
// succeeds; the caller decides what the user sees.
import { useQueryClient } from '@tanstack/react-query';
import { getGetJobQueryKey, getListJobsQueryKey } from '@generated/api/jobs-discovery/jobs-discovery';
import {
  useCloneJob,
  useCloseJobPosition,
  usePauseJob,
  useResumeJob,
  useSoftDeleteJobs,
} from '@generated/api/job-posting/job-posting';

export function useJobActions() {
  const queryClient = useQueryClient();
  const refresh = (id?: string) => {
    void queryClient.invalidateQueries({ queryKey: [getListJobsQueryKey()[0]] });
    if (id) void queryClient.invalidateQueries({ queryKey: getGetJobQueryKey(id) });
  };
  const onSuccess = (_data: unknown, vars: { id: string }) => refresh(vars.id);
  return {
    pause: usePauseJob({ mutation: { onSuccess } }),
    resume: useResumeJob({ mutation: { onSuccess } }),
    close: useCloseJobPosition({ mutation: { onSuccess } }),
    clone: useCloneJob({ mutation: { onSuccess: () => refresh() } }),
    remove: useSoftDeleteJobs({ mutation: { onSuccess: () => refresh() } }),
  };
}
