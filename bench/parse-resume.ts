// `npx tsx bench/parse-resume.ts`: the resume parser through its worker threads. Latency (p50,
// p95, p99) of a two-page PDF parsed one after another by a warm thread (the pool's), by a fresh
// thread each time (the pool emptied before each), and in this thread for comparison; then ten
// parses at once: wall time, the process's peak RSS (sampled every 10 ms; worker threads share
// it) and each worker's peak V8 heap.
// `--file <path>` parses one file through the worker instead and prints the result.
// See docs/resume-parser.md.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { variant } from '../server/resumes/test/parser-corpus/corpus.ts';
import { classicPdf } from '../server/resumes/test/parser-corpus/pdf-one-column.ts';
import { makePeople, type Person } from '../server/resumes/test/parser-corpus/people.ts';
import { SKILLS_MASTER } from '../server/resumes/test/parser-corpus/skills-master.ts';
import { parseResume } from '../server/resumes/parser/parse.ts';
import { DEFAULT_PARSE_LIMITS, parseResumeInWorker, runParseWorker } from '../server/resumes/parser/run-in-worker.ts';
import type { ParseOutcome, ResumeMime } from '../server/resumes/parser/types.ts';
import { closeParseWorkers } from '../server/resumes/parser/worker-pool.ts';
import type { WorkerStats } from '../server/resumes/parser/worker-protocol.ts';
import { percentile } from './stats.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    concurrent: { type: 'string', default: '10' },
    file: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const CONCURRENT = Number(values.concurrent);
const MIME: Record<string, ResumeMime> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

if (values.file) {
  const mime = MIME[values.file.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/pdf';
  const outcome = await parseResumeInWorker(new Uint8Array(readFileSync(values.file)), mime, SKILLS_MASTER, (p, s) =>
    console.error(`${String(p).padStart(3)} % ${s}`),
  );
  console.log(JSON.stringify(outcome, null, 2));
  await closeParseWorkers();
  process.exit(outcome.ok ? 0 : 1);
}

/** A person with four jobs, printed with extra bullets: two A4 pages in the classic layout. */
async function twoPagePdf(): Promise<{ bytes: Uint8Array; pages: number }> {
  const person = makePeople(12).find((p) => p.jobs.length === 4) ?? (makePeople(1)[0] as Person);
  const bytes = await classicPdf(person, { ...variant(0), extraBullets: 9 });
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages = doc.numPages;
  await doc.destroy();
  return { bytes, pages };
}

type Summary = { runs: number; p50: number; p95: number; p99: number; max: number };

function summary(ms: readonly number[]): Summary {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p);
  return { runs: ms.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

async function timed(parse: () => Promise<ParseOutcome>, runs: number): Promise<Summary> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const outcome = await parse();
    if (!outcome.ok) throw new Error(`the bench resume failed to parse: ${outcome.code}`);
    ms.push(performance.now() - started);
  }
  return summary(ms);
}

const { bytes, pages } = await twoPagePdf();
const pdf: ResumeMime = 'application/pdf';
const inWorker = () => parseResumeInWorker(bytes, pdf, SKILLS_MASTER);
const inThread = () => parseResume(bytes, pdf, SKILLS_MASTER, DEFAULT_PARSE_LIMITS);
console.log(
  `Resume parser bench: Node ${process.version}, ${os.availableParallelism()} cores, ` +
    `load ${os.loadavg()[0]?.toFixed(2)}; a ${pages}-page PDF of ${(bytes.length / 1024).toFixed(1)} kB`,
);

await timed(inWorker, 2);
const warm = await timed(inWorker, RUNS);
const fresh = await timed(async () => {
  await closeParseWorkers();
  return inWorker();
}, RUNS);
await timed(inThread, 2);
const local = await timed(inThread, RUNS);

await closeParseWorkers();
const baseline = process.memoryUsage.rss();
let peakRss = baseline;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 10);
const stats: WorkerStats[] = [];
const started = performance.now();
const outcomes = await Promise.all(
  Array.from({ length: CONCURRENT }, () =>
    runParseWorker({ bytes, mime: pdf, skills: SKILLS_MASTER, limits: DEFAULT_PARSE_LIMITS }, undefined, (s) =>
      stats.push(s),
    ),
  ),
);
const wall = performance.now() - started;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());
await closeParseWorkers();

const row = (label: string, s: Summary) => [
  label,
  ...[s.runs, s.p50, s.p95, s.p99, s.max].map((n) => String(Math.round(n))),
];
const rows = [
  ['', 'runs', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  row('parseResumeInWorker, warm thread', warm),
  row('parseResumeInWorker, fresh thread', fresh),
  row('parseResume in this thread', local),
];
const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
console.log(
  rows.map((r) => r.map((c, i) => (i ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ')).join('\n'),
);

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const most = (key: keyof WorkerStats) => Math.max(...stats.map((s) => s[key]));
console.log(
  `${CONCURRENT} at once (fresh threads): ${outcomes.filter((o) => o.ok).length}/${CONCURRENT} parsed in ${Math.round(wall)} ms; ` +
    `process RSS ${mb(baseline)} before, ${mb(peakRss)} at peak (+${mb(peakRss - baseline)}, ` +
    `${mb((peakRss - baseline) / CONCURRENT)} a thread); each thread's V8 heap at most ${most('heapTotalMb')} MB ` +
    `committed, ${most('heapUsedMb')} MB used, ${most('externalMb')} MB external`,
);
