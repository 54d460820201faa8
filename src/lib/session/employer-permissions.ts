// Which employer navigation items the signed-in employer may see. Kept tiny and free of the
// generated hooks, because the layout (the index route's entry chunk) imports it: it reads the
// employer/view answer that use-employer-permissions.ts fetches into the React Query cache. An
// owner (kind 1) sees every item; a team member (kind 2) those their permissions allow.
import { skipToken, useQuery } from '@tanstack/react-query';
import type { Employer } from '@generated/api/model';

/** The React Query key of GET employer/view (the generated getGetEmployerQueryKey()). */
export const EMPLOYER_VIEW_KEY = ['/client/api/v1/employer/view'] as const;

/** The permission each navigation item needs; the others are open to every employer. */
export const NAV_PERMISSION: Readonly<Record<string, string>> = {
  'smart-search': 'search_candidates',
  'all-applicants': 'manage_applicants',
  'post-job': 'post_jobs',
  analytics: 'view_analytics',
};

/** Whether a navigation item shows; every item until employer/view is in the cache. */
export function useNavAllowed(employerSignedIn: boolean): (key: string) => boolean {
  const who = useQuery<{ data: Pick<Employer, 'kind' | 'permissions'> }>({
    queryKey: EMPLOYER_VIEW_KEY,
    // Only read here, never fetched (skipToken says so without a function to warn about).
    queryFn: skipToken,
  }).data?.data;
  return (key) => {
    const needs = NAV_PERMISSION[key];
    return !employerSignedIn || !who || who.kind === 1 || !needs || (who.permissions as string[]).includes(needs);
  };
}
