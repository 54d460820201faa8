// Where a board's LinkedIn sign-in is configured: the app's client id and secret in the tenant's
// settings (`settings.linkedin.clientId|clientSecret`, like the payment gateways' keys in
// `settings.payments`), and LinkedIn's issuer, which an environment variable can point at a local
// OpenID Connect provider. The secret is read here only and never reaches a browser.
import { objectAt, stringAt } from '../../db/json-read.ts';
import type { Tenant } from '../../http/context.ts';
import type { OriginRequest } from '../../http/origin.ts';
import { callbackUri } from '../oidc/callback-uri.ts';

export type LinkedInKeys = { clientId: string; clientSecret: string };

export const LINKEDIN_ISSUER = 'https://www.linkedin.com/oauth';

/** The page LinkedIn sends the browser back to; it posts `code` and `state` to the callback. */
export const CALLBACK_PATH = '/jobsseekers/login';

/** The board's LinkedIn app, or null when its settings lack the client id or the secret. */
export function linkedinKeysOf(tenant: Tenant): LinkedInKeys | null {
  const own = objectAt(tenant.settings, 'linkedin');
  const clientId = stringAt(own, 'clientId', undefined, 256);
  const clientSecret = stringAt(own, 'clientSecret', undefined, 512);
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/**
 * LinkedIn's issuer, or LINKEDIN_ISSUER's (tests and a local setup run their own provider).
 * Read on each use rather than from Config, which this feature may not change: see
 * docs/linkedin-sign-in.md for moving it there.
 */
export function linkedinIssuer(): URL {
  return new URL(process.env.LINKEDIN_ISSUER || LINKEDIN_ISSUER);
}

/**
 * The callback on the host the sign-in started from (../oidc/profile.ts): every host of a board is
 * registered with its LinkedIn app.
 */
export function redirectUriOf(tenant: Tenant, req: OriginRequest): string {
  return callbackUri(tenant.host, req, CALLBACK_PATH);
}
