// What every successful sign-in does (login, e-mail verification): keep the session, tell
// analytics who this is and what happened, and say where the user goes next.
import type { AuthSession, AuthUser } from '@generated/api/model';
import { analytics, setAnalyticsContext } from '@/lib/analytics/analytics';
import { homeOf, setSession, type UserCookie } from '@/lib/session/session';
import { authPaths } from './roles';

export type SignInEvent = 'login' | 'signup';

/**
 * A user whose setup is not done goes to it first (the contract's `isProfileSetupDone`); the
 * company profile belongs to the owner, so a team member goes home either way.
 */
export function destinationAfterSignIn(user: AuthUser): string {
  if (user.isProfileSetupDone || user.role === 'admin') return homeOf(user.role);
  if (user.role === 'employer' && user.kind === 2) return homeOf(user.role);
  return authPaths[user.role].setup;
}

export function startSession(session: AuthSession, event: SignInEvent): string {
  const { user } = session;
  const cookie: UserCookie = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    companyName: user.companyName,
  };
  setSession(session.token, cookie);
  // Traits stay free of personal data: the providers are third parties.
  setAnalyticsContext({ role: user.role });
  analytics.identify(user._id, { role: user.role, kind: user.kind });
  analytics.capture(event, { role: user.role });
  return destinationAfterSignIn(user);
}
