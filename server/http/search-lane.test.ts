// The search lane: a few searches at a time, the rest in the order they came, a slot freed whatever
// the search's end; and candidate and job searches over HTTP wait for a slot.
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { createSearchLane, SearchAbandoned, type SearchLane } from './search-lane.ts';

/** A promise the test settles itself. */
function gate() {
  let open = () => {};
  let fail = (_: Error) => {};
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { done, open, fail };
}

describe('the lane', () => {
  it('runs as many as it has slots and starts the rest in the order they came', async () => {
    const lane = createSearchLane(2);
    const gates = [gate(), gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      lane.run(async () => {
        started.push(i);
        await g.done;
        return i;
      }),
    );
    await expect.poll(() => started).toEqual([0, 1]);
    expect([lane.running, lane.waiting]).toEqual([2, 3]);
    gates[1]?.open();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[0]?.open();
    await expect.poll(() => started).toEqual([0, 1, 2, 3]);
    expect([lane.running, lane.waiting]).toEqual([2, 1]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect([lane.running, lane.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a search that fails, and the failure reaches its caller', async () => {
    const lane = createSearchLane(1);
    const first = gate();
    const failing = lane.run(() => first.done);
    const next = lane.run(async () => 'ran');
    first.fail(new Error('statement timeout'));
    await expect(failing).rejects.toThrow('statement timeout');
    expect(await next).toBe('ran');
  });

  it("reports each search's wait for its slot as its turn comes", async () => {
    const lane = createSearchLane(1);
    const waits: number[] = [];
    lane.onTurn((turn) => waits.push(turn.seconds));
    const first = gate();
    const holding = lane.run(() => first.done);
    const next = lane.run(async () => 'ran');
    // p-limit starts even the first a microtask later.
    await expect.poll(() => waits).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.open();
    await holding;
    expect(await next).toBe('ran');
    expect(waits).toHaveLength(2);
    // The second waited for the first to end: at least the 20 ms it was held.
    expect(waits[1]).toBeGreaterThanOrEqual(0.015);
    expect(waits[0]).toBeLessThan(waits[1] ?? 0);
  });

  it('does not run a search whose caller left while it waited, and counts it', async () => {
    const lane = createSearchLane(1);
    const turns: boolean[] = [];
    lane.onTurn((turn) => turns.push(turn.abandoned));
    const first = gate();
    const holding = lane.run(() => first.done);
    let ran = false;
    let callerLeft = false;
    const abandoned = lane.run(
      async () => {
        ran = true;
      },
      () => callerLeft,
    );
    const next = lane.run(
      async () => 'ran',
      () => false,
    );
    callerLeft = true;
    first.open();
    await holding;
    await expect(abandoned).rejects.toBeInstanceOf(SearchAbandoned);
    expect(await next).toBe('ran');
    expect([ran, lane.abandoned]).toEqual([false, 1]);
    expect(turns).toEqual([false, true, false]);
  });
});

describe('searches over HTTP', () => {
  let server: TestServer;
  let employer: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server.database;
    const companyId = await makeCompany(db, server.tenantA, 'Lane Works');
    employer = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      employerKind: 1,
      companyId,
    });
  });
  afterAll(() => server.close());

  /** Holds every slot of the server's lane until the returned function is called. */
  async function holdEverySlot(lane: SearchLane): Promise<() => Promise<void>> {
    const held = gate();
    const holders = Array.from({ length: lane.slots }, () => lane.run(() => held.done));
    await expect.poll(() => lane.running).toBe(lane.slots);
    return async () => {
      held.open();
      await Promise.all(holders);
    };
  }

  it.each([
    ['a job search', 'jobs/get-job-list', false, { page: 1, limit: 10, search: 'lane' }],
    ['a candidate search', 'search', true, { limit: 20, search: 'lane' }],
    ['the candidate facets', 'search/facets', true, { search: 'lane' }],
  ])('%s waits for a slot and then answers', async (_, path, signedIn, body) => {
    const lane = server.deps.searchLane;
    const release = await holdEverySlot(lane);
    let answered = false;
    const answer = server
      .call('POST', `/client/api/v1/${path}`, { host: HOST_A, body, ...(signedIn ? { token: employer.token } : {}) })
      .then((r) => {
        answered = true;
        return r;
      });
    await expect.poll(() => lane.waiting).toBe(1);
    expect(answered).toBe(false);
    await release();
    expect((await answer).status).toBe(200);
    expect([lane.running, lane.waiting]).toEqual([0, 0]);
  });

  it('skips a search whose caller closed the connection while it waited, and still answers the next', async () => {
    const lane = server.deps.searchLane;
    const before = lane.abandoned;
    const release = await holdEverySlot(lane);
    // A real socket, closed by the caller while its search waits for a slot; the server's end of
    // it is the next connection the server accepts (nothing else calls it meanwhile).
    const accepted = new Promise<Socket>((resolve) => server.app.server.once('connection', resolve));
    const caller = request({
      // A connection of its own: a kept-alive one of an earlier call would not be a new connection.
      agent: false,
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/client/api/v1/jobs/get-job-list',
      headers: { host: HOST_A, 'content-type': 'application/json' },
    });
    caller.on('error', () => {});
    caller.end(JSON.stringify({ page: 1, limit: 10, search: 'gone' }));
    const serverSide = await accepted;
    await expect.poll(() => lane.waiting).toBe(1);
    caller.destroy();
    // The server sees the socket close before the slot frees.
    await expect.poll(() => serverSide.destroyed).toBe(true);
    await release();
    await expect.poll(() => lane.abandoned).toBe(before + 1);
    const next = await server.call('POST', '/client/api/v1/jobs/get-job-list', {
      host: HOST_A,
      body: { page: 1, limit: 10, search: 'after' },
    });
    expect(next.status).toBe(200);
    expect([lane.running, lane.waiting]).toEqual([0, 0]);
  });
});
