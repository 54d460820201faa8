// The board's own Google OAuth client, from its settings (`settings.google.clientId|clientSecret`,
// set in the console like LinkedIn's). Read here, below the sign-in, because the board's public
// settings say whether Google sign-in is offered; the secret never reaches a browser.
import { objectAt, stringAt } from '../db/json-read.ts';
import type { Tenant } from '../http/context.ts';

/** A board's OAuth client: the shape of auth/oidc/client.ts's OidcKeys. */
export type GoogleKeys = { clientId: string; clientSecret: string };

/** The board's Google client, or null when its settings lack the client id or the secret. */
export function googleKeysOf(tenant: Tenant): GoogleKeys | null {
  const own = objectAt(tenant.settings, 'google');
  const clientId = stringAt(own, 'clientId', undefined, 256);
  const clientSecret = stringAt(own, 'clientSecret', undefined, 512);
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}
