// The logout routine of the specification (§4), in its order: 1 clear the last-token-fetch
// marker, 2 call the logout endpoint, 3 unregister service workers, 4 clear stored data, 5 send a
// logout analytics event, 6 go to a callback or to the index route.
import { logoutCandidate } from '@generated/api/candidate-profile/candidate-profile';
import { analytics } from '@/lib/analytics/analytics';
import { http } from '@/lib/api/http';
import { clearStoredSession, clearTokenFetchMarker, getSession } from './session';

export type LogoutSteps = {
  navigate: (to: string) => void;
  callEndpoint?: (role: string) => Promise<unknown>;
};

// employer/logout (logoutEmployer) is called through the seam by its path: importing the generated
// employer module here would put the whole module, with every employer hook the lazy employer
// screens use, in the index route's entry chunk.
export const EMPLOYER_LOGOUT = '/client/api/v1/employer/logout';
const logoutEmployer = () =>
  http<unknown>(EMPLOYER_LOGOUT, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{}' });

const defaultEndpoint = (role: string) => (role === 'employer' ? logoutEmployer() : logoutCandidate());

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
