// No request makes the server fail: schema-driven hostile requests to every operation of the
// contract, and to the routes outside it, from every kind of caller, must never answer a 5xx (501
// NOT_IMPLEMENTED aside, the honest answer of an operation not built yet) nor drop the connection;
// and what the contract itself refuses (a NUL, a number past its bounds, a wrong type, a body that
// is not an object) must be refused with 400 naming the field. Seeded: every run sends the same.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorld, setUpProbes } from '../tenancy/test/probes/world.ts';
import type { TenantWorld } from '../tenancy/test/probes/types.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser } from '../test/world.ts';
import { makeCallers, type Callers } from '../test/fuzz/callers.ts';
import { casesFor, type FuzzCase } from '../test/fuzz/cases.ts';
import { contractOperations } from '../test/fuzz/contract-ops.ts';
import { outsideCases } from '../test/fuzz/outside-cases.ts';
import { rngFor, type Rng } from '../test/fuzz/rng.ts';
import { closeAgent, send, type Outcome } from '../test/fuzz/send.ts';

// FUZZ_SEED explores other requests by hand; the suite always runs the one seed.
const SEED = process.env.FUZZ_SEED ?? 'jobboard-fuzz-1';

let server: TestServer;
let world: TenantWorld;
let callers: Callers;
// A stand-in for the built web app, so that pages are served (and their heads rendered) as in production.
const distDir = mkdtempSync(join(tmpdir(), 'jobboard-fuzz-dist-'));

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><title>Jobs</title></head><body></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'app.js'), '');
  server = await startTestServer({ distDir });
  world = await makeWorld(server, HOST_A, server.tenantA, 'Fuzz');
  await setUpProbes(server, [world]);
  // The analytics beacon only stores (and so only reaches the database) for a tenant that opted in.
  await server.database.db
    .updateTable('clients')
    .set({ settings: JSON.stringify({ analytics: { firstParty: { enabled: true } } }) })
    .where('id', '=', server.tenantA)
    .execute();
  const foreign = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  callers = await makeCallers(server.database.db, server.deps.secret, world, foreign.token);
});

afterAll(async () => {
  closeAgent();
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

type Failure = { c: FuzzCase; outcome: Outcome };

type Tally = {
  sent: number;
  covered: Set<string>;
  statuses: Map<string, number>;
  failures: Failure[];
  notRefused: Failure[];
};

const newTally = (): Tally => ({ sent: 0, covered: new Set(), statuses: new Map(), failures: [], notRefused: [] });

function shown(f: Failure): string {
  const o = f.outcome;
  const got = typeof o.status === 'number' ? `${o.status} ${o.fields.join(',')}` : `${o.status} (${o.error})`;
  return `${f.c.op} ${f.c.method} ${f.c.path.slice(0, 160)} as ${f.c.actor} [${f.c.label.slice(0, 80)}] → ${got}`;
}

function refusedAsExpected(c: FuzzCase, outcome: Outcome): boolean {
  if (!c.refusedField || typeof outcome.status !== 'number') return true;
  const field = c.refusedField;
  return outcome.status === 400 && outcome.fields.some((f) => f === field || f.startsWith(`${field}.`));
}

async function run(cases: FuzzCase[], rng: Rng, tally: Tally): Promise<void> {
  for (const c of cases) {
    const n = tally.sent;
    // Each request from its own address, so per-address limits only answer 429 where meant to.
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const outcome = await send(server.port, HOST_A, c, callers.tokenOf(c.actor, rng), address);
    tally.sent += 1;
    tally.covered.add(c.op);
    const key = String(outcome.status);
    tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
    if (typeof outcome.status !== 'number' || (outcome.status >= 500 && outcome.status !== 501))
      tally.failures.push({ c, outcome });
    else if (!refusedAsExpected(c, outcome)) tally.notRefused.push({ c, outcome });
  }
}

function report(what: string, t: Tally, started: number, total?: number): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const histogram = [...t.statuses]
    .sort()
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `fuzz ${what} (${process.env.DB_ENGINE ?? 'pglite'}, seed ${SEED}): ${t.sent} requests, ${t.covered.size}` +
      `${total === undefined ? '' : `/${total}`} operations, ${t.failures.length} 5xx or dropped, ` +
      `${t.notRefused.length} not refused as the contract says, ${seconds} s; statuses ${histogram}`,
  );
}

describe('fuzzing', () => {
  it(
    'every operation of the contract: no 5xx, no dropped connection, refused as the contract says',
    // Its requests are a fixed number; the bound is for a hang, on a machine shared with the
    // other API suite and the static checks (scripts/check.ts).
    { timeout: 600_000 },
    async () => {
      const started = Date.now();
      const operations = contractOperations();
      const tally = newTally();
      for (const op of operations) {
        // Fresh sessions for every operation: one that logs out or deletes its caller blinds no other.
        await callers.refresh();
        const rng = rngFor(`${SEED}:${op.id}`);
        await run(casesFor(op, world, rng), rng, tally);
      }
      report('the contract', tally, started, operations.length);
      expect(tally.failures.map(shown)).toEqual([]);
      expect(tally.notRefused.map(shown)).toEqual([]);
      expect([...tally.covered].sort()).toEqual(operations.map((o) => o.id).sort());
    },
  );

  it('the routes outside the contract: no 5xx, no dropped connection', { timeout: 60_000 }, async () => {
    const started = Date.now();
    await callers.refresh();
    const tally = newTally();
    await run(outsideCases(), rngFor(`${SEED}:outside`), tally);
    report('outside the contract', tally, started);
    expect(tally.failures.map(shown)).toEqual([]);
  });
});
