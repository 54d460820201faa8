// The database pool's use, read at scrape time (docs: README "Health and readiness"). On PGlite
// the pool is one connection to the in-process socket server, so `max` says 1 and the waiting
// count is what queues for that one session; the socket server's own queue is reported beside it.
import { gaugeOnScrape, type AppMetrics } from '../log/metrics-registry.ts';
import { poolUsageOf, type Db, type PoolUsage } from './database.ts';

export function registerPoolMetrics(metrics: AppMetrics, db: Db): void {
  const series = (name: string, help: string, value: (u: PoolUsage) => number | undefined) =>
    gaugeOnScrape(metrics, {
      name,
      help,
      labelNames: ['engine'],
      read: () => {
        const usage = poolUsageOf(db);
        const v = usage && value(usage);
        return usage && v !== undefined ? [{ engine: usage.engine, value: v }] : [];
      },
    });
  series('jobboard_db_pool_max_connections', 'The most connections the database pool opens', (u) => u.max);
  series('jobboard_db_pool_connections', 'Database connections open in the pool', (u) => u.total);
  series('jobboard_db_pool_idle_connections', 'Open database connections not in use', (u) => u.idle);
  series('jobboard_db_pool_waiting_requests', 'Queries waiting for a database connection', (u) => u.waiting);
  series(
    'jobboard_db_embedded_queued_queries',
    "Queries the embedded database's socket server holds for its one session (PGlite only)",
    (u) => u.embeddedQueued,
  );
}
