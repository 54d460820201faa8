// The search lane's use: its slots and searches running and waiting, read at scrape time, and the
// searches' waits and those abandoned, counted as they happen. Searches waiting for a slot say the
// process's cores are the bound (docs/deploy.md "Search lanes").
import { Counter, Histogram } from 'prom-client';
import { gaugeOnScrape, type AppMetrics } from '../log/metrics-registry.ts';
import type { SearchLane } from './search-lane.ts';

export function registerSearchLaneMetrics(metrics: AppMetrics, lane: SearchLane): void {
  const series = (name: string, help: string, value: () => number) =>
    gaugeOnScrape(metrics, { name, help, read: () => [{ value: value() }] });
  series('jobboard_search_slots', 'Searches this process runs at once (SEARCH_CONCURRENCY)', () => lane.slots);
  series('jobboard_searches_running', 'Searches running now', () => lane.running);
  series('jobboard_searches_waiting', 'Searches waiting for a slot', () => lane.waiting);
  // Counted as each search's turn comes: how long it waited for a slot (the gauge of those waiting
  // is only a sample at each scrape; the waits say whether the queue costs the callers anything),
  // and whether its caller had gone.
  const waited = new Histogram({
    name: 'jobboard_search_wait_seconds',
    help: 'Time a search waited for a slot in the search lane before it ran',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [metrics.registry],
  });
  const abandoned = new Counter({
    name: 'jobboard_searches_abandoned_total',
    help: 'Searches not run because their caller closed the connection while they waited for a slot',
    registers: [metrics.registry],
  });
  lane.onTurn((turn) => {
    waited.observe(turn.seconds);
    if (turn.abandoned) abandoned.inc();
  });
}
