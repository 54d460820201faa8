// "Build one": a new resume filled from the profile (createResume with prefillFromProfile), named
// after the profile's name (or the account's), then the builder opens on it. The profile is read
// only when the button is pressed, from the cache when it is there.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createResume, getListResumesQueryKey } from '@generated/api/resumes/resumes';
import { SILENT } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';
import { useSession } from '@/lib/session/session';
import { CANDIDATE_PROFILE_KEY, getCandidateProfile } from '../api/profile-calls';
import { printableName } from '../model/printable-name';

export function useStartResume() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const user = useSession()?.user;
  return useMutation({
    mutationFn: async () => {
      // No profile yet (or it cannot be read) is no reason not to start: the account's name serves.
      const profile = await client
        .fetchQuery({
          queryKey: CANDIDATE_PROFILE_KEY,
          queryFn: ({ signal }) => getCandidateProfile({ ...SILENT, signal }),
          staleTime: STALE.short,
        })
        .catch(() => null);
      const accountName = user ? `${user.firstName} ${user.lastName}` : null;
      return createResume({ name: printableName(profile?.data.name, accountName), prefillFromProfile: true });
    },
    onSuccess: (res) => {
      void client.invalidateQueries({ queryKey: getListResumesQueryKey() });
      void navigate({ to: '/jobsseekers/create-resume', search: { id: res.data._id } });
    },
  });
}
