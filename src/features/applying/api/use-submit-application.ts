// Sends a signed-in candidate's application. The call is silent: the screen shows every outcome
// in place (already applied, job closed, the server's message). After it, the job reads as
// applied everywhere it is shown and My jobs lists it.
import { useQueryClient } from '@tanstack/react-query';
import { getListApplicationsQueryKey } from '@generated/api/pipeline/pipeline';
import { useApplyToJob } from '@generated/api/applying/applying';
import { getGetJobQueryKey, getListJobsQueryKey } from '@generated/api/jobs-discovery/jobs-discovery';
import type { GetJob200 } from '@generated/api/model';
import { SILENT } from '@/lib/api/http';

const JOB_GET_PREFIX = getGetJobQueryKey('')[0];

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useApplyToJob({
    request: SILENT,
    mutation: {
      onSuccess: (_result, { data }) => {
        queryClient.setQueryData<GetJob200>(getGetJobQueryKey(data.jobId), (old) =>
          old ? { ...old, data: { ...old.data, isApplied: true } } : old,
        );
        // Both job calls (signed-in by id, guest by id or slug) are keyed by their URL.
        void queryClient.invalidateQueries({
          predicate: ({ queryKey: [key] }) => typeof key === 'string' && key.startsWith(JOB_GET_PREFIX),
        });
        void queryClient.invalidateQueries({ queryKey: [getListApplicationsQueryKey()[0]] });
        void queryClient.invalidateQueries({ queryKey: [getListJobsQueryKey()[0]] });
      },
    },
  });
}
