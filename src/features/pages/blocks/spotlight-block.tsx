// A spotlight: a few jobs picked by hand (in their order, closed ones skipped) or the newest jobs
// of one category, as cards. Nothing live to show leaves the block out quietly.
import { t } from '@lingui/core/macro';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { getGetGuestJobQueryOptions, useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import { ErrorState } from '@/components/ui/error-state';
import { SILENT } from '@/lib/api/http';
import { isExpired } from '@/lib/format/dates';
import { STALE } from '@/lib/query/query-client';
import type { BlockProps } from '../block-types';
import { BlockSection } from './block-section';
import { JobTile, type TileJob } from './job-tile';

type Props = BlockProps<'spotlight'>;

function useSpotlightJobs({ settings }: Props): { jobs: TileJob[] | undefined; failed: boolean; retry: () => void } {
  const byCategory = settings.source === 'category' && Boolean(settings.categoryId);
  const list = useListJobs(
    { page: 1, limit: 20, sort: 'newest', categoryIds: settings.categoryId ? [settings.categoryId] : [] },
    { query: { enabled: byCategory, staleTime: STALE.short }, request: SILENT },
  );
  const ids = settings.source === 'jobs' ? (settings.jobIds ?? []) : [];
  const picked = useQueries({
    queries: ids.map((id) =>
      getGetGuestJobQueryOptions(id, { query: { staleTime: STALE.short, retry: false }, request: SILENT }),
    ),
  });
  if (byCategory)
    return {
      jobs: list.data?.data.items.slice(0, settings.count),
      failed: list.isError,
      retry: () => void list.refetch(),
    };
  const loading = picked.some((q) => q.isPending);
  // A picked job that closed answers 404: it is skipped, not an error.
  const open = (job: { status: string; expiresAt?: string | null }) =>
    job.status === 'ACTIVE' && !isExpired(job.expiresAt);
  const jobs = picked.flatMap((q) => (q.data?.data && open(q.data.data) ? [q.data.data as TileJob] : []));
  return { jobs: loading ? undefined : jobs.slice(0, settings.count), failed: false, retry: () => undefined };
}

export default function SpotlightBlock(props: Props) {
  const { settings, blockId } = props;
  const { jobs, failed, retry } = useSpotlightJobs(props);
  const columns = { base: 1, sm: 2, md: Math.min(3, Math.max(1, jobs?.length ?? 3)) };
  if (jobs && jobs.length === 0) return null;
  return (
    <BlockSection blockId={blockId} heading={settings.heading} label={t`Featured jobs`}>
      {failed ? (
        <ErrorState compact title={t`We could not load these jobs`} onRetry={retry} />
      ) : jobs ? (
        <SimpleGrid cols={columns} spacing="md">
          {jobs.map((job) => (
            <JobTile key={job._id} job={job} />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" role="status" aria-label={t`Loading jobs…`}>
          {Array.from({ length: Math.min(settings.count ?? 3, 3) }, (_, i) => (
            <Skeleton key={i} height={150} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </BlockSection>
  );
}
