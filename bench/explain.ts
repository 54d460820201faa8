// `npx tsx bench/explain.ts [--database NAME]`: on a database kept by `npm run bench -- --keep`,
// records the SQL each benchmarked search request runs and prints EXPLAIN ANALYZE of its slowest
// statements — where to look when a scenario is slow.
import { parseArgs } from 'node:util';
import { createPool } from '../server/db/pool.ts';
import { httpClient, sendOk } from './http-client.ts';
import { searchScenario } from './scenarios.ts';
import { BENCH_HOST } from './seed.ts';
import { startServer } from './server.ts';

const { values } = parseArgs({
  options: { database: { type: 'string', default: 'jobboard_bench' }, top: { type: 'string', default: '2' } },
});
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${values.database}`;
const pool = createPool(url.toString(), 2);
const server = await startServer(url.toString());
const client = httpClient({ port: server.port, host: BENCH_HOST, sockets: 1 });
try {
  const { rows } = await pool.query<{ id: string }>(`select id from clients where slug = 'bench'`);
  const clientId = rows[0]?.id;
  if (!clientId) throw new Error(`no benchmark tenant in ${values.database}: run npm run bench -- --keep first`);
  const scenario = await searchScenario(pool, clientId);
  for (const req of scenario.requests) {
    const plan = await server.recordSteady(async () => void (await sendOk(client, req)));
    const timed: { ms: number; sql: string; text: string }[] = [];
    for (const step of plan) {
      const res = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${step.sql}`, step.params);
      const text = res.rows.map((r) => r['QUERY PLAN']).join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0);
      timed.push({ ms, sql: step.sql, text });
    }
    timed.sort((a, b) => b.ms - a.ms);
    console.log(`\n=== ${JSON.stringify(req.body)}: ${timed.map((t) => t.ms.toFixed(1)).join(' + ')} ms`);
    for (const t of timed.slice(0, Number(values.top))) console.log(`--- ${t.ms.toFixed(1)} ms\n${t.sql}\n${t.text}`);
  }
} finally {
  client.close();
  await server.close();
  await pool.end();
}
