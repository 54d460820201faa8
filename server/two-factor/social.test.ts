// Social sign-in (Google, the same hook as LinkedIn) asks a user with two-factor sign-in on for
// the second step too: the callback answers the challenge instead of a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A } from '../test/harness.ts';
import { makeCompany, makeUser } from '../test/world.ts';
import { uniqueEmail } from '../auth/test/support.ts';
import { person, signInWithGoogle, startGoogleWorld, type GoogleWorld } from '../auth/test/google-world.ts';
import { API, codeAt, forgetUsedSteps, turnOn } from './test/support.ts';

let w: GoogleWorld;
beforeAll(async () => {
  w = await startGoogleWorld();
});
afterAll(async () => w?.close());

describe('two-factor sign-in with Google', () => {
  it('answers a challenge from the callback, and the code trades it for the session', async () => {
    const { db } = w.server.database;
    const email = uniqueEmail('tf-google');
    const companyId = await makeCompany(db, w.server.tenantA, `Two Factor Google ${Date.now()}`);
    const user = await makeUser(db, w.server.deps.secret, {
      clientId: w.server.tenantA,
      role: 'employer',
      employerKind: 1,
      companyId,
      email,
    });
    const { secret } = await turnOn(w.server, user);
    const r = await signInWithGoogle(w, person('tf', { email }), 'employer', 'login');
    expect(r.status).toBe(403);
    const body = r.body as unknown as { data: { twoFactor?: { challenge: string }; token?: string } };
    expect(body.data.token).toBeUndefined();
    const challenge = body.data.twoFactor?.challenge ?? '';
    expect(challenge).toMatch(/^tfc_/);
    await forgetUsedSteps(w.server, user);
    const done = await w.server.call<{ data: { token: string } }>('POST', `${API}/sign-in`, {
      host: HOST_A,
      body: { challenge, code: codeAt(secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.token).toBeTruthy();
  });
});
