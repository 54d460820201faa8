// A feed's build date: when its content last changed, the newest of its entries' times, not the
// request's. A body that names the request's second gets a new ETag every second, so no reader or
// aggregator could revalidate it. A feed with no entries has no such time and says `now`.
export function buildDate(times: readonly number[], now: Date): Date {
  const newest = Math.max(...times.filter((t) => Number.isFinite(t)));
  return Number.isFinite(newest) ? new Date(newest) : now;
}
