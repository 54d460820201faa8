// Helpers of the two-factor tests: codes made from a secret at a moment, and a user who has
// turned two-factor sign-in on.
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import { HOST_A, type TestServer } from '../../test/harness.ts';
import type { TestUser } from '../../test/world.ts';

export const API = '/client/api/v1/two-factor';

export const codeAt = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

type Answer<T> = { code: string; message: string; data: T };

/** Starts and confirms an enrolment; answers the secret, the recovery codes and when the code was made. */
export async function turnOn(server: TestServer, user: TestUser, host = HOST_A) {
  const started = await server.call<Answer<{ secret: string; otpauthUri: string; qrCode: string }>>(
    'POST',
    `${API}/enrolment`,
    { host, token: user.token },
  );
  if (started.status !== 200) throw new Error(`enrolment refused: ${started.status}`);
  const { secret } = started.body.data;
  const at = Date.now();
  const confirmed = await server.call<Answer<{ recoveryCodes: string[] }>>('POST', `${API}/enrolment/confirm`, {
    host,
    token: user.token,
    body: { code: codeAt(secret, at) },
  });
  if (confirmed.status !== 200) throw new Error(`confirmation refused: ${confirmed.status}`);
  return { secret, at, recoveryCodes: confirmed.body.data.recoveryCodes };
}

/** Lets the user's codes be used again (for tests whose subject is not the replay refusal). */
export async function forgetUsedSteps(server: TestServer, user: TestUser): Promise<void> {
  await server.database.db
    .updateTable('two_factor_secrets')
    .set({ last_used_step: 0 })
    .where('client_id', '=', user.clientId)
    .where('user_id', '=', user.id)
    .execute();
}

export async function setBoardFlag(server: TestServer, clientId: string, on: boolean): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ two_factor_auth: on })}::jsonb)`,
    })
    .where('id', '=', clientId)
    .execute();
}

/** The board's rule of who must use two-factor sign-in (admin settings' `twoFactor.requiredFor`). */
export async function setRequiredFor(server: TestServer, clientId: string, roles: string[]): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({ settings: sql`jsonb_set(settings, '{twoFactor}', ${JSON.stringify({ requiredFor: roles })}::jsonb)` })
    .where('id', '=', clientId)
    .execute();
}
