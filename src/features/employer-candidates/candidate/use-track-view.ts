// Records the profile view (specification §7: userId, viewedByUserId = the signed-in user, type 1)
// once per visit of a candidate's page, shows the server's message and refreshes what counts views.
// The ref keeps it to one call per candidate even when effects run twice or the account refetches.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  getGetSearchedCandidateDetailsQueryKey,
  getGetViewedCandidateCountQueryKey,
  getListViewedCandidatesQueryKey,
  useTrackCandidateProfileView,
} from '@generated/api/employer-candidates/employer-candidates';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import { toast } from '@/lib/toast/toast';

export function useTrackView(candidateId: string | undefined, jobId: string | undefined): void {
  const me = useEmployerPermissions().employer?._id;
  const client = useQueryClient();
  const tracked = useRef<string | null>(null);
  const { mutate } = useTrackCandidateProfileView({
    mutation: {
      onSuccess: (res) => {
        toast(res.message);
        for (const key of [
          getGetSearchedCandidateDetailsQueryKey,
          getGetViewedCandidateCountQueryKey,
          getListViewedCandidatesQueryKey,
        ])
          void client.invalidateQueries({ queryKey: [key()[0]] });
      },
    },
  });
  useEffect(() => {
    if (!candidateId || !me || tracked.current === candidateId) return;
    tracked.current = candidateId;
    mutate({ data: { userId: candidateId, viewedByUserId: me, type: 1, ...(jobId ? { jobId } : {}) } });
  }, [candidateId, jobId, me, mutate]);
}
