// The logout routine of the specification (§4), in its order: 1 clear the last-token-fetch
// marker, 2 call the logout endpoint, 3 unregister service workers, 4 clear stored data, 5 send a
// logout analytics event, 6 go to a callback or to the index route.
import { analytics } from '@/lib/analytics/analytics';
import { http } from '@/lib/api/http';
import { clearStoredSession, clearTokenFetchMarker, getSession } from './session';

export type LogoutSteps = {
  navigate: (to: string) => void;
  callEndpoint?: (role: string) => Promise<unknown>;
};

// Both logout calls go through the seam by their paths: importing a generated module here would
// put the whole module, with every hook the lazy employer or candidate screens use, in the index
// route's entry chunk.
export const EMPLOYER_LOGOUT = '/client/api/v1/employer/logout';
export const CANDIDATE_LOGOUT = '/client/api/v1/candidate/logout';
const put = (path: string) =>
  http<unknown>(path, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{}' });

const defaultEndpoint = (role: string) => put(role === 'employer' ? EMPLOYER_LOGOUT : CANDIDATE_LOGOUT);

export async function logout(
  { navigate, callEndpoint = defaultEndpoint }: LogoutSteps,
  callback?: string,
): Promise<void> {
  const session = getSession();
  clearTokenFetchMarker();
  if (session) await callEndpoint(session.user.role).catch(() => undefined);
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.all(registrations.map((r) => r.unregister()));
  }
  clearStoredSession();
  try {
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
  analytics.capture('logout', { role: session?.user.role ?? 'guest' });
  analytics.reset();
  navigate(callback ?? '/');
}
