// Every plan flag that gates an operation holds on the server. For each operation with an
// x-feature in the contract, the well-formed call (the fuzz test's) is refused with 403 when the
// board's plan lacks the flag and gets past the check when it has it; for a flag the board sells to
// its employers or candidates, it is also refused when the caller's licence lacks it (a company
// whose trial ran out, a candidate without a plan) and allowed once the licence includes it.
// A flag that gates part of an operation's input rather than the operation (the board's languages
// in the console's settings) is proved the same way with that input, from the table below.
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '@generated/manifest';
import { makeWorld, setUpProbes } from '../tenancy/test/probes/world.ts';
import type { TenantWorld } from '../tenancy/test/probes/types.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { casesFor } from '../test/fuzz/cases.ts';
import { contractOperations } from '../test/fuzz/contract-ops.ts';
import { rngFor } from '../test/fuzz/rng.ts';
import { makeClient } from '../test/http-client.ts';
import { grantPlan } from './licences-repo.ts';
import { soldTo } from './sold-flags.ts';

type Op = { operationId?: string; 'x-feature'?: string; 'x-roles'?: string[]; security?: unknown[] };
type Doc = { paths: Record<string, Record<string, Op>> };
const doc = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as Doc;
const gated = new Map<string, Op>();
for (const item of Object.values(doc.paths))
  for (const op of Object.values(item)) if (op.operationId && op['x-feature']) gated.set(op.operationId, op);

const operations = contractOperations().filter((op) => gated.has(op.id));
const flags = [...new Set([...gated.values()].map((op) => op['x-feature'] ?? ''))].sort();
const REFUSED = 'Your plan does not include this feature';

let server: TestServer;
let world: TenantWorld;
const proven = new Set<string>();

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server, HOST_A, server.tenantA, 'Flag');
  await setUpProbes(server, [world]);
});
afterAll(async () => server?.close());

type Actor = 'guest' | 'candidate' | 'employer' | 'admin';
function actorOf(op: Op): Actor {
  if (!op.security?.length) return 'guest';
  const roles = op['x-roles'] ?? [];
  if (roles.includes('employer') || roles.includes('employer-owner')) return 'employer';
  if (roles.includes('candidate')) return 'candidate';
  return 'admin';
}

async function boardFlag(flag: string, on: boolean): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ [flag]: on })}::jsonb)`,
    })
    .where('id', '=', world.clientId)
    .execute();
}

async function licenceHolds(actor: Actor, holds: boolean): Promise<void> {
  const { db } = server.database;
  const now = new Date();
  if (actor === 'employer') {
    await db
      .updateTable('licences')
      .set({ status: 'expired', expires_at: now })
      .where('company_id', '=', world.companyId)
      .where('kind', '=', 'plan')
      .execute();
    if (holds) await grantPlan(db, world.clientId, { type: 'employer', companyId: world.companyId }, 'PREMIUM_YEALY');
  } else if (actor === 'candidate') {
    await db
      .updateTable('licences')
      .set({ status: 'expired', expires_at: now })
      .where('user_id', '=', world.candidate.id)
      .where('kind', '=', 'plan')
      .execute();
    if (holds) await grantPlan(db, world.clientId, { type: 'candidate', userId: world.candidate.id }, 'PREMIUM_YEALY');
  }
}

async function call(opId: string, actor: Actor) {
  const op = operations.find((o) => o.id === opId);
  if (!op) throw new Error(`no operation ${opId}`);
  const c = casesFor(op, world, rngFor(`flag-${opId}`)).find((x) => x.label === `well-formed as ${actor}`);
  if (!c) throw new Error(`no well-formed case for ${opId} as ${actor}`);
  const client = makeClient(server.port);
  return client<{ code: string; message: string }>(c.method, c.path, {
    host: HOST_A,
    token: actor === 'guest' ? null : world[actor].token,
    headers: { 'x-forwarded-for': `10.8.${operations.indexOf(op) % 250}.${flags.length % 250}`, ...c.headers },
    ...(c.body && { raw: c.body.bytes, contentType: c.body.type }),
  });
}

describe('plan flags declared in the contract', () => {
  it('names flags of the manifest only', () => {
    const known = new Set<string>(Object.values(featureFlags).map((f) => f.key));
    expect(flags.filter((f) => !known.has(f))).toEqual([]);
    expect(operations.length).toBe(gated.size);
  });

  for (const [opId, op] of gated) {
    const flag = op['x-feature'] ?? '';
    const actor = actorOf(op);
    it(`${opId} needs ${flag}`, async () => {
      await licenceHolds(actor, true);
      await boardFlag(flag, false);
      const refused = await call(opId, actor);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.message).toBe(REFUSED);

      await boardFlag(flag, true);
      const allowed = await call(opId, actor);
      expect(allowed.status === 501 || allowed.status < 500, `answered ${allowed.status}`).toBe(true);
      expect(allowed.body.message ?? '', `${allowed.status}`).not.toBe(REFUSED);

      if (soldTo(flag) === actor) {
        await licenceHolds(actor, false);
        const unlicensed = await call(opId, actor);
        expect(unlicensed.status, JSON.stringify(unlicensed.body)).toBe(403);
        expect(unlicensed.body.message).toBe(REFUSED);
        await licenceHolds(actor, true);
      }
      proven.add(flag);
    });
  }

  it('proved every gating flag both ways', () => {
    expect([...proven].sort()).toEqual(flags);
    console.info(`plan flags that gate an operation, each proven refused and allowed: ${flags.length}`);
  });
});

/** Flags an operation checks for part of its input: the call that needs the flag, as its caller. */
const GATED_INPUT: { flag: string; operationId: string; actor: Actor; method: string; path: string; body: unknown }[] =
  [
    {
      flag: 'localization',
      operationId: 'updateAdminSettings',
      actor: 'admin',
      method: 'PUT',
      path: '/client/api/v1/admin/settings',
      body: { languages: { available: ['en', 'es'], default: 'es' } },
    },
  ];

describe('plan flags checked on part of an input', () => {
  for (const gate of GATED_INPUT)
    it(`${gate.operationId} needs ${gate.flag} for ${JSON.stringify(gate.body)}`, async () => {
      const send = () =>
        makeClient(server.port)<{ code: string; message: string }>(gate.method, gate.path, {
          host: HOST_A,
          token: gate.actor === 'guest' ? null : world[gate.actor].token,
          body: gate.body,
        });
      await boardFlag(gate.flag, false);
      const refused = await send();
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.message).toBe(REFUSED);

      await boardFlag(gate.flag, true);
      const allowed = await send();
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    });

  it('names flags of the manifest and operations of the contract only', () => {
    const known = new Set<string>(Object.values(featureFlags).map((f) => f.key));
    const ids = new Set(contractOperations().map((op) => op.id));
    expect(GATED_INPUT.filter((g) => !known.has(g.flag) || !ids.has(g.operationId))).toEqual([]);
  });
});
