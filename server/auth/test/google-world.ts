// Shared by the Google sign-in tests: the test server (accounts on a clock the test moves) with
// both boards' Google clients in their settings, a real OpenID Connect provider standing in for
// Google (GOOGLE_ISSUER points at it while the file runs), and the whole browser round trip.
import { randomBytes } from 'node:crypto';
import { HOST_A, HOST_B, type TestServer } from '../../test/harness.ts';
import { newApp, startTestProvider, type TestApp, type TestMember, type TestProvider } from '../oidc/test-provider.ts';
import { apiOf, startAccountsServer, testClock, type AuthSession } from './support.ts';
import { CALLBACK_PATH } from '../google/settings.ts';

export type GoogleStart = { authorizationUrl: string; state: string; expiresAt: string };

export type GoogleWorld = {
  server: TestServer;
  google: TestProvider;
  api: ReturnType<typeof apiOf>;
  clock: ReturnType<typeof testClock>;
  apps: { a: TestApp; b: TestApp };
  close: () => Promise<void>;
};

/** The board's settings with (or, given null, without) its Google client. */
export async function setGoogleClient(server: TestServer, clientId: string, app: TestApp | null): Promise<void> {
  const { db } = server.database;
  const row = await db.selectFrom('clients').select('settings').where('id', '=', clientId).executeTakeFirstOrThrow();
  const { google: _old, ...rest } = row.settings;
  const settings = app ? { ...rest, google: { clientId: app.clientId, clientSecret: app.clientSecret } } : rest;
  await db
    .updateTable('clients')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', clientId)
    .execute();
}

export async function startGoogleWorld(): Promise<GoogleWorld> {
  const apps = { a: newApp(HOST_A, CALLBACK_PATH), b: newApp(HOST_B, CALLBACK_PATH) };
  const google = await startTestProvider([apps.a, apps.b]);
  // API test files share a process: the issuer is put back when this file's world closes.
  const previous = process.env.GOOGLE_ISSUER;
  process.env.GOOGLE_ISSUER = google.issuer;
  const clock = testClock();
  const server = await startAccountsServer(clock);
  await setGoogleClient(server, server.tenantA, apps.a);
  await setGoogleClient(server, server.tenantB, apps.b);
  return {
    server,
    google,
    api: apiOf(server),
    clock,
    apps,
    close: async () => {
      if (previous === undefined) delete process.env.GOOGLE_ISSUER;
      else process.env.GOOGLE_ISSUER = previous;
      await server.close();
      await google.close();
    },
  };
}

export const person = (name: string, extra: Partial<TestMember> = {}): TestMember => ({
  sub: `g-${randomBytes(8).toString('hex')}`,
  email: `${name}.${randomBytes(4).toString('hex')}@gmail.com`,
  email_verified: true,
  given_name: name.charAt(0).toUpperCase() + name.slice(1),
  family_name: 'Iyer',
  ...extra,
});

export type Role = 'candidate' | 'employer';

export async function startSignIn(w: GoogleWorld, role: Role, intent = 'login', host = HOST_A): Promise<GoogleStart> {
  const started = await w.api<GoogleStart>('GET', `social-auth/google/${role}/${intent}`, { host });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  return started.body.data;
}

/** Start on our side, sign in at the provider as the person; what the callback page would post. */
export async function atGoogle(w: GoogleWorld, who: TestMember, role: Role, intent = 'login', host = HOST_A) {
  const { authorizationUrl } = await startSignIn(w, role, intent, host);
  w.google.signInAs(who);
  const back = await w.google.authorize(authorizationUrl);
  return { code: back.get('code') ?? '', state: back.get('state') ?? '' };
}

export const callback = (w: GoogleWorld, body: { code: string; state: string }, host = HOST_A) =>
  w.api<AuthSession>('POST', 'social-auth/google/callback', { host, body });

/** The whole round trip: start, Google, callback. */
export async function signInWithGoogle(w: GoogleWorld, who: TestMember, role: Role, intent = 'login', host = HOST_A) {
  return callback(w, await atGoogle(w, who, role, intent, host), host);
}

export async function identitiesOf(w: GoogleWorld, subject: string) {
  return w.server.database.db.selectFrom('user_identities').selectAll().where('subject', '=', subject).execute();
}

export async function usersWithEmail(w: GoogleWorld, email: string) {
  return w.server.database.db.selectFrom('users').selectAll().where('email', '=', email).execute();
}
