// The host's tenant and the token's account in one statement (hostAndCaller) give what resolving
// the host and then loading the account gave: the account while its session is live, and nobody
// for a revoked or expired session, a disabled or deleted account, a token of another board, an
// unknown host or claims that are not ids; the tenant either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../credentials/tokens.ts';
import { resolveHost } from '../tenancy/resolve-host.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { hostAndCaller, loadUser, type CallerClaims } from './caller-repo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function claimsOf(user: TestUser): Promise<CallerClaims> {
  const claims = await verifyToken(server.deps.secret, user.token);
  if (!claims) throw new Error('the test token does not verify');
  return claims;
}

/** The two-step answer: the host, then the account when the token is the host's board's. */
async function twoSteps(host: string, claims: CallerClaims) {
  const { db } = server.database;
  const resolution = await resolveHost(db, host);
  const user =
    resolution.kind === 'found' && resolution.tenant.id === claims.cid
      ? await loadUser(db, claims.cid, claims.sub, claims.sid)
      : null;
  return { resolution, user };
}

async function expectSameAnswer(host: string, claims: CallerClaims) {
  const one = await hostAndCaller(server.database.db, host, claims);
  expect(one).toEqual(await twoSteps(host, claims));
  return one;
}

const candidate = () =>
  makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });

describe('the host and the caller in one read', () => {
  it('finds a signed-in account on its own board, with its session', async () => {
    const { db } = server.database;
    const user = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      employerKind: 2,
      companyId: null,
      permissions: ['chat'],
    });
    const claims = await claimsOf(user);
    const found = await expectSameAnswer(HOST_A, claims);
    expect(found.resolution.kind).toBe('found');
    expect(found.user).toMatchObject({
      id: user.id,
      sessionId: claims.sid,
      role: 'employer',
      employerKind: 2,
      permissions: ['chat'],
      email: user.email,
    });
    // The port and the case of the Host header do not matter, as for the host alone.
    expect((await hostAndCaller(db, `${HOST_A.toUpperCase()}:8080`, claims)).user?.id).toBe(user.id);
  });

  it('finds nobody on another board, or on a host no board has', async () => {
    const claims = await claimsOf(await candidate());
    const other = await expectSameAnswer(HOST_B, claims);
    expect(other.resolution.kind).toBe('found');
    expect(other.user).toBeNull();
    const unknown = await expectSameAnswer('nobody.test', claims);
    expect(unknown).toEqual({ resolution: { kind: 'unknown' }, user: null });
  });

  it('finds nobody once the session is revoked or expired', async () => {
    const { db } = server.database;
    const revoked = await claimsOf(await candidate());
    await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', revoked.sid).execute();
    expect((await expectSameAnswer(HOST_A, revoked)).user).toBeNull();
    const expired = await claimsOf(await candidate());
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.sid)
      .execute();
    expect((await expectSameAnswer(HOST_A, expired)).user).toBeNull();
  });

  it('finds nobody for a disabled or deleted account', async () => {
    const { db } = server.database;
    const disabled = await candidate();
    await db.updateTable('users').set({ status: 'disabled' }).where('id', '=', disabled.id).execute();
    expect((await expectSameAnswer(HOST_A, await claimsOf(disabled))).user).toBeNull();
    const deleted = await candidate();
    await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();
    expect((await expectSameAnswer(HOST_A, await claimsOf(deleted))).user).toBeNull();
  });

  it('finds nobody for claims that are not ids, and still the tenant', async () => {
    const claims = await claimsOf(await candidate());
    const found = await hostAndCaller(server.database.db, HOST_A, { ...claims, sid: 'not-a-session' });
    expect(found.user).toBeNull();
    expect(found.resolution).toEqual(await resolveHost(server.database.db, HOST_A));
  });
});
