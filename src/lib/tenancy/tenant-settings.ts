// The board's settings for the first page (the header's brand, the home page's hero) and for
// analytics. Not the generated hook: the first page's JavaScript takes each module it imports
// whole, so importing the content tag's hooks put all of them (every content call the app makes)
// into it. Same URL, same query key as the generated hook, so both share one cache entry and one
// invalidation (tenant-settings.test.ts holds them together).
import { useQuery } from '@tanstack/react-query';
import type { GetTenantSettings200 } from '@generated/api/model';
import { http } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';

export const TENANT_SETTINGS_URL = '/client/api/v1/settings/get-settings';
export const tenantSettingsKey = () => [TENANT_SETTINGS_URL] as const;

/**
 * The query's options; `init` adds to the request (e.g. SILENT, so a failure shows no toast). It
 * changes how a failure is shown, never the answer, so it is not part of the key.
 */
export function tenantSettingsQuery(init: RequestInit = {}) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- see above: the answer is the same
  return {
    queryKey: tenantSettingsKey(),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      http<GetTenantSettings200>(TENANT_SETTINGS_URL, { ...init, method: 'GET', signal }),
  };
}

export function useTenantSettingsOnFirstPage() {
  return useQuery({ ...tenantSettingsQuery(), staleTime: STALE.long, retry: false });
}
