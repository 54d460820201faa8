// The OpenID Connect relying party shared by the sign-in providers (LinkedIn, Google) through
// openid-client: discovery of the issuer, the authorization URL with PKCE and nonce, and the code
// exchange with every check of the ID token. The configuration is kept per provider and board for
// an hour, so sign-ins reuse the provider's metadata and signing keys instead of fetching them.
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { badRequest } from '../../errors/errors.ts';

export type OidcKeys = { clientId: string; clientSecret: string };

export const SCOPES = 'openid profile email';
const CONFIG_TTL_MS = 60 * 60 * 1000;
const TIMEOUT_SECONDS = 10;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

type Cached = { key: string; config: oidc.Configuration; at: number };
/** By provider and tenant id; an entry is replaced when the board's keys or the issuer change. */
const configs = new Map<string, Cached>();

/** Plain http is for a provider on this machine only (tests, a local setup), never a real one. */
function insecureAllowed(issuer: URL): boolean {
  if (issuer.protocol === 'https:') return false;
  if (issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname)) return true;
  throw new Error(`OpenID Connect issuer ${issuer.href} must use https`);
}

async function discover(issuer: URL, keys: OidcKeys): Promise<oidc.Configuration> {
  const insecure = insecureAllowed(issuer);
  const found = await oidc.discovery(issuer, keys.clientId, undefined, undefined, {
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    timeout: TIMEOUT_SECONDS,
  });
  // The callback pages post only `code` and `state`, so an `iss` response parameter cannot be
  // compared. It defends clients of several servers against mix-up; here the state names the one
  // issuer it was issued for, so nothing is lost by not expecting it.
  const { supportsPKCE: _helper, ...metadata } = found.serverMetadata();
  const server = { ...metadata, authorization_response_iss_parameter_supported: false };
  const config = new oidc.Configuration(
    server,
    keys.clientId,
    { client_secret: keys.clientSecret },
    // LinkedIn takes the client's credentials in the token request's body only; Google takes
    // them there as well as in the Authorization header.
    oidc.ClientSecretPost(keys.clientSecret),
  );
  if (insecure) oidc.allowInsecureRequests(config);
  // Without this openid-client trusts the ID token on the strength of TLS alone; the signature is
  // checked against the provider's published keys as well.
  oidc.enableNonRepudiationChecks(config);
  config.timeout = TIMEOUT_SECONDS;
  return config;
}

/** The board's relying party at `provider` (the cache's name for it: linkedin, google). */
export async function oidcClient(
  provider: string,
  tenantId: string,
  issuer: URL,
  keys: OidcKeys,
): Promise<oidc.Configuration> {
  const secretDigest = createHash('sha256').update(keys.clientSecret).digest('base64url');
  const key = `${issuer.href}|${keys.clientId}|${secretDigest}`;
  const slot = `${provider}|${tenantId}`;
  const cached = configs.get(slot);
  if (cached && cached.key === key && Date.now() - cached.at < CONFIG_TTL_MS) return cached.config;
  const config = await discover(issuer, keys);
  configs.set(slot, { key, config, at: Date.now() });
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

/** A fresh state (with the provider's prefix), nonce and PKCE verifier for one sign-in. */
export function newRequest(redirectUri: string, statePrefix: string): AuthorizationRequest {
  return {
    redirectUri,
    state: `${statePrefix}${oidc.randomState()}`,
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
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

/**
 * The provider's refusal of the code and an ID token failing a check answer 400; a provider that
 * cannot be reached stays a 500 (logged), as it is no fault of the request.
 */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof oidc.ClientError ||
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError
  );
}

/** What a saved sign-in state holds for the exchange (oidc/states-repo.ts). */
type SavedRequest = { redirect_uri: string; state: string; nonce: string; code_verifier: string };

/**
 * The callback's code exchanged for the ID token's claims under the saved state; the provider's
 * refusal (isRefusal) answers 400 with `refused`, anything else stays the error it was.
 */
export async function claimsOrRefuse(
  config: oidc.Configuration,
  saved: SavedRequest,
  code: string,
  refused: string,
): Promise<Record<string, unknown>> {
  try {
    return await exchangeCode(config, {
      redirectUri: saved.redirect_uri,
      state: saved.state,
      nonce: saved.nonce,
      codeVerifier: saved.code_verifier,
      code,
    });
  } catch (error) {
    if (isRefusal(error)) throw badRequest(refused);
    throw error;
  }
}
