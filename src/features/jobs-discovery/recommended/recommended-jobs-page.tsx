// /recommended-jobs: jobs ranked for the visitor, each with how well it matches and why. A
// candidate's list comes from their profile and history (AI-ranked when the plan has it); a guest
// sees popular jobs and is invited to sign in for personal ones. An empty list says how to get
// better matches rather than leaving a blank page.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { useSession } from '@/lib/session/session';
import { JobListLoading } from '../components/job-list';
import { RecommendationCard } from './recommendation-card';
import type { RecommendedJobsSearch } from './search';
import { useRecommendations, type RecommendationSource } from './use-recommendations';

function subtitles(): Record<RecommendationSource, string> {
  return {
    ai: t`Ranked for you from your whole profile and resume, with the reasons for each match.`,
    rules: t`Matched to your skills, experience, location and the jobs you applied to or saved.`,
    guest: t`Popular open jobs right now. Sign in to see jobs matched to your profile.`,
  };
}

export function RecommendedJobsPage({ search }: { search: RecommendedJobsSearch }) {
  const page = search.page ?? 1;
  const signedIn = useSession()?.user.role === 'candidate';
  const { query, source } = useRecommendations(page, signedIn);
  const navigate = useNavigate();
  const goTo = (next: number) =>
    void navigate({ to: '/recommended-jobs', search: next > 1 ? { page: next } : {}, resetScroll: true });

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={t`Recommended jobs`} subtitle={subtitles()[source]} />
      {source === 'guest' ? (
        <Alert variant="light" mb="md" title={t`Get jobs picked for you`}>
          <Text fz="sm">
            <Trans>
              <Anchor component={Link} to="/login">
                Sign in
              </Anchor>{' '}
              as a job seeker and we will match jobs to your skills, experience and preferred location.
            </Trans>
          </Text>
        </Alert>
      ) : null}
      <QueryView
        query={query}
        loading={<JobListLoading />}
        errorTitle={t`We could not load your recommendations`}
        empty={
          <EmptyState
            title={page > 1 ? t`No more recommendations` : t`No recommendations yet`}
            text={
              page > 1
                ? t`You have reached the end of your matches.`
                : signedIn
                  ? t`Add your skills, experience and preferred location to your profile to get matched with jobs.`
                  : t`There are no open jobs right now. Please check back soon.`
            }
            action={
              page > 1 ? (
                <Button variant="light" onClick={() => goTo(1)}>
                  <Trans>Back to the first page</Trans>
                </Button>
              ) : signedIn ? (
                <Button component={Link} to="/jobsseekers/profile">
                  <Trans>Complete your profile</Trans>
                </Button>
              ) : (
                <Button component={Link} to="/browse-jobs" variant="light">
                  <Trans>Browse all jobs</Trans>
                </Button>
              )
            }
          />
        }
      >
        {(result) => (
          <Stack gap="lg" aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Recommended jobs`}>
              {result.data.items.map((rec) => (
                <RecommendationCard key={rec.job._id} rec={rec} />
              ))}
            </Stack>
            <PaginationBar
              page={result.data.pagination.page}
              limit={result.data.pagination.limit}
              total={result.data.pagination.total}
              onChange={({ page: next }) => goTo(next)}
              withPageSize={false}
            />
          </Stack>
        )}
      </QueryView>
    </Container>
  );
}
