// One tenant never sees another's data. Every implemented operation is called with tenant A's
// token and ids on tenant B's host, and with tenant B's ids on A's host; the answer may carry
// nothing that identifies the other tenant. An implemented operation without a probe fails the
// test, so the test grows with every operation built.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHandlers } from '../all-handlers.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { allProbes } from './test/probes/index.ts';
import type { Actor, ProbeCall, TenantWorld } from './test/probes/types.ts';
import { makeWorld, setUpProbes } from './test/probes/world.ts';

let server: TestServer;
const worlds: Record<'a' | 'b', TenantWorld> = {} as Record<'a' | 'b', TenantWorld>;

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
  await setUpProbes(server, [worlds.a, worlds.b]);
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
