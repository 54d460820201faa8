// Isolation probes of two-factor sign-in (see types.ts). Each tenant's employer has two-factor
// sign-in on and an open login challenge: another board must not take the challenge nor show
// anything of the account.
import { randomBytes } from 'node:crypto';
import { digestOf, encryptSecret } from '../../../two-factor/crypto.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path = '') => `/client/api/v1/two-factor${path}`;

const twoFactorWorld: Probe['setup'] = async (server, world) => {
  const made = world.ids.twoFactorChallenge;
  if (made) return { twoFactorChallenge: made, twoFactorAccountId: world.employer.id };
  const { db } = server.database;
  const challenge = `tfc_${randomBytes(24).toString('base64url')}`;
  const owner = { client_id: world.clientId, user_id: world.employer.id };
  await db
    .insertInto('two_factor_secrets')
    .values({
      ...owner,
      secret_enc: encryptSecret(server.deps.secret, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      confirmed_at: new Date(),
    })
    .onConflict((c) => c.columns(['client_id', 'user_id']).doNothing())
    .execute();
  await db
    .insertInto('two_factor_challenges')
    .values({
      ...owner,
      token_hash: digestOf(server.deps.secret, 'challenge', challenge),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return { twoFactorChallenge: challenge, twoFactorAccountId: world.employer.id };
};

export const twoFactorProbes: ProbeMap = {
  getTwoFactorStatus: { call: () => ({ method: 'GET', path: api(), as: 'candidate' }) },
  // The employer's browsers on their own board: another board's host knows neither the token nor the rows.
  forgetTwoFactorBrowsers: {
    setup: twoFactorWorld,
    call: () => ({ method: 'POST', path: api('/browsers/forget'), as: 'employer' }),
  },
  startTwoFactorEnrolment: { call: () => ({ method: 'POST', path: api('/enrolment'), as: 'candidate' }) },
  confirmTwoFactorEnrolment: {
    call: () => ({ method: 'POST', path: api('/enrolment/confirm'), as: 'candidate', body: { code: '123456' } }),
  },
  regenerateTwoFactorRecoveryCodes: {
    setup: twoFactorWorld,
    call: () => ({ method: 'POST', path: api('/recovery-codes'), as: 'employer', body: { code: '123456' } }),
  },
  disableTwoFactor: {
    setup: twoFactorWorld,
    call: () => ({ method: 'POST', path: api('/disable'), as: 'employer', body: { code: '123456', password: 'x' } }),
  },
  completeTwoFactorSignIn: {
    setup: twoFactorWorld,
    call: (ids) => ({
      method: 'POST',
      path: api('/sign-in'),
      as: 'guest',
      body: { challenge: ids.twoFactorChallenge, code: '123456' },
    }),
  },
  resetTwoFactorForAccount: {
    setup: twoFactorWorld,
    call: (ids) => ({
      method: 'POST',
      path: api(`/accounts/${ids.twoFactorAccountId}/reset`),
      as: 'admin',
      body: { reason: 'probe' },
    }),
  },
};
