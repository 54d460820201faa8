// What LinkedIn put in the login page's query when it sent the browser back: the code and state
// to finish the sign-in with, or an error (the member cancelled, or LinkedIn refused).
import { t } from '@lingui/core/macro';
export type LinkedInReturnParams =
  { kind: 'none' } | { kind: 'code'; code: string; state: string } | { kind: 'error'; message: string };

const CANCELLED = new Set(['user_cancelled_login', 'user_cancelled_authorize']);

export function linkedInReturnOf(search: string): LinkedInReturnParams {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  if (!state) return { kind: 'none' };
  const code = query.get('code');
  if (code) return { kind: 'code', code, state };
  const error = query.get('error');
  if (!error) return { kind: 'none' };
  // LinkedIn's error_description is not shown: anyone can write it into a link to this page.
  return {
    kind: 'error',
    message: CANCELLED.has(error)
      ? t`You cancelled signing in with LinkedIn.`
      : t`LinkedIn could not sign you in. Please try again.`,
  };
}

/** Leaving for LinkedIn; one object so screen tests can stub it (jsdom cannot leave the page). */
export const linkedInRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Only an http(s) address is followed (never javascript: or data:), whatever the answer said. */
export function safeLinkedInUrl(url: string): string | null {
  try {
    const target = new URL(url);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.href : null;
  } catch {
    return null;
  }
}
