// Isolation probes of Google sign-in (docs/google-sign-in.md). The start names nothing of a site
// (neither has a Google client in the probes' world); the callback with the other site's live
// state finds no state there and signs nobody in.
import { randomBytes } from 'node:crypto';
import type { Probe, ProbeMap } from './types.ts';

const API = '/client/api/v1';

/** A live Google sign-in state of the site, as its start would have issued it. */
const googleState: Probe['setup'] = async (server, w) => {
  const state = `ge_probe_${randomBytes(8).toString('hex')}`;
  await server.database.db
    .insertInto('oauth_states')
    .values({
      state,
      client_id: w.clientId,
      provider: 'google',
      intent: 'employer:login',
      nonce: randomBytes(16).toString('hex'),
      code_verifier: randomBytes(32).toString('hex'),
      redirect_uri: `https://${w.host}/google-sign-in`,
      expires_at: new Date(Date.now() + 10 * 60 * 1000),
      created_at: new Date(),
    })
    .execute();
  return { 'google.state': state };
};

export const googleSignInProbes: ProbeMap = {
  startGoogleSignIn: {
    call: () => ({ method: 'GET', path: `${API}/social-auth/google/employer/login`, as: 'guest' }),
  },
  completeGoogleSignIn: {
    setup: googleState,
    call: (ids) => ({
      method: 'POST',
      path: `${API}/social-auth/google/callback`,
      as: 'guest',
      body: { code: 'probe-code', state: ids['google.state'] ?? 'ge_none' },
    }),
  },
};
