// A first asking's counts from work bounded by the page, not by the number of matches (issue 51;
// docs/job-search.md, "Counts of a first asking"). A public search's facets and total are counted
// exactly within a recent posting window small enough to hold at most WINDOW_CAP matches, read
// shortest first, and scaled by the board's own live jobs in that window against all of them
// (board-posting.ts): "about 12,400 jobs". Where the window says few jobs match in all, every match
// is read instead (up to COUNT_CAP), exact. The assumption is that a keyword's and a filter's share
// of jobs does not depend on when they were posted, which holds far better on one board than any
// share across boards (PostgreSQL's statistics are across tenants). Counts the window holds whole
// stay exact (a date bucket no wider than the window; everything when the date filter is no
// wider); the response says `estimated` whenever one is not. Nothing here is kept: facet-cache.ts
// keeps the estimate, and reads the exact counts in the background when the search is asked again.
// Before any window, a board's newest jobs held in memory (recent-jobs.ts) are asked: the same
// counts of a window of every live job posted since the oldest held, read without a statement.
import type { Db } from '../db/database.ts';
import { DATE_WINDOWS } from './job-filters.ts';
import { boardPosting, WINDOW_HOURS, type BoardPosting } from './board-posting.ts';
import { searchFacets, type FacetCounts, type FacetRow, type SearchSpec } from './search-repo.ts';
import { recentJobs, recentJobsAnswered } from './recent-jobs.ts';
import { answerable, recentFacets } from './recent-matches.ts';
import { keywordLexemes } from './keyword-lexemes.ts';

/** A window's read stops here: past it the window is too full, and a shorter one is read. */
export const WINDOW_CAP = 1_000;
/** Matches a window must hold for its scaled counts to be trusted (about ±10%). */
const ENOUGH_IN_WINDOW = 100;
/** Fewer than this in the widest window read, and no estimate is made (the lower bounds stand). */
const FEWEST_TO_SCALE = 20;
/** How full of the cap a wider window is sized to be, from the matches a shorter one held. */
const WIDER_FILL = 0.8;
/** Reads at most per search, the windows and the read of every match. */
const MAX_READS = 4;
/** Matches the newest jobs held in memory must hold for their scaled counts to be trusted (about ±14%). */
const ENOUGH_HELD = 50;
const HOUR_MS = 3_600_000;

/** `n` as a person would say an estimate of it: 12,437 → 12,400; 347 → 350; below 100 as it is. */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - (n >= 1_000 ? 2 : 1));
  return Math.round(n / step) * step;
}

/** The board's live jobs posted within `hours` (every live job for null or past the widest window). */
function liveWithin(p: BoardPosting, hours: number | null): number {
  return hours === null ? p.all : (p.within.get(hours) ?? p.all);
}

/**
 * The window to read next: the widest whose expected matches (`matches` over the board's share
 * posted in it) stay within `fill` of the cap, among the windows `allowed` keeps; the shortest
 * allowed when none does.
 */
function windowFor(p: BoardPosting, matches: number, allowed: (hours: number) => boolean, fill = 0.5): number | null {
  const candidates = WINDOW_HOURS.filter(allowed);
  if (!candidates.length || p.all === 0) return null;
  const fitting = candidates.filter((h) => (matches * liveWithin(p, h)) / p.all <= WINDOW_CAP * fill);
  return fitting.length ? (fitting.at(-1) ?? null) : (candidates[0] ?? null);
}

/** The date filter's width in hours, or null for any time. */
function dateFilterHours(spec: SearchSpec): number | null {
  const d = spec.filters.datePosted;
  return d ? DATE_WINDOWS[d] : null;
}

/**
 * Scales a window's exact counts to the board: each by its own date condition's share. `window`:
 * its hours back from now; `live`: the board's live jobs posted within it.
 */
