// `npx tsx bench/render-resume.ts [--runs 100]`: the resume PDF's render time and memory.
// Latency (p50, p95, p99, max) of renderResumePdf for the two-page fixture resume (classic, A4,
// the default sizes), the same in the modern template with large text on Letter, and the one-page
// resume; then GET resumes/download/{id} of the two-page resume over HTTP against the real app on
// a fresh embedded database (render plus the owner's read and the reply); then ten downloads at
// once. Memory: the process's peak RSS while rendering (sampled every 10 ms) and the heap left
// after the runs and a full GC (a leak would grow it). See docs/resumes.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { createDeps } from '../server/deps.ts';
import { grantPlan } from '../server/payments/licences-repo.ts';
import { longResume, sampleResume } from '../server/resumes/test/fixtures.ts';
import { renderResumePdf } from '../server/resumes/pdf/render.ts';
import { createTenant } from '../server/tenancy/tenants-repo.ts';
import { makeUser } from '../server/test/world.ts';
import { percentile } from './stats.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '100' } } });
const RUNS = Math.max(50, Number(values.runs));
const CONCURRENT = 10;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

type Summary = { runs: number; p50: number; p95: number; p99: number; max: number };

function summary(ms: readonly number[]): Summary {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p);
  return { runs: ms.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

async function timed(run: () => Promise<unknown>, runs: number): Promise<Summary> {
  // Warm: the first renders compile pdfkit's and fontkit's hot paths.
  for (let i = 0; i < 20; i++) await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return summary(ms);
}

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const two = longResume();
const modern = longResume({ settings: { template: 'modern', fontSize: 'large', paperSize: 'Letter' } });
const one = sampleResume();
const twoPdf = await renderResumePdf(two);
console.log(
  `Resume PDF bench: Node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(2)}; ` +
    `the long resume is ${pagesOf(twoPdf)} pages, ${(twoPdf.length / 1024).toFixed(1)} kB (classic, A4)`,
);

gc();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage.rss();
let peakRss = rssBefore;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 10);
const classic = await timed(() => renderResumePdf(two), RUNS);
const modernRun = await timed(() => renderResumePdf(modern), RUNS);
const onePage = await timed(() => renderResumePdf(one), RUNS);
clearInterval(sampler);
gc();
const heapAfter = process.memoryUsage().heapUsed;

// The real app over HTTP, on a fresh embedded database.
const dataDir = mkdtempSync(join(os.tmpdir(), 'jobboard-bench-resume-'));
const database = await openDatabase({ dataDir });
const config = {
  ...readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }),
  databaseUrl: undefined,
  seedDemo: false,
};
const host = 'bench.test';
const clientId = await createTenant(database.db, {
  name: 'Bench',
  slug: 'bench',
  hosts: [host],
  subscription: 'PREMIUM_YEALY',
});
const deps = createDeps(config, database.db);
const app = await buildApp({ deps });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const user = await makeUser(database.db, deps.secret, { clientId, role: 'candidate', firstName: 'Priya' });
await grantPlan(database.db, clientId, { type: 'candidate', userId: user.id }, 'PREMIUM_YEALY');

function send(method: string, path: string, body?: unknown): Promise<{ status: number; bytes: Buffer }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, authorization: `Bearer ${user.token}` };
    if (payload)
      Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(payload.length) });
    const req = request({ host: '127.0.0.1', port, method, path: `/client/api/v1/${path}`, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const { _id, candidateId, file, createdAt, updatedAt, ...input } = two;
void [_id, candidateId, file, createdAt, updatedAt];
const made = await send('POST', 'resumes', input);
const id = (JSON.parse(made.bytes.toString('utf8')) as { data: { _id: string } }).data._id;
const download = async () => {
  const r = await send('GET', `resumes/download/${id}`);
  if (r.status !== 200) throw new Error(`download answered ${r.status}`);
};
const http = await timed(download, RUNS);
const started = performance.now();
await Promise.all(Array.from({ length: CONCURRENT }, download));
const together = performance.now() - started;
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const row = (label: string, s: Summary) => [
  label,
  String(s.runs),
  ...[s.p50, s.p95, s.p99, s.max].map((n) => n.toFixed(1)),
];
const rows = [
  ['', 'runs', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  row(`renderResumePdf, ${pagesOf(twoPdf)} pages, classic A4`, classic),
  row(`renderResumePdf, ${pagesOf(await renderResumePdf(modern))} pages, modern Letter large`, modernRun),
  row('renderResumePdf, 1 page, classic A4', onePage),
  row(`GET resumes/download, ${pagesOf(twoPdf)} pages (HTTP, PGlite)`, http),
];
const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log(
  rows.map((r) => r.map((c, i) => (i ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ')).join('\n'),
);
console.log(
  `${CONCURRENT} downloads at once: ${Math.round(together)} ms in all (renders take turns on the event loop); ` +
    `process RSS (the whole server loaded) ${mb(rssBefore)} before rendering, ${mb(peakRss)} at peak; heap ${mb(heapBefore)} before, ` +
    `${mb(heapAfter)} after ${RUNS * 3 + 60} renders and a full GC`,
);
process.exit(0);
