// Command-line options of `npm run bench:cluster`: those of `npm run bench` (bench/args.ts) that the
// cluster comparison uses, with a database of its own so the two benches never replace each other's.
import { parseArgs } from 'node:util';
import { positiveInt, positiveSeconds, type BenchOptions } from './args.ts';

export const CLUSTER_USAGE = `npm run bench:cluster -- [options]
  --jobs N           generated jobs (default 100000)
  --concurrency N    concurrent clients, the same for every setup (default 8)
  --duration S       measured seconds per scenario and setup (default 15)
  --rounds N         turns the setups take, each measured duration/N seconds a turn (default 3)
  --warmup S         unmeasured seconds before each measurement (default 3)
  --detail-ids N     distinct jobs the job-page scenario opens (default 2000)
  --database NAME    database to create, replacing one of that name (default jobboard_bench_cluster)
  --keep             keep the database afterwards (it is dropped otherwise)
  --reuse            measure a database kept by an earlier --keep run of the same --jobs instead
                     of seeding a new one (implies --keep)
PostgreSQL: BENCH_DATABASE_URL (an admin connection; default postgres://postgres@127.0.0.1:5432/postgres)
Redis: BENCH_REDIS_URL (default redis://127.0.0.1:6379). The built server (dist-server/main.js,
npm run build:app) and haproxy must be present.`;

export type ClusterOptions = BenchOptions & { rounds: number; redisUrl: string };

export function readClusterOptions(argv: string[], env: NodeJS.ProcessEnv): ClusterOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      jobs: { type: 'string' },
      concurrency: { type: 'string' },
      duration: { type: 'string' },
      rounds: { type: 'string' },
      warmup: { type: 'string' },
      'detail-ids': { type: 'string' },
      database: { type: 'string' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  return {
    jobs: positiveInt('jobs', values.jobs, 100_000),
    concurrency: positiveInt('concurrency', values.concurrency, 8),
    // The cluster's processes are started as production starts them, with the server's own default.
    searchConcurrency: undefined,
    durationMs: positiveSeconds('duration', values.duration, 15),
    rounds: positiveInt('rounds', values.rounds, 3),
    warmupMs: positiveSeconds('warmup', values.warmup, 3),
    detailIds: positiveInt('detail-ids', values['detail-ids'], 2_000),
    keep: values.keep || values.reuse,
    reuse: values.reuse,
    adminUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    database: values.database ?? 'jobboard_bench_cluster',
    only: null,
    redisUrl: env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}