function scaled(
  rows: FacetRow[],
  { window, live }: { window: number; live: number },
  p: BoardPosting,
  spec: SearchSpec,
  atLeast: number,
): FacetRow[] {
  const inWindow = Math.max(live, 1);
  // A count under the date filter (the total and every facet but the date's) covers the filter's
  // width; one of the date facet covers its own bucket ('any': all time).
  const factor = (hours: number | null) => (hours !== null && hours <= window ? 1 : liveWithin(p, hours) / inWindow);
  const filtered = factor(dateFilterHours(spec));
  const f = spec.filters;
  // Counts without a facet's filter hold every match of the base filters, at least `atLeast`.
  const noFacetButDate = !f.categoryIds.length && !f.employmentTypes.length && !f.workplaceTypes.length && !f.cityId;
  const unfiltered = noFacetButDate && !f.datePosted;
  return rows.map((r) => {
    const k =
      r.facet === 'date'
        ? factor(r.value === 'any' ? null : (DATE_WINDOWS[r.value as keyof typeof DATE_WINDOWS] ?? null))
        : filtered;
    if (k === 1) return r;
    const n = roughly(r.n * k);
    const floor =
      (r.facet === 'total' && unfiltered) || (r.facet === 'date' && r.value === 'any' && noFacetButDate) ? atLeast : 0;
    return { ...r, n: Math.max(n, floor) };
  });
}

/**
 * A public search's first asking: its exact counts when it matches at most `cap` jobs, else an
 * estimate from a posting window; when neither could be had within MAX_READS reads, the counts read
 * up to the cap (lower bounds) if they were read, else null (the caller reads them: reading them
 * again here was a second read of the same rows). The windows are read first, shortest first: a
 * window of a large board holds few jobs, so reading it visits few rows whatever the keyword, and
 * what it finds says whether reading every match is cheap.
 */
export async function firstAskingCounts(
  db: Db,
  spec: SearchSpec,
  cap: number,
  stamp: string,
  now = Date.now(),
): Promise<FacetCounts | null> {
  if (spec.scope.kind !== 'public') return null;
  const p = await boardPosting(db, spec.scope.clientId);
  // A board this small is read whole.
  if (p.all <= cap) return null;
  const held = await heldCounts(db, spec, cap, p, stamp, now);
  if (held && 'answer' in held) return held.answer;
  // `n`: the window's jobs matching every filter but the date's; `matched`: its jobs read, those
  // matching the base filters (the facets' filters left out), which the cap bounds.
  let best: { window: number; counts: FacetCounts; n: number; matched: number } | null = null;
  // The last read of every match that stopped at the cap: the lower bounds, when nothing better comes.
  let bounds: FacetCounts | null = held?.bounds ?? null;
  // What is known of how many jobs match: at most every live job, at least what was read.
  let atLeast = bounds ? cap : 0;
  // The shortest window found too full: every wider one holds it, and is as full. Windows are
  // chosen strictly between the widest read that was not too full and this one, so none is read
  // twice (a full window and then a sparse one used to send the search back and forth).
  let ceiling = Infinity;
  // The first window: sized by the matches the board's copy found, when it found too few to scale
  // (each read builds the keyword's whole GIN bitmap, whatever the window: at a million jobs a
  // blind first hour cost 5-22 ms for 4-17 matches, before the window the copy would have chosen);
  // else the widest in which even every live job stays within half the cap.
  let window = held
    ? windowFor(p, Math.max(held.expected, atLeast), () => true, WIDER_FILL)
    : windowFor(p, p.all, () => true);
  if (held) recentJobsAnswered.windowsSized++;
  for (let reads = 0; window !== null && reads < MAX_READS; reads++) {
    const at: number = window;
    const inWindow = Math.max(liveWithin(p, at), 1);
    const counts = await searchFacets(db, spec, WINDOW_CAP, at);
    const n = counts.rows.find((r) => r.facet === 'date' && r.value === 'any')?.n ?? 0;
    if (counts.capped) {
      // Too full: a shorter window, sized by the lower bound this one gives.
      atLeast = Math.max(atLeast, WINDOW_CAP);
      ceiling = at;
      const floor = best?.window ?? 0;
      window = windowFor(p, (WINDOW_CAP * p.all) / inWindow, (h) => h < at && h > floor);
      continue;
    }
    const matches = (counts.matched * p.all) / inWindow;
    if (matches < cap && atLeast < cap) {
      // Few matches in all, it seems: reading every one is cheap, and exact.
      const all = await searchFacets(db, spec, cap);
      reads++;
      if (!all.capped) return all;
      atLeast = cap;
      bounds = all;
    }
    best = { window: at, counts, n, matched: counts.matched };
    // Enough to scale, or as many as a window is read for: a facet filter leaving few of them is
    // estimated from those few (labelled all the same).
    if (n >= ENOUGH_IN_WINDOW || counts.matched >= WINDOW_CAP / 2) break;
    // Too few to trust: a wider window, sized by what this one found to fill 80% of the cap (half
    // of it sent 32 of 60 first askings at a million jobs on to a third window; 17 now).
    window = windowFor(p, Math.max(matches, atLeast), (h) => h > at && h < ceiling, WIDER_FILL);
  }
  if (!best || (best.n < FEWEST_TO_SCALE && best.matched < WINDOW_CAP / 2)) return bounds;
  // Kept denominators older than the board's change (board-posting.ts) cannot scale this window.
  if (liveWithin(p, best.window) < best.matched) return bounds;
  return {
    rows: scaled(best.counts.rows, { window: best.window, live: liveWithin(p, best.window) }, p, spec, atLeast),
    capped: false,
    estimated: true,
    matched: best.matched,
  };
}

