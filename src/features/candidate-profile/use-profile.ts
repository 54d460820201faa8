// The signed-in candidate's profile (candidate/view): one query that every tab reads, so the
// header, the completion card and the lists always agree. Any save replaces or invalidates it, so
// the completion the server recomputed shows at once.
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getGetCandidateProfileQueryKey,
  getGetProfileSectionAllowanceQueryKey,
  useGetCandidateProfile,
} from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateProfile, GetCandidateProfile200, ProfileSectionKind } from '@generated/api/model';

export const PROFILE_QUERY_KEY = getGetCandidateProfileQueryKey();

export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useGetCandidateProfile({ query: { enabled, select: (res: GetCandidateProfile200) => res.data } });
}

/** After a save: the profile (and so its completion) is out of date; a section's allowance too. */
export function useProfileSaved() {
  const client = useQueryClient();
  return useCallback(
    (saved?: {
      profile?: CandidateProfile;
      /** What the save did to the profile, shown at once on the profile as it is now. */
      change?: (profile: CandidateProfile) => CandidateProfile;
      kind?: ProfileSectionKind;
      message?: string;
    }) => {
      // A call that answers the whole profile shows at once; the refetch confirms it.
      if (saved?.profile) {
        const profile = saved.profile;
        client.setQueryData<GetCandidateProfile200>(PROFILE_QUERY_KEY, (old) =>
          old ? { ...old, data: profile } : { code: 'SUCCESS', message: saved.message ?? t`Success`, data: profile },
        );
      }
      const change = saved?.change;
      if (change)
        client.setQueryData<GetCandidateProfile200>(PROFILE_QUERY_KEY, (old) =>
          old ? { ...old, data: change(old.data) } : old,
        );
      const jobs = [client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })];
      if (saved?.kind)
        jobs.push(client.invalidateQueries({ queryKey: getGetProfileSectionAllowanceQueryKey(saved.kind) }));
      return Promise.all(jobs).then(() => undefined);
    },
    [client],
  );
}
