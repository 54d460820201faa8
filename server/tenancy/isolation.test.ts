// One tenant never sees another's data. Every implemented operation is called with tenant A's
// token and ids on tenant B's host, and with tenant B's ids on A's host; the answer may carry
// nothing that identifies the other tenant. An implemented operation without a probe fails the
// test, so the test grows with every operation built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHandlers } from '../handlers/index.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser } from '../test/world.ts';
import { allProbes } from './probes/index.ts';
import type { Actor, ProbeCall, TenantWorld } from './probes/types.ts';

let server: TestServer;
const worlds: Record<'a' | 'b', TenantWorld> = {} as Record<'a' | 'b', TenantWorld>;

async function makeWorld(s: TestServer, host: string, clientId: string, tag: string): Promise<TenantWorld> {
  const { db } = s.database;
  const { secret } = s.deps;
  const companyId = await makeCompany(db, clientId, `${tag} Holdings`);
  const candidate = await makeUser(db, secret, {
    clientId,
    role: 'candidate',
    email: `cand-${tag}@iso.test`,
    firstName: `Cand${tag}`,
  });
  const employer = await makeUser(db, secret, {
    clientId,
    role: 'employer',
    employerKind: 1,
    companyId,
    email: `emp-${tag}@iso.test`,
    firstName: `Emp${tag}`,
  });
  const teamMember = await makeUser(db, secret, {
    clientId,
    role: 'employer',
    employerKind: 2,
    companyId,
    email: `team-${tag}@iso.test`,
    firstName: `Team${tag}`,
  });
  const admin = await makeUser(db, secret, {
    clientId,
    role: 'admin',
    email: `admin-${tag}@iso.test`,
    firstName: `Admin${tag}`,
  });
  const users = [candidate, employer, teamMember, admin];
  return {
    host,
    clientId,
    companyId,
    candidate,
    employer,
    teamMember,
    admin,
    ids: {},
    markers: [clientId, companyId, `${tag} Holdings`, ...users.flatMap((u) => [u.id, u.email])],
  };
}

function tokenOf(world: TenantWorld, as: Actor): string | null {
  return as === 'guest' ? null : world[as].token;
}

async function run(call: ProbeCall, host: string, token: string | null) {
  return server.call(call.method, call.path, { host, token, body: call.body });
}

beforeAll(async () => {
  server = await startTestServer();
  worlds.a = await makeWorld(server, HOST_A, server.tenantA, 'Alpha');
  worlds.b = await makeWorld(server, HOST_B, server.tenantB, 'Bravo');
  for (const [opId, probe] of Object.entries(allProbes)) {
    if (!probe.setup) continue;
    for (const w of [worlds.a, worlds.b]) {
      const ids = await probe.setup(server, w);
      for (const [k, v] of Object.entries(ids)) w.ids[`${opId}.${k}`] = v;
      Object.assign(w.ids, ids);
      w.markers.push(...Object.values(ids));
    }
  }
});

afterAll(async () => server?.close());

describe('tenant isolation', () => {
  it('has a probe for every implemented operation', () => {
    const missing = Object.keys(allHandlers).filter((id) => !(id in allProbes));
    expect(missing).toEqual([]);
  });

  const implemented = Object.keys(allProbes);
  it.each(implemented.length ? implemented : ['(none yet)'])('%s leaks nothing across tenants', async (opId) => {
    const probe = allProbes[opId];
    if (!probe) return;
    const { a, b } = worlds;
    // A's token and A's ids, sent to B's host: B must not accept A's token, and nothing of A comes back.
    const crossHost = probe.call(a.ids, a);
    const r1 = await run(crossHost, b.host, tokenOf(a, crossHost.as));
    const body1 = JSON.stringify(r1.body);
    for (const m of a.markers) expect(body1, `${opId} on B's host returned A's ${m}`).not.toContain(m);
    if (crossHost.as !== 'guest') expect(r1.status, `${opId}: A's token accepted on B's host`).toBe(401);

    // B's ids on A's host with A's token: nothing of B comes back.
    const crossIds = probe.call(b.ids, a);
    const r2 = await run(crossIds, a.host, tokenOf(a, crossIds.as));
    const body2 = JSON.stringify(r2.body);
    for (const m of b.markers) expect(body2, `${opId} on A's host returned B's ${m}`).not.toContain(m);
  });
});
