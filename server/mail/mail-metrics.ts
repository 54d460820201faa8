// Mail for /metrics: the outbox's mails of the last 24 hours by status (queued, sent, failed,
// unsent), read at scrape time. The day's window keeps the count on the outbox's created_at index
// however long the outbox grows, and covers a mail's whole retry schedule (docs/mail.md); an alert
// on `status="failed"` rising, or `status="queued"` staying up, says delivery is in trouble.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { gaugeOnScrape, type AppMetrics } from '../log/metrics-registry.ts';

export function registerMailMetrics(metrics: AppMetrics, db: Db): void {
  gaugeOnScrape(metrics, {
    name: 'jobboard_mail_last_day',
    help: 'Mails written in the last 24 hours, by delivery status (queued, sent, failed, unsent)',
    labelNames: ['status'],
    read: async () => {
      const { rows } = await sql<{ status: string; value: string }>`
        select s.status, count(o.id) as value
        from unnest(array['queued', 'sent', 'failed', 'unsent']) as s(status)
        left join outbox o on o.status = s.status and o.created_at > now() - interval '24 hours'
        group by s.status`.execute(db);
      return rows;
    },
  });
}
