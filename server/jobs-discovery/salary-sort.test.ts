// Salary comparisons in SQL (migration 0037): job_yearly_usd agrees with currency.ts for every
// currency and pay period, and the public salary orders are read from their indexes, not sorted.
import { CompiledQuery, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { PERIODS_PER_YEAR, USD_RATES, toYearlyUsd } from '../jobs/currency.ts';
import { searchJobs } from './job-search.ts';
import { addCategory, addJob } from './test/support.ts';

type S = components['schemas'];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const company = await makeCompany(db, server.tenantA, 'Payroll Partners');
  const category = await addCategory(db, server.tenantA, 'Finance');
  for (const [i, currency] of (['INR', 'USD', 'EUR'] as const).entries())
    await addJob(db, server.tenantA, company, {
      title: `Analyst ${i}`,
      category,
      salary: { min: 1000 * (i + 1), max: 2000 * (i + 1), currency, period: 'MONTHLY' },
    });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('job_yearly_usd', () => {
  it('agrees with USD_RATES and PERIODS_PER_YEAR for every currency and period', async () => {
    const pairs = Object.keys(USD_RATES).flatMap((c) => Object.keys(PERIODS_PER_YEAR).map((p) => [c, p] as const));
    const rows = await sql<{ c: string; p: string; usd: string }>`
      select c, p, job_yearly_usd(1234.5, p, c)::text as usd
      from unnest(${pairs.map(([c]) => c)}::text[], ${pairs.map(([, p]) => p)}::text[]) as x(c, p)
    `.execute(server.database.db);
    expect(rows.rows).toHaveLength(pairs.length);
    for (const r of rows.rows) {
      const expected = toYearlyUsd(1234.5, r.c as S['CurrencyCode'], r.p as S['JobSalaryPeriod']);
      expect(Number(r.usd), `${r.c} ${r.p}`).toBeCloseTo(expected, 6);
    }
  });

  it('treats no period as yearly and an unknown currency as no salary', async () => {
    const r = await sql<{ yearly: string; unknown: string | null }>`
      select job_yearly_usd(1000, null, 'EUR')::text as yearly, job_yearly_usd(1000, 'YEARLY', 'XXX') as unknown
    `.execute(server.database.db);
    expect(Number(r.rows[0]?.yearly)).toBeCloseTo(1000 / USD_RATES.EUR, 6);
    expect(r.rows[0]?.unknown).toBeNull();
  });
});

/** Records the queries a search sends, so their plans can be asked for. */
function recorder(): { plugin: KyselyPlugin; nodes: RootOperationNode[] } {
  const nodes: RootOperationNode[] = [];
  return {
    nodes,
    plugin: {
      transformQuery: ({ node }) => (nodes.push(node), node),
      transformResult: async ({ result }) => result,
    },
  };
}

describe('the salary orders', () => {
  it.each([
    ['salary_desc', 'jobs_live_salary_desc'],
    ['salary_asc', 'jobs_live_salary_asc'],
  ] as const)('%s reads the first page from %s without sorting', async (sort, index) => {
    const { plugin, nodes } = recorder();
    const db = server.database.db.withPlugin(plugin);
    const r = await searchJobs(db, server.tenantA, null, { sort, page: 1, limit: 10 }, new Date());
    const usd = r.items.map((j) => (j.salary ? j.salary.max : null));
    expect(usd).toHaveLength(3);

    const page = nodes
      .map((n) => db.getExecutor().compileQuery(n, { queryId: 'plan' } as never))
      .find((q) => q.sql.includes('job_yearly_usd') && /order by/i.test(q.sql));
    if (!page) throw new Error('no page query was sent');
    const plan = await db.connection().execute(async (c) => {
      // Told not to sort, the planner still sorts when no index gives the order.
      await sql`set enable_sort = off`.execute(c);
      try {
        const out = await c.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${page.sql}`, [...page.parameters]),
        );
        return out.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`reset enable_sort`.execute(c);
      }
    });
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
