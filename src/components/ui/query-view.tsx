// Picks what a section shows for a React Query result: skeletons while the first load runs, an
// error with a retry when it failed, the empty state when there is nothing, else the data.
// Data already on screen stays on screen when a background refetch fails.
import type { ReactNode } from 'react';
import { constants } from '@generated/manifest';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/** The part of a React Query result this needs; any useQuery / generated hook result fits. */
export type QueryLike<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching?: boolean;
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
};

type Props<T> = {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** Shown when `isEmpty(data)`; without it the children handle empty data themselves. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  loading?: ReactNode;
  /** Shown while the query is disabled (waiting for input) and has no data. */
  idle?: ReactNode;
  errorTitle?: string;
};

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message)
    return error.message;
  return constants.messages.genericError;
}

function emptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && 'items' in value && Array.isArray(value.items)) return value.items.length === 0;
  return false;
}

/**
 * Empty when the value, or the `data` of the API envelope `{ code, message, data }`, is null, an
 * empty array or a paginated `{ items: [] }`.
 */
export function isEmptyData(data: unknown): boolean {
  if (data && typeof data === 'object' && !Array.isArray(data) && 'code' in data && 'data' in data)
    return emptyValue(data.data);
  return emptyValue(data);
}

export function QueryView<T>({ query, children, empty, isEmpty = isEmptyData, loading, idle, errorTitle }: Props<T>) {
  const { data } = query;
  if (data === undefined) {
    if (query.isError)
      return (
        <ErrorState
          title={errorTitle}
          message={messageOf(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching ?? false}
        />
      );
    if (query.fetchStatus === 'idle') return <>{idle ?? null}</>;
    return <>{loading ?? <LoadingState />}</>;
  }
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
