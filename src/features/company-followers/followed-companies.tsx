// The companies the candidate follows (My jobs, Following): each with its place and open jobs, a
// link to its page and the button to unfollow it; above them, the choice of the e-mail digest.
// The most recently followed first, paged.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  getGetCompanyFollowStateQueryKey,
  getListFollowedCompaniesQueryKey,
  useListFollowedCompanies,
  useUnfollowCompany,
} from '@generated/api/company-followers/company-followers';
import type { FollowedCompany } from '@generated/api/model';
import { CompanyLogo } from '@/components/ui/company-logo';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { formatDate } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { DigestSwitch } from './digest-switch';

const LIMIT = 10;

const openJobs = (n: number) => {
  if (n === 0) return t`No open jobs`;
  const shown = n.toLocaleString('en-US');
  return plural(n, { one: `${shown} open job`, other: `${shown} open jobs` });
};

function FollowedRow({ follow }: { follow: FollowedCompany }) {
  const client = useQueryClient();
  const { company } = follow;
  const unfollow = useUnfollowCompany({
    mutation: {
      onSuccess: (answer) => {
        toast(answer.message);
        void client.invalidateQueries({ queryKey: [getListFollowedCompaniesQueryKey()[0]] });
        void client.invalidateQueries({ queryKey: getGetCompanyFollowStateQueryKey(company._id) });
      },
      onError: (e) => toast(isApiError(e) ? e.message : t`Please try again in a moment`, 'error'),
    },
  });
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={company.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <CompanyLogo name={company.name} logoUri={company.logoUri} externalLogoUrl={company.externalLogoUrl} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              fw={650}
              renderRoot={(props) => <Link {...props} to="/company-profile" search={{ slug: company.slug }} />}
              style={{ overflowWrap: 'anywhere' }}
            >
              {company.name}
            </Anchor>
            <Text fz="sm" c="dark.5">
              {[company.location, openJobs(company.openJobs)].filter(Boolean).join(' · ')}
            </Text>
            <Text fz="xs" c="dark.4">
              <Trans>Following since</Trans> {formatDate(follow.followedAt)}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          size="compact-sm"
          loading={unfollow.isPending}
          onClick={() => unfollow.mutate({ companyId: company._id })}
          aria-label={t`Unfollow ${company.name}`}
        >
          <Trans>Unfollow</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

export function FollowedCompanies() {
  const [page, setPage] = useState(1);
  const list = useListFollowedCompanies({ page, limit: LIMIT });
  return (
    <Stack gap="md">
      <DigestSwitch />
      <QueryView
        query={list}
        errorTitle={t`We could not load the companies you follow`}
        loading={<LoadingState rows={3} withAvatar label={t`Loading the companies you follow…`} />}
        isEmpty={(res) => res.data.items.length === 0}
        empty={
          <EmptyState
            icon={<BuildingIcon size={28} />}
            title={t`You follow no companies yet`}
            text={t`Follow a company from its page to hear of each new job it posts.`}
            action={
              <Button renderRoot={(props) => <Link {...props} to="/browse-companies" />}>
                <Trans>Browse companies</Trans>
              </Button>
            }
          />
        }
      >
        {(res) => (
          <>
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t`Companies you follow`}
            >
              {res.data.items.map((follow) => (
                <FollowedRow key={follow._id} follow={follow} />
              ))}
            </Stack>
            <PaginationBar
              page={res.data.pagination.page}
              limit={LIMIT}
              total={res.data.pagination.total}
              withPageSize={false}
              onChange={(next) => setPage(next.page)}
            />
          </>
        )}
      </QueryView>
    </Stack>
  );
}
