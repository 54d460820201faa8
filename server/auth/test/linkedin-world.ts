// Shared by the LinkedIn sign-in tests: the test server (accounts on a clock the test moves) with
// both boards' LinkedIn apps in their settings, a real OpenID Connect provider standing in for
// LinkedIn (LINKEDIN_ISSUER points at it while the file runs), and the whole browser round trip.
import { randomBytes } from 'node:crypto';
import { HOST_A, HOST_B, type TestServer } from '../../test/harness.ts';
import { apiOf, startAccountsServer, testClock, type AuthSession } from './support.ts';
import {
  newApp,
  startTestLinkedIn,
  type TestApp,
  type TestLinkedIn,
  type TestMember,
} from '../linkedin/test-provider.ts';

export type LinkedInStart = { authorizationUrl: string; state: string; expiresAt: string };

export type LinkedInWorld = {
  server: TestServer;
  linkedin: TestLinkedIn;
  api: ReturnType<typeof apiOf>;
  clock: ReturnType<typeof testClock>;
  apps: { a: TestApp; b: TestApp };
  close: () => Promise<void>;
};

/** The board's settings with (or, given null, without) its LinkedIn app. */
export async function setLinkedInApp(server: TestServer, clientId: string, app: TestApp | null): Promise<void> {
  const { db } = server.database;
  const row = await db.selectFrom('clients').select('settings').where('id', '=', clientId).executeTakeFirstOrThrow();
  const { linkedin: _old, ...rest } = row.settings;
  const settings = app ? { ...rest, linkedin: { clientId: app.clientId, clientSecret: app.clientSecret } } : rest;
  await db
    .updateTable('clients')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', clientId)
    .execute();
}

export async function startLinkedInWorld(): Promise<LinkedInWorld> {
  const apps = { a: newApp(HOST_A), b: newApp(HOST_B) };
  const linkedin = await startTestLinkedIn([apps.a, apps.b]);
  // API test files share a process: the issuer is put back when this file's world closes.
  const previous = process.env.LINKEDIN_ISSUER;
  process.env.LINKEDIN_ISSUER = linkedin.issuer;
  const clock = testClock();
  const server = await startAccountsServer(clock);
  await setLinkedInApp(server, server.tenantA, apps.a);
  await setLinkedInApp(server, server.tenantB, apps.b);
  return {
    server,
    linkedin,
    api: apiOf(server),
    clock,
    apps,
    close: async () => {
      if (previous === undefined) delete process.env.LINKEDIN_ISSUER;
      else process.env.LINKEDIN_ISSUER = previous;
      await server.close();
      await linkedin.close();
    },
  };
}

export const member = (name: string, extra: Partial<TestMember> = {}): TestMember => ({
  sub: `li-${randomBytes(6).toString('hex')}`,
  email: `${name}.${randomBytes(4).toString('hex')}@example.com`,
  email_verified: true,
  given_name: name.charAt(0).toUpperCase() + name.slice(1),
  family_name: 'Verma',
  ...extra,
});

export async function startSignIn(w: LinkedInWorld, host = HOST_A, intent = 'login'): Promise<LinkedInStart> {
  const started = await w.api<LinkedInStart>('GET', `candidate/linkedin/${intent}`, { host });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  return started.body.data;
}

/** Start on our side, sign in at the provider as the member; what the callback page would post. */
export async function atLinkedIn(w: LinkedInWorld, who: TestMember, host = HOST_A, intent = 'login') {
  const { authorizationUrl } = await startSignIn(w, host, intent);
  w.linkedin.signInAs(who);
  const back = await w.linkedin.authorize(authorizationUrl);
  return { code: back.get('code') ?? '', state: back.get('state') ?? '' };
}

export const callback = (w: LinkedInWorld, body: { code: string; state: string }, host = HOST_A) =>
  w.api<AuthSession>('POST', 'social-auth/linkedin/callback', { host, body });

/** The whole round trip: start, LinkedIn, callback. */
export async function signInWithLinkedIn(w: LinkedInWorld, who: TestMember, host = HOST_A, intent = 'login') {
  return callback(w, await atLinkedIn(w, who, host, intent), host);
}

export async function identitiesOf(w: LinkedInWorld, subject: string) {
  return w.server.database.db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', 'linkedin')
    .where('subject', '=', subject)
    .execute();
}

export async function candidatesWithEmail(w: LinkedInWorld, email: string) {
  return w.server.database.db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'candidate')
    .where('email', '=', email)
    .execute();
}
