// `npm run bench:web` (issue 19): how the public pages load on a phone. Starts the built server
// (`vite build` runs first, in the npm script) on a fresh embedded database with the demo data,
// runs Lighthouse (the npm package, Debian's Chromium, its default mobile preset with simulated
// throttling) three times on each public page, and prints each score and metric as the median of
// the runs, with the bytes over the wire. Then each page beside its static baseline, the same
// server-rendered HTML with every script removed, served by the bench (web-baseline.ts): main
// thread time, TBT and long tasks of both, their ratio, and the page's five longest tasks with the
// script behind each. Last, what the first action on each page costs (web-first-action.ts). A tool,
// not a test: nothing fails on a number.
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { median, webRow, WEB_COLUMNS, type WebRun } from './web-report.ts';
import { createDatabase } from './seed.ts';
import { FIRST_ACTION_COLUMNS, firstActionLines } from './web-first-action.ts';
import { BASELINE_COLUMNS, baselineLines, startBaselineServer, threadMedian, type ThreadRun } from './web-baseline.ts';

const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 3);
const PORT = Number(process.env.WEB_BENCH_PORT ?? 4610);
/** Only these pages (their names in the table, comma-separated), to look again at one. */
const ONLY = process.env.WEB_BENCH_PAGES?.split(',').map((p) => p.trim()) ?? null;
/** A folder to keep each run's whole Lighthouse report in (JSON), to see where a figure comes from. */
const REPORT_DIR = process.env.WEB_BENCH_REPORT_DIR ?? null;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Where the bench serves each page without its scripts. */
const BASELINE = `http://127.0.0.1:${PORT + 1}`;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CHROMIUM = process.env.CHROMIUM_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** The server of `npm start`, built, in production mode, on its own fresh PostgreSQL database. */
function startServer(dataDir: string, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-web-only-not-a-secret-0123456789',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      // Production refuses the embedded engine (its data on one disk); the pages are the same.
      DATABASE_URL: databaseUrl,
      // The demo board's mail stays in the outbox: the pages are measured, not the mail.
      MAIL_TRANSPORT: 'none',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: ORIGIN,
      LOG_LEVEL: 'warn',
      // The bench stops it at once: no balancer to drain for.
      SHUTDOWN_DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForServer(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not answer within five minutes');
}

/** A live job of the demo board, to open its page. */
async function aJobSlug(): Promise<string> {
  const r = await fetch(`${ORIGIN}/client/api/v1/jobs/get-job-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 10 }),
  });
  const body = (await r.json()) as { data?: { items?: Array<{ slug: string | null }> } };
  const slug = body.data?.items?.find((j) => j.slug)?.slug;
  if (!slug) throw new Error('the demo board lists no job');
  return slug;
}

/** The figures of a run measured by a Lighthouse audit, and the audit's id. */
const MEASURED: ReadonlyArray<[Exclude<keyof WebRun, 'performance' | 'accessibility' | 'seo'>, string]> = [
  ['fcpMs', 'first-contentful-paint'],
  ['lcpMs', 'largest-contentful-paint'],
  ['tbtMs', 'total-blocking-time'],
  ['cls', 'cumulative-layout-shift'],
  ['bytes', 'total-byte-weight'],
];

type Audited = { run: WebRun; thread: ThreadRun };

/** The main thread's figures of a run: all its work, TBT, and each task over 50 ms with its script. */
function threadOf(audits: Record<string, { numericValue?: number; details?: unknown }>): ThreadRun {
  const items = (audits['long-tasks']?.details as { items?: Array<{ url?: string; duration?: number }> } | undefined)
    ?.items;
  return {
    mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    longTasks: (items ?? []).map((t) => ({ url: t.url ?? '', durationMs: t.duration ?? 0 })),
  };
}

async function audit(url: string, port: number): Promise<Audited> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.warn(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  // A category Lighthouse could not score (a failed trace) is no score, not 0: the median leaves it out.
  const score = (k: string) => {
    const found = categories[k]?.score;
    return typeof found === 'number' ? Math.round(found * 100) : Number.NaN;
  };
  const run: WebRun = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcpMs: Number.NaN,
    lcpMs: Number.NaN,
    tbtMs: Number.NaN,
    cls: Number.NaN,
    bytes: Number.NaN,
  };
  for (const [figure, id] of MEASURED) {
    const found = audits[id];
    if (found?.errorMessage) console.warn(`${url}: ${id}: ${found.errorMessage}`);
    run[figure] = found?.numericValue ?? Number.NaN;
  }
  return { run, thread: threadOf(audits) };
}

/** RUNS traced runs of a page (a run Lighthouse could not trace is run again, up to RUNS more). */
async function runsOf(url: string, port: number): Promise<Audited[]> {
  const runs: Audited[] = [];
  for (let tries = 0; runs.length < RUNS && tries < RUNS * 2; tries++) {
    const a = await audit(url, port);
    if (Number.isFinite(a.run.performance) && Number.isFinite(a.run.lcpMs)) runs.push(a);
  }
  return runs;
}

async function main(): Promise<void> {
  const database = await createDatabase(ADMIN_URL, 'jobboard_bench_web');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = startServer(dataDir, database.url);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let baseline: Server | undefined;
  try {
    await waitForServer(server);
    const all: Array<[string, string]> = [
      ['/', `${ORIGIN}/`],
      ['/browse-jobs', `${ORIGIN}/browse-jobs`],
      ['/browse-jobs?q=nurse', `${ORIGIN}/browse-jobs?q=nurse`],
      ['/job-detail/{slug}', `${ORIGIN}/job-detail/${await aJobSlug()}`],
      ['/browse-companies', `${ORIGIN}/browse-companies`],
    ];
    const pages = ONLY ? all.filter(([name]) => ONLY.includes(name)) : all;
    baseline = await startBaselineServer(ORIGIN, PORT + 1);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    console.log(`\nLighthouse ${RUNS}× per page (mobile preset, simulated throttling), medians; ${ORIGIN}\n`);
    // One unmeasured run first: a fresh browser's first trace may fail (NO_NAVSTART), and the
    // server's first answers warm its caches.
    await audit(`${ORIGIN}/`, chrome.port);
    await audit(`${BASELINE}/`, chrome.port);
    console.log(WEB_COLUMNS);
    const threads: Array<{ name: string; url: string; page: ThreadRun; baseline: ThreadRun }> = [];
    for (const [name, url] of pages) {
      // A run Lighthouse could not trace (NO_NAVSTART, now and then on this Chromium) is run
      // again, up to as many times as there are runs, so each median is of RUNS runs.
      const runs = await runsOf(url, chrome.port);
      console.log(webRow(name, median(runs.map((r) => r.run))));
      const stripped = await runsOf(url.replace(ORIGIN, BASELINE), chrome.port);
      threads.push({
        name,
        url,
        page: threadMedian(runs.map((r) => r.thread)),
        baseline: threadMedian(stripped.map((r) => r.thread)),
      });
    }
    console.log(
      `\nMain thread beside the static baseline (the same HTML without scripts), medians; ratio = page ÷ static\n`,
    );
    console.log(BASELINE_COLUMNS);
    for (const t of threads) for (const line of baselineLines(t.name, t.url, t.page, t.baseline)) console.log(line);
    // The other side of starting on intent: the visitor's first action waits for the app.
    await chrome.kill();
    chrome = undefined;
    console.log(
      `\nThe first action on a guest's page (4× CPU, a phone's width): the menu pressed, ms until it is open\n`,
    );
    console.log(FIRST_ACTION_COLUMNS);
    for (const line of await firstActionLines(CHROMIUM, pages)) console.log(line);
  } finally {
    await chrome?.kill();
    baseline?.close();
    // A server that already stopped (a refused configuration) sends no second exit event.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
