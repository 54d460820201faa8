// Google sign-in for candidates and employers (OpenID Connect, authorization code with PKCE, the
// shared relying party of ../oidc): the start issues a one-use state for the role and intent and
// answers Google's authorization URL; the callback spends the state, exchanges the code, checks
// the ID token and signs the user in with the password login's session. The board's plan must
// have social_login (the operations' x-feature, checked by the guard) and the board its own Google
// client. The flow and its decisions are in docs/google-sign-in.md.
import type { components } from '@generated/schema';
import { AppError, badRequest } from '../../errors/errors.ts';
import type { OriginRequest } from '../../http/origin.ts';
import { addressOf, type AccountsEnv, openSession, type AuthSession, type AccountRole } from '../../users/index.ts';
import { requireSecondFactor } from '../../two-factor/index.ts';
import { authorizationUrl, claimsOrRefuse, newRequest, oidcClient } from '../oidc/client.ts';
import { profileOf } from '../oidc/profile.ts';
import { consumeProviderState, saveProviderState, STATE_TTL_MS } from '../oidc/states-repo.ts';
import { accountForGoogle, type GoogleIntent } from './accounts.ts';
import { googleKeysOf } from '../../board-settings/index.ts';
import { googleIssuer, redirectUriOf } from './settings.ts';

export type GoogleAuthStart = components['schemas']['GoogleAuthStart'];
export type GoogleCallbackInput = components['schemas']['GoogleCallbackInput'];

/** The state's provider in oauth_states, and the relying party's cache slot. */
export const PROVIDER = 'google';
/** The state's prefix names the role, so the callback page can show the right layout. */
export const STATE_PREFIX: Record<AccountRole, string> = { candidate: 'gc_', employer: 'ge_' };

const NOT_SET_UP = 'Google sign-in is not set up on this site';
const STATE_SPENT = 'This Google sign-in has expired or was already used, please start again';
const REFUSED = 'Google did not confirm this sign-in, please try again';
const TOO_MANY = 'Too many login attempts, please try again later';

function keysOrRefuse(env: AccountsEnv) {
  const keys = googleKeysOf(env.tenant);
  if (!keys) throw new AppError(404, 'ERROR', NOT_SET_UP);
  return keys;
}

/** The role and intent travel in the state row's `intent` as `role:intent` (no new column). */
const intentOf = (role: AccountRole, intent: GoogleIntent) => `${role}:${intent}`;

function readIntent(stored: string): { role: AccountRole; intent: GoogleIntent } {
  const [role, intent] = stored.split(':');
  return {
    role: role === 'employer' ? 'employer' : 'candidate',
    intent: intent === 'register' ? 'register' : 'login',
  };
}

export async function startGoogle(
  env: AccountsEnv,
  role: AccountRole,
  intent: GoogleIntent,
  req: OriginRequest,
): Promise<GoogleAuthStart> {
  // Each start writes a row: the login limit keeps a guest from filling the table.
  await env.limits.login.take(addressOf(env), TOO_MANY);
  const keys = keysOrRefuse(env);
  const config = await oidcClient(PROVIDER, env.tenant.id, googleIssuer(), keys);
  const now = env.now();
  const request = newRequest(redirectUriOf(env.tenant, req), STATE_PREFIX[role]);
  const url = await authorizationUrl(config, request);
  const expiresAt = new Date(now.getTime() + STATE_TTL_MS);
  await saveProviderState(
    env.db,
    PROVIDER,
    { clientId: env.tenant.id, intent: intentOf(role, intent), expiresAt, ...request },
    now,
  );
  return { authorizationUrl: url.href, state: request.state, expiresAt: expiresAt.toISOString() };
}

export async function completeGoogle(env: AccountsEnv, input: GoogleCallbackInput): Promise<AuthSession> {
  await env.limits.login.take(addressOf(env), TOO_MANY);
  const state = await consumeProviderState(env.db, PROVIDER, env.tenant.id, input.state, env.now());
  if (!state) throw badRequest(STATE_SPENT);
  const keys = keysOrRefuse(env);
  const config = await oidcClient(PROVIDER, env.tenant.id, googleIssuer(), keys);
  const claims = await claimsOrRefuse(config, state, input.code, REFUSED);
  const { userId } = await accountForGoogle(env, { ...readIntent(state.intent), profile: profileOf(claims) });
  // Two-factor sign-in holds for social sign-in too (docs/two-factor.md).
  await requireSecondFactor(env, userId);
  return openSession(env, userId);
}