/**
 * What the board's copy says of a search's counts: the `answer` (the counts, or null for the
 * caller to read them), or, when it held too few matches to scale, how many jobs of the board it
 * `expected` to match the base filters, with the `bounds` of a read of every match that stopped at
 * the cap.
 */
type HeldCounts = { answer: FacetCounts | null } | { expected: number; bounds: FacetCounts | null };

/**
 * The counts from the board's newest jobs held in memory (recent-jobs.ts), when a copy is held and
 * the search is one memory answers: exact when every live job of the board is held and the copy is
 * at the board's stamp, else scaled as a window's are, the held jobs being every live job posted
 * since the oldest of them. Where they say few jobs match in all, every match is read instead, as
 * from a window. Undefined when memory cannot say (no copy yet, a keyword it cannot match).
 */
async function heldCounts(
  db: Db,
  spec: SearchSpec,
  cap: number,
  p: BoardPosting,
  stamp: string,
  now: number,
): Promise<HeldCounts | undefined> {
  if (!answerable(spec)) return undefined;
  const held = recentJobs(db, spec.scope.clientId, stamp, p.all, now);
  if (!held) return undefined;
  const k = spec.keyword?.mode === 'words' ? spec.keyword : null;
  const lex = k ? await keywordLexemes(db, k.groups) : null;
  if (k && !lex) return undefined;
  const { copy, current } = held;
  const r = recentFacets(copy, spec, lex, now);
  if (copy.whole) {
    recentJobsAnswered.counts++;
    return { answer: { rows: r.rows, capped: false, estimated: !current, matched: r.matched } };
  }
  const matches = (r.matched * p.all) / Math.max(r.live, 1);
  let bounds: FacetCounts | null = null;
  if (matches < cap) {
    const all = await searchFacets(db, spec, cap);
    if (!all.capped) return { answer: all };
    bounds = all;
  }
  if (r.n < ENOUGH_HELD && r.matched < WINDOW_CAP / 2) return { expected: matches, bounds };
  recentJobsAnswered.counts++;
  const window = { window: (now - copy.since) / HOUR_MS, live: r.live };
  return {
    answer: { rows: scaled(r.rows, window, p, spec, r.matched), capped: false, estimated: true, matched: r.matched },
  };
}
