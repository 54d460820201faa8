// What Google put in the callback page's query when it sent the browser back: the code and state
// to finish the sign-in with, or an error (the user cancelled, or Google refused). The state's
// prefix (gc_ / ge_) names the role the sign-in began for, so the page can show that role's frame
// and lead back to its login page; the server trusts only the role kept with the state.
import { t } from '@lingui/core/macro';
import type { AuthRole } from '../roles';

export type GoogleReturn =
  | { kind: 'none'; role: AuthRole }
  | { kind: 'code'; role: AuthRole; code: string; state: string }
  | { kind: 'error'; role: AuthRole; message: string };

export function googleReturnOf(search: string): GoogleReturn {
  const query = new URLSearchParams(search);
  const state = query.get('state') ?? '';
  const role: AuthRole = state.startsWith('ge_') ? 'employer' : 'candidate';
  if (!state) return { kind: 'none', role };
  const code = query.get('code');
  if (code) return { kind: 'code', role, code, state };
  const error = query.get('error');
  if (!error) return { kind: 'none', role };
  // Google's error_description is not shown: anyone can write it into a link to this page.
  return {
    kind: 'error',
    role,
    message:
      error === 'access_denied'
        ? t`You cancelled signing in with Google.`
        : t`Google could not sign you in. Please try again.`,
  };
}

/** Leaving for Google; one object so screen tests can stub it (jsdom cannot leave the page). */
export const googleRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Only an http(s) address is followed (never javascript: or data:), whatever the answer said. */
export function safeGoogleUrl(url: string): string | null {
  try {
    const target = new URL(url);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
  } catch {
    return null;
  }
}
