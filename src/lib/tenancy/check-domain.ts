// On boot the app asks the server what this host is (client/validate-domain): an unknown host
// goes to /client-not-found, an unfinished one to /onboarding, a moved one moves permanently to
// the new host with the same path; an unreachable server shows /503.
// The call is made here rather than through the generated onboarding module: this runs in the
// first page's JavaScript, where a module is bundled whole (see tenant-settings.ts).
import type { ValidateClientDomain200 } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http';

export const VALIDATE_DOMAIN_URL = '/client/validate-domain';
const validateClientDomain = () => http<ValidateClientDomain200>(VALIDATE_DOMAIN_URL, { method: 'POST' });

export type DomainOutcome =
  { kind: 'ok' } | { kind: 'go'; path: string; search?: { from: string } } | { kind: 'moved'; url: string };

/** Pages that explain the host's state themselves, so the check never sends a user away from them. */
const EXEMPT = ['/client-not-found', '/onboarding', '/onboarding-steps', '/onboarding-otp', '/503', '/not-found'];

type Where = { pathname: string; search: string; hash: string; protocol: string };

export async function checkDomain(where: Where, validate = () => validateClientDomain()): Promise<DomainOutcome> {
  if (EXEMPT.includes(where.pathname)) return { kind: 'ok' };
  try {
    const answer = await validate();
    const data = answer.data as { status?: string; to?: string | null } | null;
    if (data?.status === 'moved' && data.to)
      return { kind: 'moved', url: `${where.protocol}//${data.to}${where.pathname}${where.search}${where.hash}` };
    if (data?.status === 'onboarding') return { kind: 'go', path: '/onboarding' };
    return { kind: 'ok' };
  } catch (e) {
    if (isApiError(e) && e.code === 'INVALID_CLIENT') return { kind: 'go', path: '/client-not-found' };
    // The 503 page's "Try again" returns the visitor to where they were.
    const unavailable = { kind: 'go', path: '/503', search: { from: `${where.pathname}${where.search}` } } as const;
    if (isApiError(e) && (e.status === 0 || (e.status >= 500 && e.status !== 501))) return unavailable;
    return { kind: 'ok' };
  }
}
