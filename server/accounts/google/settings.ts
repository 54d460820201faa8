// Where a board's Google sign-in is configured: its own OAuth client's id and secret in the
// tenant's settings (`settings.google.clientId|clientSecret`, set in the console like LinkedIn's),
// and Google's issuer, which GOOGLE_ISSUER can point at a local OpenID Connect provider. The
// secret is read here only and never reaches a browser.
import { objectAt, stringAt } from '../../db/json-read.ts';
import type { Tenant } from '../../http/context.ts';
import type { OriginRequest } from '../../seo/origin.ts';
import type { OidcKeys } from '../oidc/client.ts';
import { callbackUri } from '../oidc/callback-uri.ts';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** The page Google sends the browser back to, for both roles; it posts `code` and `state`. */
export const CALLBACK_PATH = '/google-sign-in';

/** The board's Google client, or null when its settings lack the client id or the secret. */
export function googleKeysOf(tenant: Tenant): OidcKeys | null {
  const own = objectAt(tenant.settings, 'google');
  const clientId = stringAt(own, 'clientId', undefined, 256);
  const clientSecret = stringAt(own, 'clientSecret', undefined, 512);
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

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
