// The Saved tab: jobs the candidate saved, newest save first, with unsave. A saved job that
// stopped taking applications stays listed and says so.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getListLikedJobsQueryKey, useListLikedJobs, useSetJobLike } from '@generated/api/applying/applying';
import { getGetJobQueryKey } from '@generated/api/jobs-discovery/jobs-discovery';
import type { JobTrack } from '@generated/api/model';
import { CompanyLogo } from '@/components/ui/company-logo';
import { EmptyState } from '@/components/ui/empty-state';
import { BookmarkIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PaginationBar, type PageChange } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { formatDate } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { jobPlace } from '../components/job-place';
import { JobLink } from '../components/job-link';
import type { PageSize } from './my-jobs-search';

function SavedRow({ track, onUnsave, busy }: { track: JobTrack; onUnsave: () => void; busy: boolean }) {
  const { job } = track;
  const title = job.title ?? t`Untitled job`;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <CompanyLogo
            name={job.company.name}
            logoUri={job.company.logoUri}
            externalLogoUrl={job.company.externalLogoUrl}
            size={44}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <JobLink job={job}>{title}</JobLink>
            <Text fz="sm">{job.company.name}</Text>
            <Text fz="sm" c="dimmed">
              {jobPlace(job.location)}
              {track.savedAt ? (
                <Trans>
                  {' '}
                  · Saved on <time dateTime={track.savedAt}>{formatDate(track.savedAt)}</time>
                </Trans>
              ) : null}
            </Text>
            {track.isLive ? null : (
              <Badge color="gray" variant="light" radius="sm" w="fit-content" mt={4}>
                <Trans>No longer open</Trans>
              </Badge>
            )}
          </Stack>
        </Group>
        <Button
          variant="default"
          leftSection={<BookmarkIcon size={16} filled />}
          onClick={onUnsave}
          loading={busy}
          aria-label={t`Unsave ${title}`}
        >
          <Trans>Unsave</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

type Props = { page: number; limit: PageSize; onPage: (next: PageChange) => void };

export function SavedJobs({ page, limit, onPage }: Props) {
  const queryClient = useQueryClient();
  const list = useListLikedJobs({ page, limit });
  const unsave = useSetJobLike({
    mutation: {
      onSuccess: (_r, { data }) => {
        toast(t`Removed from your saved jobs`);
        void queryClient.invalidateQueries({ queryKey: [getListLikedJobsQueryKey()[0]] });
        void queryClient.invalidateQueries({ queryKey: getGetJobQueryKey(data.jobId) });
      },
    },
  });
  const emptyLaterPage = list.data?.data.items.length === 0 && page > 1 && !list.isFetching;
  // Unsaving the last job of a later page leaves it empty: step back a page.
  useEffect(() => {
    if (emptyLaterPage) onPage({ page: page - 1, limit });
  }, [emptyLaterPage, onPage, page, limit]);
  return (
    <QueryView
      query={list}
      errorTitle={t`We could not load your saved jobs`}
      loading={<LoadingState rows={4} withAvatar label={t`Loading your saved jobs…`} />}
      empty={
        <EmptyState
          icon={<BookmarkIcon size={28} />}
          title={t`No saved jobs`}
          text={t`Save jobs you like from their page and come back to them here.`}
          action={
            <Button renderRoot={(props) => <Link {...props} to="/browse-jobs" />}>
              <Trans>Browse jobs</Trans>
            </Button>
          }
        />
      }
    >
      {(res) => (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Saved jobs`}>
            {res.data.items.map((track) => (
              <SavedRow
                key={track._id}
                track={track}
                busy={unsave.isPending && unsave.variables.data.jobId === track.jobId}
                onUnsave={() => unsave.mutate({ data: { jobId: track.jobId, liked: false } })}
              />
            ))}
          </Stack>
          <PaginationBar
            page={res.data.pagination.page}
            limit={res.data.pagination.limit}
            total={res.data.pagination.total}
            onChange={onPage}
          />
        </>
      )}
    </QueryView>
  );
}
