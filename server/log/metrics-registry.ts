// The app's Prometheus registry (prom-client), one per app instance rather than prom-client's
// global one, so several servers in one process (the tests) keep their series apart; and
// gaugeOnScrape, the one way a part of the app reports a number it reads when /metrics is asked
// (a pool's connections, the queue's jobs by state, the sockets connected).
import { Gauge, Registry } from 'prom-client';
import { errorOf, log } from './logger.ts';

export type AppMetrics = { registry: Registry };

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's registry; a part adds its series with gaugeOnScrape (server/http/metrics.ts serves them). */
    metrics: AppMetrics;
  }
}

/** How long one series may take to read before the scrape goes on without it. */
export const SCRAPE_READ_TIMEOUT_MS = 1500;

/**
 * One row of a series: its labels by name and its `value` (a number, or a count as PostgreSQL's
 * bigint arrives: a string), so an SQL `select state, count(*) as value … group by state` is a read.
 */
export type SeriesRow = Record<string, unknown> & { value: unknown };

export type ScrapedGauge = {
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Read when /metrics is asked. A read that fails or takes too long leaves the series out of that scrape. */
  read: () => SeriesRow[] | Promise<SeriesRow[]>;
};

export function createMetrics(): AppMetrics {
  return { registry: new Registry() };
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not read within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A gauge whose values are read at scrape time (server/mail/mail-metrics.ts is one). */
export function gaugeOnScrape(metrics: AppMetrics, spec: ScrapedGauge): void {
  const labelNames = spec.labelNames ?? [];
  new Gauge({
    name: spec.name,
    help: spec.help,
    labelNames,
    registers: [metrics.registry],
    async collect() {
      let rows: SeriesRow[];
      try {
        rows = await within(Promise.resolve().then(spec.read), SCRAPE_READ_TIMEOUT_MS);
      } catch (e) {
        // Left out rather than stale or zero: a missing series says the number is unknown.
        this.reset();
        log.warn({ err: errorOf(e), series: spec.name }, 'metrics series not read');
        return;
      }
      // Reset after the read, not before: a second scrape at the same time sees whole series.
      this.reset();
      for (const row of rows) {
        const labels = Object.fromEntries(labelNames.map((l) => [l, String(row[l] ?? '')]));
        this.set(labels, Number(row.value));
      }
    },
  });
}
