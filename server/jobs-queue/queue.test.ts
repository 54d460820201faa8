// Several processes starting at once on a database the queue has never run on: each defines the
// same task queues, one after another (queue.ts, defineQueues), where three at once made
// PostgreSQL fail one start with a deadlock (pg-boss attaches a partition per queue), and where
// pg-boss's own install, raced, left a connection of the pool in an aborted transaction. Three queues
// on one database stand for the three processes; each also takes a job and runs it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { createJobQueue, type JobQueue, type TaskDefinition } from './queue.ts';

let server: TestServer;
const queues: JobQueue[] = [];

beforeAll(async () => {
  server = await startTestServer({ own: true });
}, 120_000);

afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await server?.close();
});

describe('background queue', () => {
  it('starts three processes at once on a new database, defining each task queue once', async () => {
    const ran: string[] = [];
    const tasks = (process: string): TaskDefinition[] =>
      Array.from({ length: 8 }, (_, i) => ({
        name: `starting-together-${i}`,
        handle: async (data) => void ran.push(`${process}:${String(data.n)}`),
      }));
    queues.push(...['a', 'b', 'c'].map((p) => createJobQueue(server.database.db, tasks(p))));
    await Promise.all(queues.map((q) => q.ready()));
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.queue where name like 'starting-together-%'`.execute(server.database.db);
    expect(rows[0]?.n).toBe(8);

    await Promise.all(queues.map((q) => q.startWorker()));
    await queues[0]?.send('starting-together-3', { n: 1 });
    await queues[1]?.send('starting-together-5', { n: 2 });
    await expect.poll(() => ran.length, { timeout: 20_000 }).toBe(2);
    expect(ran.map((r) => r.split(':')[1]).sort()).toEqual(['1', '2']);
  }, 60_000);

  // pg-boss records a run's end without awaiting it; a stop that ended first let the pool close
  // under that statement (an unhandled rejection, seen once in the gate). Whatever a run did
  // is written when stop resolves: the database may be closed right after.
  it('has written the end of the runs the stop interrupted by the time it resolves', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const queue = createJobQueue(server.database.db, [
      {
        name: 'stopped-midway',
        retryLimit: 0,
        handle: (_data, { signal }) =>
          new Promise((_resolve, reject) => {
            started();
            signal.addEventListener('abort', () => reject(new Error('stopped')));
          }),
      },
    ]);
    await queue.startWorker();
    await queue.send('stopped-midway', {});
    await running;
    await queue.stop();
    const { rows } = await sql<{ state: string; output: { message?: string } | null }>`
      select state, output from pgboss.job where name = 'stopped-midway'`.execute(server.database.db);
    expect(rows).toEqual([{ state: 'failed', output: expect.objectContaining({ message: 'stopped' }) }]);
  }, 60_000);
});
