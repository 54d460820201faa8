// The import history and one run, polled while the worker is still on them: React Query
// refetches every few seconds while any run shown is queued or running, and stops once none is.
import { useQueryClient } from '@tanstack/react-query';
import {
  getListFileHistoryQueryKey,
  useGetFileHistory,
  useListFileHistory,
} from '@generated/api/job-import/job-import';
import type { FileHistory, FileHistoryListQuery, ListFileHistory200 } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { isApiError } from '@/lib/api/api-error';
import { isActive } from './run-format';

export const POLL_MS = 2000;

export type HistoryPage = { page: number; limit: NonNullable<FileHistoryListQuery['limit']> };

export function useImportRuns({ page, limit }: HistoryPage, pollMs = POLL_MS) {
  return useListFileHistory(
    { page, limit },
    {
      query: {
        refetchInterval: (query) => (query.state.data?.data.items.some(isActive) ? pollMs : false),
        // A plan without imports answers 403 every time; asking again would not change that.
        retry: (count, error) => !isPlanRefusal(error) && count < constants.query.retry,
      },
    },
  );
}

export function useImportRun(id: string | null, pollMs = POLL_MS) {
  return useGetFileHistory(id ?? '', {
    query: {
      enabled: Boolean(id),
      refetchInterval: (query) => {
        const run = query.state.data?.data;
        return run && isActive(run) ? pollMs : false;
      },
    },
  });
}

/** The 403 of the plan gate (bulk_job_upload, xml_job_import): an upgrade matter, not an error. */
export function isPlanRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** Puts a run just started at the top of the first page, until the next refetch brings it. */
export function useShowNewRun() {
  const queryClient = useQueryClient();
  return (run: FileHistory, limit: HistoryPage['limit']) => {
    queryClient.setQueryData<ListFileHistory200>(getListFileHistoryQueryKey({ page: 1, limit }), (old) => {
      if (!old) return old;
      const items = [run, ...old.data.items.filter((r) => r._id !== run._id)].slice(0, limit);
      const total = old.data.pagination.total + 1;
      return {
        ...old,
        data: { items, pagination: { ...old.data.pagination, total, totalPages: Math.ceil(total / limit) } },
      };
    });
    // Every page of the history, whatever its size: the first element of the key is the path.
    void queryClient.invalidateQueries({ queryKey: [getListFileHistoryQueryKey()[0]] });
  };
}
