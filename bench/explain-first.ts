// `npx tsx bench/explain-first.ts [--database NAME] [--count N] [--match TEXT]`: on a database kept
// by `npm run bench -- --keep`, records the SQL of the first N first askings of the bench's
// long-tail scenario and prints EXPLAIN ANALYZE of each statement whose text holds TEXT.
import { parseArgs } from 'node:util';
import { createPool } from '../server/db/pool.ts';
import { httpClient, sendOk } from './http-client.ts';
import { firstSearchScenario } from './scenarios.ts';
import { BENCH_HOST } from './seed.ts';
import { startServer } from './server.ts';
import { recentJobsSettled } from '../server/jobs-discovery/recent-jobs.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'jobboard_bench' },
    count: { type: 'string', default: '20' },
    match: { type: 'string', default: '' },
  },
});
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${values.database}`;
const pool = createPool(url.toString(), 2);
const server = await startServer(url.toString());
const client = httpClient({ port: server.port, host: BENCH_HOST, sockets: 1 });
try {
  const scenario = firstSearchScenario();
  const count = Number(values.count);
  for (const [i, req] of scenario.requests.slice(0, count).entries()) {
    // Another first asking first, so the copy is read again when it is a minute old, then settled:
    // the recorded request meets a current copy, as under the bench's load.
    const other = scenario.requests[count + i];
    if (other) await sendOk(client, other);
    await recentJobsSettled();
    const plan = await server.recordFirst(async () => void (await sendOk(client, req)));
    const out: string[] = [];
    let total = 0;
    for (const step of plan) {
      const res = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${step.sql}`, step.params);
      const text = res.rows.map((r) => r['QUERY PLAN']).join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0);
      total += ms;
      if (values.match && step.sql.includes(values.match)) out.push(`--- ${ms.toFixed(1)} ms\n${text}`);
      else out.push(`  ${ms.toFixed(1)} ms ${step.sql.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
    console.log(`\n=== ${JSON.stringify(req.body)}: ${plan.length} statements, ${total.toFixed(1)} ms`);
    for (const o of out) console.log(o);
  }
} finally {
  client.close();
  await server.close();
  await pool.end();
}
