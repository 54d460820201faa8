// The background queue's depth and failures, read from pg-boss's job table at scrape time: for
// every queue, how many jobs wait (created), wait to be tried again after a failure (retry), run
// (active), and failed for good (failed, kept until pg-boss archives them). Completed jobs are
// left out: their count only grows and says nothing about health.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { gaugeOnScrape, type AppMetrics } from '../log/metrics-registry.ts';

export function registerQueueMetrics(metrics: AppMetrics, db: Db): void {
  // pg-boss makes its schema when the queue first starts; until then there is nothing to count.
  let schemaSeen = false;
  gaugeOnScrape(metrics, {
    name: 'jobboard_queue_jobs',
    help: 'Background jobs by queue and state (created, retry, active, failed)',
    labelNames: ['queue', 'state'],
    read: async () => {
      if (!schemaSeen) {
        const found = await sql<{ found: boolean }>`select to_regclass('pgboss.job') is not null as found`.execute(db);
        schemaSeen = found.rows[0]?.found === true;
        if (!schemaSeen) return [];
      }
      // Every queue and state, zero included, so a queue that empties shows 0 rather than vanishing.
      const counts = await sql<{ queue: string; state: string; value: string }>`
        select q.name as queue, s.state::text as state, count(j.id) as value
        from pgboss.queue q
        cross join unnest(array['created', 'retry', 'active', 'failed']::pgboss.job_state[]) as s(state)
        left join pgboss.job j on j.name = q.name and j.state = s.state
        group by q.name, s.state`.execute(db);
      return counts.rows;
    },
  });
}
