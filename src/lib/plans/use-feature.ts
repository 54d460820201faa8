// Whether the viewer's plan allows a feature flag. Signed-in employers and candidates read their
// licence map (GET licence/get-licence-map: flag → boolean, absent = not allowed, `default`
// always true); guests, and anyone whose map cannot be read, fall back to the board's feature
// list from the tenant settings the app already loads. The map is cached per session (its key
// carries who is signed in) and is invalidated after a purchase (`invalidatePlanQueries`).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import {
  getGetEmployerCurrentPlanQueryKey,
  getGetLicenceMapQueryKey,
  getGetTopUpDetailsQueryKey,
  getListCandidateLicencesQueryKey,
  getListLicencesQueryKey,
  getListTransactionsQueryKey,
  getValidateCandidateLicenceQueryKey,
  useGetLicenceMap,
} from '@generated/api/payments/payments';
import type { FeatureFlagKey } from '@generated/manifest';
import { STALE } from '@/lib/query/query-client';
import { useSession, type Role } from '@/lib/session/session';

/** The licence map's query key; a prefix of every session's own key, so invalidating it reaches all. */
export const LICENCE_MAP_QUERY_KEY = getGetLicenceMapQueryKey();

/** The roles that hold a licence of their own (employers through their company). */
export function isLicensedRole(role: Role | undefined): role is 'employer' | 'candidate' {
  return role === 'employer' || role === 'candidate';
}

/**
 * The flags every plan allows: `default`, and what the law requires whatever the plan (the
 * manifest's `alwaysAllowed`, with its reason there; checked by feature-labels.test.ts, and read
 * here without the manifest's flag table, see feature-labels.ts).
 */
export const ALWAYS_ALLOWED: ReadonlySet<string> = new Set([
  'default',
  'profile_visibility',
  'alert_unsubscribe',
  'gdpr_export',
]);

function alwaysAllowed(flag: string): boolean {
  return ALWAYS_ALLOWED.has(flag);
}

export type FeatureState = { allowed: boolean; isLoading: boolean };

export function useFeature(flag: FeatureFlagKey | (string & {})): FeatureState {
  const session = useSession();
  const role = session?.user.role;
  const licensed = isLicensedRole(role);
  const map = useGetLicenceMap({
    query: {
      queryKey: [...LICENCE_MAP_QUERY_KEY, { role, email: session?.user.email ?? null }],
      staleTime: STALE.medium,
      retry: false,
      enabled: licensed,
    },
  });
  const useSettings = !licensed || map.isError;
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false, enabled: useSettings } });

  if (alwaysAllowed(flag)) return { allowed: true, isLoading: false };
  if (licensed && map.data) return { allowed: map.data.data?.[flag] === true, isLoading: false };
  if (licensed && !map.isError) return { allowed: false, isLoading: true };
  if (settings.data) {
    const features: unknown = settings.data.data?.features;
    return { allowed: Array.isArray(features) && features.includes(flag), isLoading: false };
  }
  return { allowed: false, isLoading: !settings.isError };
}

/**
 * After a purchase (a plan, a renewal or a top-up): the licence map, the current plan, the
 * candidate's licence, the top-ups and the payments history are out of date.
 */
export function invalidatePlanQueries(client: QueryClient): Promise<void> {
  const keys = [
    LICENCE_MAP_QUERY_KEY,
    getGetEmployerCurrentPlanQueryKey(),
    getListCandidateLicencesQueryKey(),
    getValidateCandidateLicenceQueryKey(),
    getGetTopUpDetailsQueryKey(),
    [getListLicencesQueryKey()[0]],
    [getListTransactionsQueryKey()[0]],
  ];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** `invalidatePlanQueries` bound to the app's query client. */
export function useInvalidatePlanQueries(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => invalidatePlanQueries(client), [client]);
}
