// Where a board's LinkedIn sign-in is configured: the app's client id and secret in the tenant's
// settings (`settings.linkedin.clientId|clientSecret`, like the payment gateways' keys in
// `settings.payments`), and LinkedIn's issuer, which an environment variable can point at a local
// OpenID Connect provider. The secret is read here only and never reaches a browser.
import { objectAt, stringAt } from '../../db/json-read.ts';
import type { Tenant } from '../../http/context.ts';
import type { OriginRequest } from '../../seo/origin.ts';

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

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)$/i;

/**
 * The callback on the host the sign-in started from, so the session lands in the same browser
 * storage; every host of a board is registered with its LinkedIn app. Boards are served over
 * https; a developer's localhost board keeps the scheme and port it was reached on.
 */
export function redirectUriOf(tenant: Tenant, req: OriginRequest): string {
  if (!LOCAL_HOST.test(tenant.host)) return `https://${tenant.host}${CALLBACK_PATH}`;
  const scheme = req.protocol === 'https' ? 'https' : 'http';
  const port = /:(\d{1,5})$/.exec(req.headers.host ?? '')?.[1];
  return `${scheme}://${tenant.host}${port ? `:${port}` : ''}${CALLBACK_PATH}`;
}
