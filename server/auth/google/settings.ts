// Where a board's Google sign-in is configured: its own OAuth client (server/board-settings/google-keys.ts)
// and Google's issuer, which GOOGLE_ISSUER can point at a local OpenID Connect provider.
import type { Tenant } from '../../http/context.ts';
import type { OriginRequest } from '../../http/origin.ts';
import { callbackUri } from '../oidc/callback-uri.ts';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** The page Google sends the browser back to, for both roles; it posts `code` and `state`. */
export const CALLBACK_PATH = '/google-sign-in';

/**
 * Google's issuer, or GOOGLE_ISSUER's (checked at start by server/config-schema.ts). Read on each
 * use, as LINKEDIN_ISSUER is, because tests point it at their own provider mid-run.
 */
export function googleIssuer(): URL {
  return new URL(process.env.GOOGLE_ISSUER || GOOGLE_ISSUER);
}

/** The callback on the host the sign-in started from; every host is registered with the client. */
export function redirectUriOf(tenant: Tenant, req: OriginRequest): string {
  return callbackUri(tenant.host, req, CALLBACK_PATH);
}
