// The follow control of a company's page: how many follow the company, and for a candidate the
// button that follows or unfollows it; a guest is offered to log in, an employer (the company's
// own, on its company profile) and an admin see the count only. Hidden where the board's plan has
// no company_followers. Server-rendered for guests, so it reads no storage while rendering.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  getGetCompanyFollowStateQueryKey,
  getListFollowedCompaniesQueryKey,
  useFollowCompany,
  useGetCompanyFollowState,
  useUnfollowCompany,
} from '@generated/api/company-followers/company-followers';
import type { CompanyFollowState } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { useFeature } from '@/lib/plans/use-feature';
import { useSession } from '@/lib/session/session';
import { toast } from '@/lib/toast/toast';

export const followersLabel = (n: number) => {
  const shown = n.toLocaleString('en-US');
  return plural(n, { one: `${shown} follower`, other: `${shown} followers` });
};

/** The state's query key per viewer: `following` is the signed-in candidate's own. */
export function followStateKey(companyId: string, viewer: string | null) {
  return [...getGetCompanyFollowStateQueryKey(companyId), { viewer }] as const;
}

function FollowButton({
  companyId,
  companyName,
  state,
}: {
  companyId: string;
  companyName: string;
  state: CompanyFollowState;
}) {
  const client = useQueryClient();
  const viewer = useSession()?.user.email ?? null;
  const settle = {
    onSuccess: (answer: { message: string; data: CompanyFollowState }) => {
      client.setQueryData(followStateKey(companyId, viewer), answer);
      void client.invalidateQueries({ queryKey: [getListFollowedCompaniesQueryKey()[0]] });
      toast(answer.message);
    },
    onError: (e: unknown) => toast(isApiError(e) ? e.message : t`Please try again in a moment`, 'error'),
  };
  const follow = useFollowCompany({ mutation: settle });
  const unfollow = useUnfollowCompany({ mutation: settle });
  const following = state.following === true;
  return (
    <Button
      variant={following ? 'light' : 'filled'}
      aria-pressed={following}
      aria-label={following ? t`Following ${companyName}` : t`Follow ${companyName}`}
      loading={follow.isPending || unfollow.isPending}
      onClick={() => (following ? unfollow : follow).mutate({ companyId })}
    >
      {following ? t`Following` : t`Follow`}
    </Button>
  );
}

export function CompanyFollow({ companyId, companyName }: { companyId: string; companyName: string }) {
  const session = useSession();
  const role = session?.user.role;
  const feature = useFeature('company_followers');
  const state = useGetCompanyFollowState(companyId, {
    query: { queryKey: followStateKey(companyId, session?.user.email ?? null), enabled: feature.allowed },
  });
  const data = state.data?.data;
  if (!feature.allowed || !data) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      <Text fz="sm" c="dark.5" data-testid="company-followers">
        {followersLabel(data.followers)}
      </Text>
      {role === 'candidate' ? (
        <FollowButton companyId={companyId} companyName={companyName} state={data} />
      ) : !role ? (
        <Button
          variant="default"
          renderRoot={(props) => <Link {...props} to="/jobsseekers/login" />}
          aria-label={t`Log in to follow ${companyName}`}
        >
          <Trans>Follow</Trans>
        </Button>
      ) : null}
    </Group>
  );
}
