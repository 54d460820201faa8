// Live feedback on the chosen subdomain. The contract has no "is it free" call; the base-URL
// lookup answers it: a host that resolves belongs to a board (taken), an unknown host answers 404
// INVALID_CLIENT (free). Reserved names also look free here; the signup call refuses them.
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getGetClientBaseUrlQueryOptions } from '@generated/api/onboarding/onboarding';
import { constants } from '@generated/manifest';
import { isApiError } from '@/lib/api/api-error';
import { boardHost } from './platform-domain';

export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

export function useSubdomainAvailability(subdomain: string, valid: boolean, debounceMs: number = constants.debounceMs) {
  const [settled] = useDebouncedValue(subdomain, debounceMs);
  const host = boardHost(settled);
  const query = useQuery(
    getGetClientBaseUrlQueryOptions(
      { host },
      { query: { enabled: valid && settled === subdomain && settled.length > 0, retry: false, staleTime: 30_000 } },
    ),
  );
  let state: Availability;
  if (!valid || !subdomain) state = 'idle';
  else if (settled !== subdomain || query.isFetching) state = 'checking';
  else if (query.isSuccess) state = 'taken';
  else if (isApiError(query.error) && query.error.code === 'INVALID_CLIENT') state = 'available';
  else if (query.isError) state = 'unknown';
  else state = 'checking';
  return { state, host: boardHost(subdomain) };
}
