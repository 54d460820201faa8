// Command-line options of `npm run bench`.
import { parseArgs } from 'node:util';

export type BenchOptions = {
  jobs: number;
  concurrency: number;
  /** The server's SEARCH_CONCURRENCY; its own default when undefined. */
  searchConcurrency: number | undefined;
  durationMs: number;
  warmupMs: number;
  detailIds: number;
  keep: boolean;
  reuse: boolean;
  adminUrl: string;
  database: string;
  /** The scenarios to run by name (search, search-first, suggest, detail), or every one. */
  only: string[] | null;
};

/** The scenarios of `npm run bench`, in the order they run. */
export const SCENARIOS = ['search', 'search-first', 'suggest', 'detail'] as const;

export const USAGE = `npm run bench -- [options]
  --jobs N           generated jobs (default 100000)
  --concurrency N    concurrent clients, HTTP and SQL alike (default 8)
  --search-concurrency N  the server's SEARCH_CONCURRENCY (default: its own, the cores plus one)
  --duration S       measured seconds per scenario and side (default 15)
  --warmup S         unmeasured seconds before each measurement (default 3)
  --detail-ids N     distinct jobs the job-page scenario opens (default 2000)
  --database NAME    database to create, replacing one of that name (default jobboard_bench)
  --keep             keep the database afterwards (it is dropped otherwise)
  --reuse            measure a database kept by an earlier --keep run of the same --jobs instead
                     of seeding a new one (implies --keep)
  --only A,B         run only these scenarios (search, search-first, suggest, detail)
PostgreSQL: BENCH_DATABASE_URL (an admin connection; default postgres://postgres@127.0.0.1:5432/postgres)`;

/** A whole number above 0 given as --name (underscores allowed), or the fallback. */
export function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got ${raw}`);
  return n;
}

/** Seconds above 0 given as --name, as milliseconds, or the fallback's. */
export function positiveSeconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback * 1000;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number of seconds, got ${raw}`);
  return n * 1000;
}

export function readOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      jobs: { type: 'string' },
      concurrency: { type: 'string' },
      'search-concurrency': { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      'detail-ids': { type: 'string' },
      database: { type: 'string' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const only = values.only ? values.only.split(',').map((name) => name.trim()) : null;
  const unknown = only?.filter((name) => !(SCENARIOS as readonly string[]).includes(name)) ?? [];
  if (unknown.length) throw new Error(`--only: no scenario named ${unknown.join(', ')}`);
  return {
    jobs: positiveInt('jobs', values.jobs, 100_000),
    concurrency: positiveInt('concurrency', values.concurrency, 8),
    searchConcurrency:
      values['search-concurrency'] === undefined
        ? undefined
        : positiveInt('search-concurrency', values['search-concurrency'], 1),
    durationMs: positiveSeconds('duration', values.duration, 15),
    warmupMs: positiveSeconds('warmup', values.warmup, 3),
    detailIds: positiveInt('detail-ids', values['detail-ids'], 2_000),
    keep: values.keep || values.reuse,
    reuse: values.reuse,
    adminUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    database: values.database ?? 'jobboard_bench',
    only,
  };
}
