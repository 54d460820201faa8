// The token is refetched when it is older than an hour (specification §4), through the product's
// own POST /session/refresh, which swaps it for a fresh one. One refetch at a time; a refused one
// (an expired session) runs the logout routine through the HTTP seam like any UNAUTHENTICATED.
import { http, SILENT } from '@/lib/api/http';
import { getSession, setSession, tokenNeedsRefresh } from './session';

type Refreshed = { data: { token: string } };

let inFlight: Promise<void> | null = null;

export function refreshTokenIfStale(now = Date.now()): Promise<void> {
  const session = getSession();
  // An admin acting for an account keeps the admin's own token; nothing to refetch for guests.
  if (!session || session.adminFor || !tokenNeedsRefresh(session, now)) return Promise.resolve();
  inFlight ??= http<Refreshed>('/session/refresh', { ...SILENT, method: 'POST' })
    .then((r) => setSession(r.data.token, session.user))
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
