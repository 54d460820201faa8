// The OpenID Connect relying party of a board's LinkedIn app: the shared one (../oidc/client.ts),
// kept in its own cache slot.
import type * as oidc from 'openid-client';
import { oidcClient } from '../oidc/client.ts';
import type { LinkedInKeys } from './settings.ts';

export { authorizationUrl, exchangeCode, SCOPES, type AuthorizationRequest } from '../oidc/client.ts';

export function linkedinClient(tenantId: string, issuer: URL, keys: LinkedInKeys): Promise<oidc.Configuration> {
  return oidcClient('linkedin', tenantId, issuer, keys);
}
