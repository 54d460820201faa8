// Team-member permissions hold on the server: for every operation that declares an x-permission in
// the contract, a team member without that permission is refused with 403 naming it, and a member
// holding only that permission gets past the check (whatever the operation then answers). The
// calls are the fuzz test's well-formed ones (the isolation probe's where there is one).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../http/permissions.ts';
import { makeWorld, setUpProbes } from '../tenancy/test/probes/world.ts';
import type { TenantWorld } from '../tenancy/test/probes/types.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { casesFor } from '../test/fuzz/cases.ts';
import { contractOperations } from '../test/fuzz/contract-ops.ts';
import { rngFor } from '../test/fuzz/rng.ts';
import { makeClient } from '../test/http-client.ts';

type Doc = { paths: Record<string, Record<string, { operationId?: string; 'x-permission'?: string }>> };
const doc = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as Doc;
const declared = new Map<string, string>();
for (const item of Object.values(doc.paths))
  for (const op of Object.values(item))
    if (op.operationId && op['x-permission']) declared.set(op.operationId, op['x-permission']);

const operations = contractOperations().filter((op) => declared.has(op.id));
const TEAM_ROLE = /team role does not allow/;

let server: TestServer;
let world: TenantWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server, HOST_A, server.tenantA, 'Perm');
  await setUpProbes(server, [world]);
});
afterAll(async () => server?.close());

async function grant(permissions: string[]): Promise<void> {
  await server.database.db
    .updateTable('users')
    .set({ permissions, status: 'active', deleted_at: null })
    .where('id', '=', world.teamMember.id)
    .execute();
}

async function callAsMember(opId: string) {
  const op = operations.find((o) => o.id === opId);
  if (!op) throw new Error(`no operation ${opId}`);
  const c = casesFor(op, world, rngFor(`perm-${opId}`)).find((x) => x.label === 'well-formed as teamMember');
  if (!c) throw new Error(`no well-formed case for ${opId}`);
  const call = makeClient(server.port);
  return call<{ code: string; message: string }>(c.method, c.path, {
    host: HOST_A,
    token: world.teamMember.token,
    headers: { 'x-forwarded-for': `10.9.${operations.indexOf(op)}.1`, ...c.headers },
    ...(c.body && { raw: c.body.bytes, contentType: c.body.type }),
  });
}

describe('team-member permissions declared in the contract', () => {
  it('declares a permission on the operations of every kind of team work', () => {
    expect(new Set(declared.values())).toEqual(new Set(PERMISSIONS));
    expect(operations.length).toBe(declared.size);
  });

  for (const op of operations) {
    const permission = declared.get(op.id) ?? '';
    it(`${op.id} needs ${permission}`, async () => {
      await grant(PERMISSIONS.filter((p) => p !== permission));
      const refused = await callAsMember(op.id);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.message).toMatch(TEAM_ROLE);

      await grant([permission]);
      const allowed = await callAsMember(op.id);
      expect(allowed.status === 501 || allowed.status < 500, `answered ${allowed.status}`).toBe(true);
      expect(allowed.body.message ?? '', `${allowed.status}`).not.toMatch(TEAM_ROLE);
    });
  }
});
