// The OpenID Connect relying party of a board's LinkedIn app (openid-client): discovery of the
// issuer, the authorization URL with PKCE and nonce, and the code exchange with every check of the
// ID token. The configuration is kept per board for an hour, so sign-ins reuse LinkedIn's
// metadata and signing keys instead of fetching them each time.
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { LinkedInKeys } from './settings.ts';

export const SCOPES = 'openid profile email';
const CONFIG_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_SECONDS = 10;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

type Cached = { key: string; config: oidc.Configuration; at: number };
/** By tenant id; an entry is replaced when the board's keys or the issuer change. */
const configs = new Map<string, Cached>();

/** Plain http is for a provider on this machine only (tests, a local setup), never LinkedIn. */
function insecureAllowed(issuer: URL): boolean {
  if (issuer.protocol === 'https:') return false;
  if (issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)) return true;
  throw new Error(`LinkedIn issuer ${issuer.href} must use https`);
}

async function discover(issuer: URL, keys: LinkedInKeys): Promise<oidc.Configuration> {
  const insecure = insecureAllowed(issuer);
  const found = await oidc.discovery(issuer, keys.clientId, undefined, undefined, {
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    timeout: TIMEOUT_SECONDS,
  });
  // The callback page posts only `code` and `state` (LinkedInCallbackInput), so an `iss` response
  // parameter cannot be compared. It defends clients of several servers against mix-up; here the
  // state names the one issuer it was issued for, so nothing is lost by not expecting it.
  const { supportsPKCE: _helper, ...metadata } = found.serverMetadata();
  const server = { ...metadata, authorization_response_iss_parameter_supported: false };
  const config = new oidc.Configuration(
    server,
    keys.clientId,
    { client_secret: keys.clientSecret },
    // LinkedIn takes the client's credentials in the token request's body only.
    oidc.ClientSecretPost(keys.clientSecret),
  );
  if (insecure) oidc.allowInsecureRequests(config);
  // Without this openid-client trusts the ID token on the strength of TLS alone; LinkedIn's
  // signature is checked against its published keys as well.
  oidc.enableNonRepudiationChecks(config);
  config.timeout = TIMEOUT_SECONDS;
  return config;
}

export async function linkedinClient(tenantId: string, issuer: URL, keys: LinkedInKeys): Promise<oidc.Configuration> {
  const secretDigest = createHash('sha256').update(keys.clientSecret).digest('base64url');
  const key = `${issuer.href}|${keys.clientId}|${secretDigest}`;
  const cached = configs.get(tenantId);
  if (cached && cached.key === key && Date.now() - cached.at < CONFIG_TTL_MS) return cached.config;
  const config = await discover(issuer, keys);
  configs.set(tenantId, { key, config, at: Date.now() });
  return config;
}

export type AuthorizationRequest = { redirectUri: string; state: string; nonce: string; codeVerifier: string };

export async function authorizationUrl(config: oidc.Configuration, request: AuthorizationRequest): Promise<URL> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: request.redirectUri,
    scope: SCOPES,
    state: request.state,
    nonce: request.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  });
}

/**
 * Exchanges the code with the PKCE verifier and returns the ID token's claims, once openid-client
 * has checked its signature, issuer, audience, expiry and nonce, and the response's state. When the
 * ID token carries no e-mail, the UserInfo endpoint (same subject) supplies the profile claims.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  request: AuthorizationRequest & { code: string },
): Promise<oidc.IDToken & Partial<oidc.UserInfoResponse>> {
  const callback = new URL(request.redirectUri);
  callback.searchParams.set('code', request.code);
  callback.searchParams.set('state', request.state);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: request.codeVerifier,
    expectedState: request.state,
    expectedNonce: request.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new oidc.ClientError('the token response has no ID token');
  if (typeof claims.email === 'string') return claims;
  const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  return { ...info, ...claims };
}
