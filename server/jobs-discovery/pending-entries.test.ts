// A search reads no pending index entries (issue 51; migration 0062, docs/job-search.md "Speed"):
// jobs posted, edited and viewed leave nothing in the GIN indexes' pending lists, which every
// search of the index would read whole; and a view, which moves a counter of a job on a full page,
// is a heap-only update that writes no index entry at all.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { countGuestView } from '../jobs/index.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { addCategory, addJob } from './test/support.ts';

let server: TestServer;
let jobs: string[] = [];
/** Enough jobs to fill the table's first pages: a view's room on its page is what is tested. */
const JOBS = 60;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const companyId = await makeCompany(db, server.tenantA, 'Pending Works');
  const category = await addCategory(db, server.tenantA, 'Operations');
  jobs = [];
  for (let i = 0; i < JOBS; i++)
    jobs.push(
      (await addJob(db, server.tenantA, companyId, { title: `Warehouse Picker ${i}`, category, skills: ['forklift'] }))
        .id,
    );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Pages moved out of the pending lists of jobs' GIN indexes: what a search would have read. */
async function pendingPages(db: Db): Promise<number> {
  const { rows } = await sql<{ pages: number }>`select coalesce(sum(gin_clean_pending_list(c.oid::regclass)), 0)::int
      as pages
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where i.indrelid = 'jobs'::regclass and a.amname = 'gin'`.execute(db);
  return Number(rows[0]?.pages ?? -1);
}

describe('the GIN indexes of jobs', () => {
  it('hold no pending entries after jobs are posted, edited and viewed', async () => {
    const { db } = server.database;
    const first = jobs[0] ?? '';
    await sql`update jobs set title = 'Warehouse Lead' where id = ${first}`.execute(db);
    for (const id of jobs.slice(0, 10)) await countGuestView(db, server.tenantA, id);
    expect(await pendingPages(db)).toBe(0);
  });
});

describe('a view of a job', () => {
  it('is a heap-only update, writing no index entry, on a page the table filled', async () => {
    const { db } = server.database;
    // A job in the middle: its page was filled by the ones posted after it.
    // The counters of this session's updates not yet reported: read before and after the view.
    const counted = async (trx: Db) =>
      (
        await sql<{ all: number; hot: number }>`select pg_stat_get_xact_tuples_updated('jobs'::regclass)::int as all,
          pg_stat_get_xact_tuples_hot_updated('jobs'::regclass)::int as hot`.execute(trx)
      ).rows[0] ?? { all: 0, hot: 0 };
    const { updated, hot } = await db.transaction().execute(async (trx) => {
      const before = await counted(trx);
      await countGuestView(trx, server.tenantA, jobs[JOBS / 2] ?? '');
      const after = await counted(trx);
      return { updated: after.all - before.all, hot: after.hot - before.hot };
    });
    expect(updated).toBe(1);
    expect(hot).toBe(1);
  });
});
