// `npx tsx bench/explain.ts [--database NAME] [--top N]`: on a database kept by `npm run bench --
// --keep`, records the SQL each benchmarked search request runs and prints EXPLAIN ANALYZE of its
// slowest statements — where to look when a scenario is slow.
// `--first N [--match TEXT]`: the same for the first N first askings of the long-tail scenario,
// each recorded as the load meets it (another first asking before it, the board's copy read),
// every statement listed with its time and the plans of those whose text holds TEXT.
import { parseArgs } from 'node:util';
import { createPool } from '../server/db/pool.ts';
import { httpClient, sendOk, type HttpRequest } from './http-client.ts';
import type { Plan } from './capture.ts';
import { firstSearchScenario, searchScenario } from './scenarios.ts';
import { BENCH_HOST } from './seed.ts';
import { startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'jobboard_bench' },
    top: { type: 'string', default: '2' },
    first: { type: 'string' },
    match: { type: 'string' },
  },
});
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${values.database}`;
const pool = createPool(url.toString(), 2);
const server = await startServer(url.toString());
const client = httpClient({ port: server.port, host: BENCH_HOST, sockets: 1 });

type Explained = { ms: number; sql: string; text: string };

async function explained(plan: Plan): Promise<Explained[]> {
  const out: Explained[] = [];
  for (const step of plan) {
    const res = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${step.sql}`, step.params);
    const text = res.rows.map((r) => r['QUERY PLAN']).join('\n');
    out.push({ ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0), sql: step.sql, text });
  }
  return out;
}

const heading = (req: HttpRequest, timed: Explained[], detail: string) =>
  console.log(`\n=== ${JSON.stringify(req.body)}: ${timed.length} statements, ${detail}`);

/** The steady state: each search asked before, its slowest statements explained. */
async function steady(): Promise<void> {
  const { rows } = await pool.query<{ id: string }>(`select id from clients where slug = 'bench'`);
  const clientId = rows[0]?.id;
  if (!clientId) throw new Error(`no benchmark tenant in ${values.database}: run npm run bench -- --keep first`);
  const scenario = await searchScenario(pool, clientId);
  for (const req of scenario.requests) {
    const timed = await explained(await server.recordSteady(async () => void (await sendOk(client, req))));
    timed.sort((a, b) => b.ms - a.ms);
    heading(req, timed, `${timed.map((t) => t.ms.toFixed(1)).join(' + ')} ms`);
    for (const t of timed.slice(0, Number(values.top))) console.log(`--- ${t.ms.toFixed(1)} ms\n${t.sql}\n${t.text}`);
  }
}

/** First askings, each after another so the board's copy is read again when due, and settled. */
async function first(count: number, match: string | undefined): Promise<void> {
  const scenario = firstSearchScenario();
  for (const [i, req] of scenario.requests.slice(0, count).entries()) {
    const other = scenario.requests[count + i];
    if (other) await sendOk(client, other);
    await server.settled();
    const timed = await explained(await server.recordFirst(async () => void (await sendOk(client, req))));
    heading(req, timed, `${timed.reduce((n, t) => n + t.ms, 0).toFixed(1)} ms`);
    for (const t of timed)
      console.log(
        match && t.sql.includes(match)
          ? `--- ${t.ms.toFixed(1)} ms\n${t.text}`
          : `  ${t.ms.toFixed(1)} ms ${t.sql.replace(/\s+/g, ' ').slice(0, 140)}`,
      );
  }
}

try {
  if (values.first) await first(Number(values.first), values.match);
  else await steady();
} finally {
  client.close();
  await server.close();
  await pool.end();
}
