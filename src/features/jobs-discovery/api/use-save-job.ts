// Saving (liking) a job for the signed-in candidate. The saved state shows on the job page, on
// job cards and in My jobs, so all three are refreshed after a change.
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getListLikedJobsQueryKey, useSetJobLike } from '@generated/api/applying/applying';
import { getGetJobQueryKey, getListJobsQueryKey } from '@generated/api/jobs-discovery/jobs-discovery';
import { toast } from '@/lib/toast/toast';

export function useSaveJob(jobId: string) {
  const queryClient = useQueryClient();
  return useSetJobLike({
    mutation: {
      onSuccess: (_result, { data }) => {
        toast(data.liked ? t`Job saved` : t`Removed from your saved jobs`);
        void queryClient.invalidateQueries({ queryKey: getGetJobQueryKey(jobId) });
        void queryClient.invalidateQueries({ queryKey: [getListLikedJobsQueryKey()[0]] });
        void queryClient.invalidateQueries({ queryKey: [getListJobsQueryKey()[0]] });
      },
    },
  });
}
