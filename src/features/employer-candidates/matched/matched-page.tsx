// /employer/matched-candidate: for one of the company's active jobs (kept in the URL), the
// candidates ranked by fit with the reasons and missing skills, recommendations and how the
// invitations did; a second tab lists the candidates the team viewed. Each part asks for its plan
// flag and shows the upgrade prompt where the plan lacks it, rather than a refused call.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Grid, Stack, Tabs } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { DEFAULT_LIMIT, DEFAULT_MIN_SCORE, type MatchedSearch } from '../shared/search';
import { useCompanyJobs } from '../shared/use-company-jobs';
import { InviteAnalytics } from './invite-analytics';
import { MatchFilters } from './match-filters';
import { MatchList } from './match-list';
import { Recommendations } from './recommendations';
import { ViewedCandidates } from './viewed-candidates';

type Go = (next: MatchedSearch, replace?: boolean) => void;

function Matches({ search, go }: { search: MatchedSearch; go: Go }) {
  const { query, jobs } = useCompanyJobs();
  const firstJobId = jobs[0]?.id;
  // With no job in the URL the newest active job opens, and the URL says so.
  useEffect(() => {
    if (!search.jobId && firstJobId) go({ ...search, jobId: firstJobId }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the choice is missing
  }, [search.jobId, firstJobId]);

  if (!search.jobId) {
    if (query.isError)
      return (
        <ErrorState
          title={t`We could not load your jobs`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    if (!query.data || firstJobId) return <LoadingState rows={3} withAvatar />;
    return (
      <EmptyState
        title={t`No active jobs`}
        text={t`Candidates are matched to your active jobs. Post a job to see who fits.`}
        action={
          <Anchor renderRoot={(props) => <Link {...props} to="/employer/job-post" />} fz="sm">
            <Trans>Post a job</Trans>
          </Anchor>
        }
      />
    );
  }
  const minScore = search.minScore ?? DEFAULT_MIN_SCORE;
  const page = search.page ?? 1;
  const limit = search.limit ?? DEFAULT_LIMIT;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <MatchFilters
            jobs={jobs}
            jobId={search.jobId}
            minScore={minScore}
            hideApplied={search.hideApplied ?? false}
            onJob={(jobId) => go({ ...search, jobId, page: undefined })}
            onMinScore={(next) => go({ ...search, minScore: next, page: undefined })}
            onHideApplied={(hide) => go({ ...search, hideApplied: hide || undefined, page: undefined })}
          />
          <FeatureGate feature="matched_candidates" loading={<LoadingState rows={3} withAvatar />}>
            <MatchList
              query={{
                jobId: search.jobId,
                page,
                limit,
                minScore,
                excludeApplied: search.hideApplied ?? false,
              }}
              onPage={(next) => go({ ...search, page: next.page, limit: next.limit as MatchedSearch['limit'] })}
            />
          </FeatureGate>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <Recommendations jobId={search.jobId} />
          <InviteAnalytics />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function MatchedPage({ search }: { search: MatchedSearch }) {
  const navigate = useNavigate();
  const go: Go = (next, replace = false) =>
    void navigate({ to: '/employer/matched-candidate', search: next, replace, resetScroll: false });
  const tab = search.tab ?? 'matches';
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t`Matched candidates`}
        subtitle={t`Candidates who fit your jobs, best first, with why they match and what they lack.`}
      />
      <Tabs
        value={tab}
        onChange={(next) => go(next === 'viewed' ? { tab: 'viewed' } : { jobId: search.jobId })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="matches">
            <Trans>Matches</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="viewed">
            <Trans>Viewed candidates</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="matches">
          <Matches search={search} go={go} />
        </Tabs.Panel>
        <Tabs.Panel value="viewed">
          <ViewedCandidates
            page={search.page ?? 1}
            limit={search.limit ?? DEFAULT_LIMIT}
            onPage={(next) =>
              go({
                tab: 'viewed',
                page: next.page > 1 ? next.page : undefined,
                limit: next.limit as MatchedSearch['limit'],
              })
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
