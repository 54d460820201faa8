// A feed's build date: when its content last changed, the newest of its entries' times, not the
// request's. A body that names the request's second gets a new ETag every second, so no reader or
// aggregator could revalidate it. A feed with no entries has no such time; it names a fixed one
// (the Unix epoch) rather than `now`, for the same reason: with `now`, two requests on either side
// of a second's turn got two ETags (a revalidation test failed about one run in several hundred).
const NO_ENTRIES = new Date(0);

export function buildDate(times: readonly number[]): Date {
  const newest = Math.max(...times.filter((t) => Number.isFinite(t)));
  return Number.isFinite(newest) ? new Date(newest) : NO_ENTRIES;
}
