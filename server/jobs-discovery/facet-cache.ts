// Facet counts that do not scan every match on every request (issues 18 and 51; docs/job-search.md,
// "Speed"). A search's counts are read up to COUNT_CAP jobs: below it they are exact; above it a
// public search's are estimated from a recent window (estimated-counts.ts) and say so, or else
// the answer says they are lower bounds; the exact counts are read once in the background when
// the search is asked again.
// Exact counts are kept for that search while the board's stamp stays the same (it moves when any
// job the counts could see is added or changed, migrations 0035 and 0036) and for at most a
// minute (the date windows move with the clock, and a job passing its expiry writes nothing), or
// five minutes above the bound.
// A kept count that went stale is answered while the next is read on a board above the bound;
// below it, the next is read at once, so a small board's counts follow every change.
import type { Db } from '../db/database.ts';
import { boardStamp } from '../jobs/index.ts';
import { keepRecent } from './stamped-cache.ts';
import {
  COUNT_CAP,
  searchFacets,
  withCappedTotal,
  type FacetCounts,
  type FacetRow,
  type SearchSpec,
} from './search-repo.ts';
import { errorOf, log } from '../log/logger.ts';
import { firstAskingCounts } from './estimated-counts.ts';

const FRESH_MS = 60_000;
/**
 * Counts above the bound are read again by age only after five minutes: reading them is seconds
 * at a million jobs, a few minutes' drift in numbers above 10,000 (the date windows moving, jobs
 * expiring) is not seen, and re-reading every minute kept one of two cores busy on a board whose
 * searches were all kept (the bench at a million jobs). A change to the board still re-reads them.
 */
const LARGE_FRESH_MS = 5 * 60_000;
/** Searches whose exact counts are kept, the least recently asked dropped first. */
const KEPT = 500;

/**
 * `large`: above the bound, so a stale count is answered while the exact one is read.
 * `estimated`: a first asking's estimate (estimated-counts.ts), answered until the exact counts,
 * read when the search is asked again, take its place.
 */
type Kept = { stamp: string; at: number; rows: FacetRow[]; large: boolean; estimated: boolean };
const kept = new Map<string, Kept>();
/** Exact counts being read, by search: one read at a time, so a busy board is never flooded. */
const reading = new Map<string, Promise<void>>();
/**
 * Searches answered with capped counts once, the oldest dropped first. Their exact counts are read
 * when they are asked again (the next page, or the next person): a search asked once never
 * needs them, and reading them for every first asking kept a core busy on a board searched for
 * many different things (the benchmark's first askings: docs/job-search.md, "Speed").
 */
const cappedOnce = new Map<string, true>();
const CAPPED_ONCE = 5_000;

/** Whether a capped search was answered before (and remembers it if not). */
function askedBefore(key: string): boolean {
  if (cappedOnce.delete(key)) return true;
  keepRecent(cappedOnce, key, true, CAPPED_ONCE);
  return false;
}

function keyOf(spec: SearchSpec): string {
  return JSON.stringify([spec.scope, spec.filters, spec.keyword]);
}

function keep(key: string, entry: Kept): void {
  keepRecent(kept, key, entry, KEPT);
}

function readExactly(db: Db, key: string, spec: SearchSpec, stamp: string): void {
  if (reading.size) return;
  const done = searchFacets(db, spec, null)
    .then((exact) => keep(key, { stamp, at: Date.now(), rows: exact.rows, large: true, estimated: false }))
    .catch((error: unknown) => log.error({ err: errorOf(error) }, 'facet counts'))
    .finally(() => reading.delete(key));
  reading.set(key, done);
}

export type FacetOptions = {
  cap?: number;
  now?: number;
  /** The board's stamp as the search read it, once for all it keeps. */
  stamp?: Promise<string>;
};

export async function facetCounts(db: Db, spec: SearchSpec, opts: FacetOptions = {}): Promise<FacetCounts> {
  const now = opts.now ?? Date.now();
  const key = keyOf(spec);
  const held = kept.get(key);
  const stamp = await (opts.stamp ?? boardStamp(db, spec.scope.clientId));
  if (held && held.stamp === stamp && now - held.at < (held.large ? LARGE_FRESH_MS : FRESH_MS)) {
    keep(key, held);
    // Asked again: the exact counts are worth reading now.
    if (held.estimated) readExactly(db, key, spec, stamp);
    return { rows: held.rows, capped: false, estimated: held.estimated, matched: 0 };
  }
  if (held?.large && !held.estimated) {
    readExactly(db, key, spec, stamp);
    return { rows: held.rows, capped: false, estimated: false, matched: 0 };
  }
  const cap = opts.cap ?? COUNT_CAP;
  const first = await firstAskingCounts(db, spec, cap, stamp, now);
  if (first?.estimated) {
    keep(key, { stamp, at: now, rows: first.rows, large: true, estimated: true });
    return first;
  }
  const counts = first ?? (await searchFacets(db, spec, cap));
  if (!counts.capped) {
    keep(key, { stamp, at: now, rows: counts.rows, large: false, estimated: false });
    return counts;
  }
  if (askedBefore(key)) readExactly(db, key, spec, stamp);
  return withCappedTotal(db, spec, counts, cap);
}

/** Forgets every kept count (for the benchmark's first-asking searches). */
export function forgetKeptFacets(): void {
  kept.clear();
  cappedOnce.clear();
}

/** Resolves when the exact counts being read in the background are kept (for tests). */
export async function facetReadsSettled(): Promise<void> {
  await Promise.all(reading.values());
}
