// LinkedIn sign-in for candidates (OpenID Connect, authorization code with PKCE): the start issues
// a one-use state and answers LinkedIn's authorization URL; the callback spends the state,
// exchanges the code, checks the ID token and signs the candidate in with the password login's
// session. The flow, the checks and the settings are described in docs/linkedin-sign-in.md.
// Two plan flags hold: social_login (third-party sign-in at all, the operations' x-feature, checked
// by the guard) and sso_linkedin (LinkedIn among them, checked here first).
import type { components } from '@generated/schema';
import { AppError, badRequest, forbidden } from '../../errors/errors.ts';
import type { OriginRequest } from '../../http/origin.ts';
import { featureAllowed } from '../../tenancy/features.ts';
import { addressOf, type AccountsEnv, openSession, type AuthSession } from '../../users/index.ts';
import { requireSecondFactor } from '../../two-factor/index.ts';
import { claimsOrRefuse, newRequest } from '../oidc/client.ts';
import { profileOf } from '../oidc/profile.ts';
import { accountForLinkedIn } from './accounts.ts';
import { authorizationUrl, linkedinClient } from './client.ts';
import { linkedinIssuer, linkedinKeysOf, redirectUriOf } from './settings.ts';
import { consumeState, saveState, STATE_TTL_MS, type LinkedInIntent } from './states.ts';

export type LinkedInAuthStart = components['schemas']['LinkedInAuthStart'];
export type LinkedInCallbackInput = components['schemas']['LinkedInCallbackInput'];

/** The claims → profile mapping, shared with Google (../oidc/profile.ts). */
export { profileOf } from '../oidc/profile.ts';

const NOT_SET_UP = 'LinkedIn sign-in is not set up on this site';
const STATE_SPENT = 'This LinkedIn sign-in has expired or was already used, please start again';
const REFUSED = 'LinkedIn did not confirm this sign-in, please try again';
const TOO_MANY = 'Too many login attempts, please try again later';

/** The guard's words for a plan that lacks a feature, so the web app shows the same prompt. */
const NOT_IN_PLAN = 'Your plan does not include this feature';

function assertLinkedInSold(env: AccountsEnv): void {
  if (!featureAllowed(env.tenant, 'sso_linkedin')) throw forbidden(NOT_IN_PLAN);
}

function keysOrRefuse(env: AccountsEnv) {
  const keys = linkedinKeysOf(env.tenant);
  if (!keys) throw new AppError(404, 'ERROR', NOT_SET_UP);
  return keys;
}

/** `req` gives a developer's localhost board its own origin for the callback (settings.ts). */
export async function startLinkedIn(
  env: AccountsEnv,
  intent: LinkedInIntent,
  req: OriginRequest,
): Promise<LinkedInAuthStart> {
  assertLinkedInSold(env);
  // Each start writes a row: the login limit keeps a guest from filling the table.
  await env.limits.login.take(addressOf(env), TOO_MANY);
  const keys = keysOrRefuse(env);
  const config = await linkedinClient(env.tenant.id, linkedinIssuer(), keys);
  const now = env.now();
  const request = newRequest(redirectUriOf(env.tenant, req), 'lk_');
  const url = await authorizationUrl(config, request);
  const expiresAt = new Date(now.getTime() + STATE_TTL_MS);
  await saveState(env.db, { clientId: env.tenant.id, intent, expiresAt, ...request }, now);
  return { authorizationUrl: url.href, state: request.state, expiresAt: expiresAt.toISOString() };
}

export async function completeLinkedIn(env: AccountsEnv, input: LinkedInCallbackInput): Promise<AuthSession> {
  // Checked before the state is spent, so a sign-in begun before the board stopped selling LinkedIn
  // can still finish if it sells it again within the state's ten minutes.
  assertLinkedInSold(env);
  await env.limits.login.take(addressOf(env), TOO_MANY);
  const state = await consumeState(env.db, env.tenant.id, input.state, env.now());
  if (!state) throw badRequest(STATE_SPENT);
  const keys = keysOrRefuse(env);
  const config = await linkedinClient(env.tenant.id, linkedinIssuer(), keys);
  const claims = await claimsOrRefuse(config, state, input.code, REFUSED);
  const intent: LinkedInIntent = state.intent === 'register' ? 'register' : 'login';
  const { userId } = await accountForLinkedIn(env, profileOf(claims), intent);
  // Two-factor sign-in holds for social sign-in too (docs/two-factor.md).
  await requireSecondFactor(env, userId);
  return openSession(env, userId);
}
